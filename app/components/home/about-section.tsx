import { CountUp } from "~/components/ui/count-up";
import { ImageCarousel } from "~/components/ui/image-carousel";
import type { about as aboutCopy } from "~/content/home";
import type { PageSection } from "~/content/models";
import { inspect } from "~/cms/inspector";

export function AboutSection({ section, copy }: { section: PageSection; copy: typeof aboutCopy }) {
  return (
    <section aria-labelledby="about-heading" className="bg-ink-50 py-16 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <h2 id="about-heading" className="section-heading" {...(__LIVE_PREVIEW__ && inspect(section, "heading"))}>
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
          <p className="mt-4 text-lg text-ink-700" {...(__LIVE_PREVIEW__ && inspect(section, "description"))}>
            {section.description}
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-6">
            {copy.stats.map((stat) => (
              <div key={stat.label} className="figure-card rounded-2xl bg-white p-5 text-3xl shadow-sm sm:text-4xl">
                <dt className="text-sm font-medium text-ink-600">{stat.label}</dt>
                <dd className="font-extrabold text-brand-700">
                  <CountUp value={stat.value} suffix={stat.suffix} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ImageCarousel images={copy.gallery} label={copy.galleryLabel} />
      </div>
    </section>
  );
}
