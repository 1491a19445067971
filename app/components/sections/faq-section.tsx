import { Accordion } from "~/components/ui/accordion";
import type { PageSection } from "~/content/models";
import type { FaqEntry } from "~/lib/models";
import { anchorIds } from "~/lib/anchor-id";
import { inspect } from "~/cms/inspector";
import { langOfText } from "~/lib/text-language";

interface FaqSectionProps {
  id: string;
  section: PageSection;
  items: FaqEntry[];
}

/** Questions and answers, one open at a time and closable again; an address naming a question opens it. */
export function FaqSection({ id, section, items }: FaqSectionProps) {
  const headingId = `${id}-heading`;
  // Each question's own address (/#faqs-is-there-a-fee): search results and shared links open it.
  const questionIds = anchorIds(
    id,
    items.map((item) => item.question),
  );
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <div className="container-page max-w-3xl">
        <h2
          id={headingId}
          lang={langOfText(section.heading)}
          className="section-heading text-center"
          {...(__LIVE_PREVIEW__ && inspect(section, "heading"))}
        >
          {section.heading}
        </h2>
        <div className="mt-10 rounded-2xl border border-ink-200 bg-white px-5 sm:px-8">
          <Accordion
            name={id}
            items={items.map((item, i) => ({
              id: questionIds[i],
              title: item.question,
              titleAttributes: {
                lang: langOfText(item.question),
                ...(__LIVE_PREVIEW__ && inspect(item, "question")),
              },
              content: (
                <p lang={langOfText(item.answer)} {...(__LIVE_PREVIEW__ && inspect(item, "answer"))}>
                  {item.answer}
                </p>
              ),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
