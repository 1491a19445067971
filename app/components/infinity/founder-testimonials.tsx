import { Icon } from "~/components/ui/icon";
import { SectionHeader } from "~/components/sections/section-header";
import { PersonPhoto } from "~/components/ui/person-photo";
import type { Testimonial } from "~/content/infinity";
import type { PageSection } from "~/content/models";

/** Three founders from past cohorts, in their own words. */
export function FounderTestimonials({ section, testimonials }: { section: PageSection; testimonials: Testimonial[] }) {
  return (
    <section aria-labelledby="founder-stories-heading" className="bg-brand-950 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader headingId="founder-stories-heading" section={section} align="center" tone="dark" />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white/10 p-6 text-white">
                <Icon name="quote" className="size-8 text-saffron-400" />
                <blockquote className="mt-4 flex-1 text-lg text-brand-50">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <PersonPhoto name={item.name} size={48} />
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-sm text-brand-100">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
