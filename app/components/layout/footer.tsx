import { ExternalLink } from "~/components/ui/external-link";
import { SiteLink } from "~/components/ui/site-link";
import { Icon } from "~/components/ui/icon";
import { Tooltip } from "~/components/ui/tooltip";
import type { BrandGlyph } from "~/content/icons";
import { footer, measurementNotice } from "~/content/shared";
import { collectorHost } from "~/lib/analytics-config";
import { site, type SocialNetwork } from "~/site";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MotionSwitch } from "./motion-switch";

/** Each network's mark, a glyph of the icon sprite (it is in every page's footer, so not in its HTML). */
const socialGlyphs: Record<SocialNetwork, BrandGlyph> = { LinkedIn: "linkedin", Instagram: "instagram" };

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
                  aria-label={footer.socialProfile(profile.network)}
                  className="relative grid size-11 place-items-center rounded-full bg-white text-ink-800 shadow-sm hover:text-brand-700"
                >
                  <Icon name={socialGlyphs[profile.network]} fill="currentColor" stroke="none" className="size-5" />
                  <Tooltip label={footer.socialProfile(profile.network)} />
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
        <div className="flex items-center gap-4">
          <LanguageSwitch className={linkClass} />
          <MotionSwitch />
        </div>
      </div>
    </footer>
  );
}
