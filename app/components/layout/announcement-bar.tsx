import { useRouteLoaderData } from "react-router";
import { Icon } from "~/components/ui/icon";
import { a11yText, announcementText } from "~/content/shared";
import { announcementScript, chooseAnnouncement, type Announcement } from "~/lib/announcement";
import { buildInstant } from "~/lib/build-date";
import { buildSignupUrl, isSignupUrl } from "~/lib/signup-url";
import { langOfText } from "~/lib/text-language";

/**
 * Site-wide announcement above the header (docs/decisions/601), in the prerendered HTML only
 * (rendered under import.meta.env.SSR in root.tsx, SiteLayout), so it costs the app no JavaScript.
 * Every announcement live or due within 60 days has a slot; a <head> script picks one by the
 * visitor's time before the body is parsed (app.css shows it); without JavaScript, the build's choice.
 */

/** What the root route's loader gives every page (app/root.tsx). */
export interface SiteData {
  announcements: Announcement[];
}

const useAnnouncements = () => useRouteLoaderData<SiteData>("root")?.announcements ?? [];

/** The before-paint script, in <head>: it has only the announcements' slots and times. */
export function AnnouncementSchedule() {
  const announcements = useAnnouncements();
  if (announcements.length === 0) return null;
  const schedule = announcements.map(({ id, startsAt, endsAt }, index) => ({ id, startsAt, endsAt, slot: index + 1 }));
  // A constant of ours around numbers and entry ids, not content.
  return <script dangerouslySetInnerHTML={{ __html: announcementScript(schedule) }} />;
}

/** The build's choice is marked for a page without JavaScript. */
export function AnnouncementBar() {
  const announcements = useAnnouncements();
  if (announcements.length === 0) return null;
  const live = chooseAnnouncement(announcements, buildInstant(), []);
  return (
    <section
      aria-label={announcementText.landmark}
      data-announcements=""
      hidden={!live}
      className="bg-brand-950 text-white"
    >
      {announcements.map((announcement, index) => (
        <div
          key={announcement.id}
          data-announcement={announcement.id}
          data-announcement-slot={index + 1}
          data-announcement-default={announcement === live ? "" : undefined}
          className="container-page items-center gap-3 py-2 text-sm"
        >
          <p lang={langOfText(announcement.text)} className="flex-1 py-1.5">
            {announcement.text}
            {announcement.link && (
              <>
                {" "}
                <AnnouncementLink {...announcement.link} />
              </>
            )}
          </p>
          {/* Closing needs the script: without JavaScript there is no button that would do nothing. */}
          <button
            type="button"
            data-announcement-close=""
            data-needs-script=""
            aria-label={announcementText.close}
            className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/10 focus-visible:outline-white"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
      ))}
    </section>
  );
}

/** A plain link: the app does not take this markup over. */
function AnnouncementLink({ text, href }: { text: string; href: string }) {
  const className = "font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-white";
  if (href.startsWith("/")) {
    return (
      <a href={href} className={className}>
        {text}
      </a>
    );
  }
  const address = isSignupUrl(href) ? buildSignupUrl("announcement", href) : href;
  return (
    <a href={address} target="_blank" rel="noopener noreferrer" className={className}>
      {text} <span className="sr-only">{a11yText.opensInNewTab}</span>
    </a>
  );
}
