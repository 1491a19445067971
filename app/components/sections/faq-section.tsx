import { Accordion } from "~/components/ui/accordion";
import type { FaqEntry } from "~/content/models";
import { anchorIds } from "~/lib/anchor-id";

interface FaqSectionProps {
  id: string;
  heading: string;
  items: FaqEntry[];
}

/** Questions and answers, one open at a time and closable again; an address naming a question opens it. */
export function FaqSection({ id, heading, items }: FaqSectionProps) {
  const headingId = `${id}-heading`;
  // Each question's own address (/#faqs-is-there-a-fee): search results and shared links open it.
  const questionIds = anchorIds(
    id,
    items.map((item) => item.question),
  );
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <div className="container-page max-w-3xl">
        <h2 id={headingId} className="section-heading text-center">
          {heading}
        </h2>
        <div className="mt-10 rounded-2xl border border-ink-200 bg-white px-5 sm:px-8">
          <Accordion
            type="single"
            collapsible
            items={items.map((item, i) => ({
              id: questionIds[i],
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </div>
      </div>
    </section>
  );
}
