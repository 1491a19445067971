import { SectionHeader } from "~/components/sections/section-header";
import { ExternalLink } from "~/components/ui/external-link";
import { PersonPhoto } from "~/components/ui/person-photo";
import { mentorProfileText, type Mentor } from "~/content/infinity";
import type { PageSection } from "~/content/models";
import { inspect } from "~/cms/inspector";
import { langOfText } from "~/lib/text-language";

/** The mentors: portrait (or initials), name, role and a link to their profile. */
export function MentorGrid({ section, mentors }: { section: PageSection; mentors: Mentor[] }) {
  return (
    <section id="mentors" aria-labelledby="mentors-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader headingId="mentors-heading" section={section} align="center" />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {mentors.map((mentor) => (
            <li
              key={mentor.name}
              data-mentor={mentor.name}
              className="card-in-long-list flex flex-col items-center rounded-2xl border border-ink-200 bg-white p-4 text-center sm:p-5"
            >
              <PersonPhoto name={mentor.name} photo={mentor.photo} size={80} />
              <h3 className="mt-3 font-bold text-ink-900" {...(__LIVE_PREVIEW__ && inspect(mentor, "name"))}>
                {mentor.name}
              </h3>
              <p
                lang={langOfText(mentor.title)}
                className="mt-1 flex-1 text-sm text-ink-600"
                {...(__LIVE_PREVIEW__ && inspect(mentor, "title"))}
              >
                {mentor.title}
              </p>
              <ExternalLink
                href={mentor.linkedin}
                {...(__LIVE_PREVIEW__ && inspect(mentor, "linkedin"))}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
              >
                {mentorProfileText.label}
                <span className="sr-only">{` ${mentorProfileText.of(mentor.name)}`}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
