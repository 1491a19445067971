import { ArrowUpRight } from "lucide-react";
import { SectionHeader } from "~/components/sections/section-header";
import { ExternalLink } from "~/components/ui/external-link";
import type { PageSection } from "~/content/models";
import type { NewsCard } from "~/content/toolkits";

/** "In the News": press coverage, each card a link to the article in a new tab. */
export function ToolkitNews({ section, items }: { section: PageSection; items: NewsCard[] }) {
  const headingId = `${section.sectionName}-heading`;
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.href}>
              <article className="relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
                <p className="text-sm font-semibold text-brand-700">{item.outlet}</p>
                <h3 className="mt-2 text-lg font-bold text-ink-900">
                  <ExternalLink
                    href={item.href}
                    className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
                  >
                    {item.headline}
                  </ExternalLink>
                </h3>
                <p className="mt-3 flex-1 text-ink-700">{item.excerpt}</p>
                <ArrowUpRight aria-hidden="true" className="mt-4 size-5 text-brand-700" />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
