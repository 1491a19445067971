import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { SectionHeader, sectionHeadingId } from "~/components/sections/section-header";
import { ExternalLink } from "~/components/ui/external-link";
import { PersonPhoto } from "~/components/ui/person-photo";
import type { Consultant, consultantLink as consultantLinkCopy } from "~/content/consulting";
import type { PageSection } from "~/content/models";
import { inspect } from "~/cms/inspector";
import { langOfText } from "~/lib/text-language";

function ConsultantCard({ consultant, link }: { consultant: Consultant; link: typeof consultantLinkCopy }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col items-center rounded-2xl border border-ink-200 bg-white p-6 text-center shadow-sm"
    >
      <PersonPhoto name={consultant.name} photo={consultant.photo} size={112} />
      <h3
        id={nameId}
        className="mt-5 text-xl font-bold text-ink-900"
        {...(__LIVE_PREVIEW__ && inspect(consultant, "name"))}
      >
        {consultant.name}
      </h3>
      <p
        lang={langOfText(consultant.title)}
        className="mt-1 flex-1 text-ink-700"
        {...(__LIVE_PREVIEW__ && inspect(consultant, "title"))}
      >
        {consultant.title}
      </p>
      <ExternalLink
        href={consultant.linkedin}
        {...(__LIVE_PREVIEW__ && inspect(consultant, "linkedin"))}
        className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {link.text} <span className="sr-only">{link.person(consultant.name)}</span>
        <Icon name="arrow-up-right" className="size-4" />
      </ExternalLink>
    </article>
  );
}

interface ExpertsGridProps {
  section: PageSection;
  consultants: Consultant[];
  link: typeof consultantLinkCopy;
  comingSoon: string;
}

/** The consultants' cards, then one saying more are on the way. */
export function ExpertsGrid({ section, consultants, link, comingSoon }: ExpertsGridProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section aria-labelledby={headingId} className="bg-ink-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} align="center" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {consultants.map((consultant) => (
            <li key={consultant.name}>
              <ConsultantCard consultant={consultant} link={link} />
            </li>
          ))}
          <li className="sm:col-span-2">
            <div className="flex h-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-200 bg-white p-6 text-center">
              <Icon name="sparkles" className="size-8 text-brand-600" />
              <h3 className="text-xl font-bold text-ink-900">{comingSoon}</h3>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
