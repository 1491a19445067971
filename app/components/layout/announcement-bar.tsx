import { Icon } from "~/components/ui/icon";
import { announcementText, a11yText } from "~/content/shared";
import { chooseAnnouncement, revealAnnouncementScript, type Announcement } from "~/lib/announcement";
import { buildSignupUrl, isSignupUrl } from "~/lib/signup-url";

/**
 * The site-wide announcement, above the header (docs/decisions/601). Written into the prerendered
 * HTML only: the app never renders it (SiteLayout asks for it under import.meta.env.SSR), React
 * leaves it be when it hydrates the page, and no JavaScript of the app is spent on it. Every
 * announcement live at the build or due within 60 days is in the page; the one live at the build
 * shows without JavaScript, and the script right after the bar, before first paint, shows the one
 * live at the visitor's time instead and makes its close button work.
 */
export function AnnouncementBar({ announcements, builtAt }: { announcements: Announcement[]; builtAt: number }) {
  const live = chooseAnnouncement(announcements, builtAt, []);
  return (
    <>
      <section
        aria-label={announcementText.landmark}
        data-announcements=""
        hidden={!live}
        className="bg-brand-950 text-white"
      >
        {announcements.map((announcement) => (
          <div
            key={announcement.id}
            data-announcement={announcement.id}
            data-starts-at={announcement.startsAt}
            data-ends-at={announcement.endsAt}
            hidden={announcement !== live}
            className="container-page flex items-center gap-3 py-2 text-sm"
          >
            <p className="flex-1 py-1.5">
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
      {/* A constant of ours, not content: decides which announcement shows, before first paint. */}
      <script dangerouslySetInnerHTML={{ __html: revealAnnouncementScript() }} />
    </>
  );
}

/** A plain link (the app does not take this markup over): to the sign-up page with its tracking, a page here, or another site. */
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
