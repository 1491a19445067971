import { inspect } from "~/cms/inspector";
import type { FromContentService } from "~/lib/models";
import { langOfText } from "~/lib/text-language";

interface TextSectionProps {
  id: string;
  text: FromContentService & { heading?: string; paragraphs: string[] };
}

/** A heading and paragraphs of plain text, at a reading width: a landing page's words between its sections. */
export function TextSection({ id, text }: TextSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={text.heading ? headingId : undefined} className="bg-white py-16 sm:py-20">
      <div className="container-page max-w-3xl">
        {text.heading && (
          <h2
            id={headingId}
            lang={langOfText(text.heading)}
            className="section-heading"
            {...(__LIVE_PREVIEW__ && inspect(text, "heading"))}
          >
            {text.heading}
          </h2>
        )}
        <div
          className={text.heading ? "mt-6 grid gap-4 text-lg text-ink-700" : "grid gap-4 text-lg text-ink-700"}
          {...(__LIVE_PREVIEW__ && inspect(text, "paragraphs"))}
        >
          {text.paragraphs.map((paragraph, index) => (
            <p key={index} lang={langOfText(paragraph)} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
