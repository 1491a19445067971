import { SectionHeader } from "~/components/sections/section-header";
import type { PageSection } from "~/content/models";

/** "Startups That Made It": alumni as a wrapping list of badges. */
export function StartupsThatMadeIt({
  section,
  startups,
}: {
  section: PageSection;
  startups: { name: string; sector: string }[];
}) {
  const headingId = `${section.sectionName}-heading`;
  return (
    <section aria-labelledby={headingId} className="bg-brand-950 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} tone="dark" align="center" />
        <ul className="mx-auto mt-10 flex max-w-5xl flex-wrap justify-center gap-3">
          {startups.map((startup) => (
            <li
              key={startup.name}
              className="inline-flex items-baseline gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-2"
            >
              <span className="font-semibold text-white">{startup.name}</span>
              <span className="text-sm text-brand-100">{startup.sector}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
