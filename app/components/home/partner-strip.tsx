import { LazyImage } from "~/components/ui/lazy-image";
import { Marquee } from "~/components/ui/marquee";
import type { partnerStrip as partnerStripCopy } from "~/content/home";
import type { PageSection } from "~/content/models";
import { inspect } from "~/cms/inspector";

export function PartnerStrip({ section, copy }: { section: PageSection; copy: typeof partnerStripCopy }) {
  return (
    <section aria-labelledby="partners-heading" className="border-y border-ink-200 bg-white py-12">
      <div className="container-page text-center">
        <h2
          id="partners-heading"
          className="text-2xl font-bold text-ink-900 sm:text-3xl"
          {...(__LIVE_PREVIEW__ && inspect(section, "heading"))}
        >
          {section.heading}
        </h2>
        {section.subheading && (
          <p
            className="mt-2 text-lg font-semibold text-brand-700"
            {...(__LIVE_PREVIEW__ && inspect(section, "subheading"))}
          >
            {section.subheading}
          </p>
        )}
        <p className="mx-auto mt-3 max-w-2xl text-ink-600" {...(__LIVE_PREVIEW__ && inspect(section, "description"))}>
          {section.description}
        </p>
      </div>
      <div className="container-page mt-8">
        <Marquee
          items={copy.partners}
          itemKey={(partner) => partner.name}
          label={section.heading}
          pauseLabel={copy.pause}
          playLabel={copy.play}
          renderItem={(partner, decorativeCopy) => (
            <LazyImage
              src={partner.logo}
              alt={decorativeCopy ? "" : partner.alt}
              width={160}
              height={48}
              placeholder={false}
              className="h-12 w-40"
            />
          )}
        />
      </div>
    </section>
  );
}
