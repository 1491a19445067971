import { ExternalLink } from "~/components/ui/external-link";
import { SiteLink } from "~/components/ui/site-link";
import { Tooltip } from "~/components/ui/tooltip";
import { footer, measurementNotice } from "~/content/shared";
import { collectorHost } from "~/lib/analytics-config";
import { site, type SocialNetwork } from "~/site";
import { Logo } from "./logo";
import { MotionSwitch } from "./motion-switch";

/** Simple brand glyphs drawn for the two networks (lucide no longer ships brand marks). */
const socialGlyphs: Record<SocialNetwork, string> = {
  LinkedIn:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6V21h-4v-5c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4V9.75Z",
  Instagram:
    "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.8a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM7.6 2h8.8A5.6 5.6 0 0 1 22 7.6v8.8a5.6 5.6 0 0 1-5.6 5.6H7.6A5.6 5.6 0 0 1 2 16.4V7.6A5.6 5.6 0 0 1 7.6 2Zm0 1.8A3.8 3.8 0 0 0 3.8 7.6v8.8a3.8 3.8 0 0 0 3.8 3.8h8.8a3.8 3.8 0 0 0 3.8-3.8V7.6a3.8 3.8 0 0 0-3.8-3.8H7.6Z",
};

const linkClass = "inline-flex min-h-11 items-center text-ink-700 hover:text-brand-700 hover:underline";

export function Footer() {
  return (
    <footer className="border-t border-ink-200 bg-ink-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-md">
          <Logo />
          <p className="mt-4 text-ink-700">{footer.blurb}</p>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-600">{footer.socialHeading}</h2>
          <ul className="mt-2 flex gap-2">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <ExternalLink
                  href={profile.href}
                  aria-label={profile.label}
                  className="relative grid size-11 place-items-center rounded-full bg-white text-ink-800 shadow-sm hover:text-brand-700"
                >
                  <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true" focusable="false">
                    <path d={socialGlyphs[profile.network]} />
                  </svg>
                  <Tooltip label={profile.label} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={footer.pagesHeading}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-600">{footer.pagesHeading}</h2>
          <ul className="mt-2">
            {footer.pages.map((page) => (
              <li key={page.href}>
                <SiteLink href={page.href} className={linkClass}>
                  {page.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footer.resourcesHeading}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-600">{footer.resourcesHeading}</h2>
          <ul className="mt-2">
            {footer.resources.map((page) => (
              <li key={page.href}>
                <SiteLink href={page.href} className={linkClass}>
                  {page.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-ink-200 py-4">
        {/* Only a build that measures says so (and where the counts go); other builds say nothing. */}
        {__ANALYTICS__ ? (
          <div className="grid max-w-3xl gap-2">
            <p className="text-sm text-ink-600">{footer.legal}</p>
            <p className="text-sm text-ink-600">{measurementNotice(collectorHost(__ANALYTICS__))}</p>
          </div>
        ) : (
          <p className="text-sm text-ink-600">{footer.legal}</p>
        )}
        <MotionSwitch />
      </div>
    </footer>
  );
}
