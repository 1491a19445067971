import { Icon } from "~/components/ui/icon";
import { sectionHeadingId } from "~/components/sections/section-header";
import { PersonPhoto } from "~/components/ui/person-photo";
import type { ceoQuote as ceoQuoteCopy } from "~/content/community";
import type { PageSection } from "~/content/models";
import { inspect } from "~/cms/inspector";

interface CeoQuoteProps {
  section: PageSection;
  quote: typeof ceoQuoteCopy;
}

/** A word from the provider's CEO on why the community exists. */
export function CeoQuote({ section, quote }: CeoQuoteProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section aria-labelledby={headingId} className="bg-brand-950 py-16 text-white sm:py-24">
      <div className="container-page max-w-4xl">
        <h2
          id={headingId}
          className="text-center font-semibold uppercase tracking-wide text-saffron-400"
          {...(__LIVE_PREVIEW__ && inspect(section, "heading"))}
        >
          {section.heading}
        </h2>
        <figure className="mt-8">
          <Icon name="quote" className="mx-auto size-10 text-brand-300" />
          <blockquote className="mt-4 text-center text-xl font-medium leading-relaxed sm:text-2xl">
            <p>{quote.quote}</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-4">
            <PersonPhoto name={quote.name} photo={quote.photo} size={64} />
            <span className="text-left">
              <span className="block font-bold">{quote.name}</span>
              <span className="block text-brand-100">{quote.role}</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
