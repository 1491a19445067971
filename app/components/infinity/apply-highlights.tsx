import { SectionHeader } from "~/components/sections/section-header";
import { SignupLink } from "~/components/ui/signup-link";
import { SiteLink } from "~/components/ui/site-link";
import { VideoFacade } from "~/components/ui/video-facade";
import type { NavLinkItem, PageSection, Video } from "~/content/models";

interface ApplyHighlightsProps {
  section: PageSection;
  ctaText: string;
  /** Where founders apply: the cohort's application link. */
  applyUrl: string;
  /** Beside the call to apply, for founders who are not sure they qualify. */
  eligibilityLink: NavLinkItem;
  highlightsHeading: string;
  videos: Video[];
}

/** The call to apply, then three short films from past cohorts (click to play). */
export function ApplyHighlights({
  section,
  ctaText,
  applyUrl,
  eligibilityLink,
  highlightsHeading,
  videos,
}: ApplyHighlightsProps) {
  return (
    <section id="apply" aria-labelledby="apply-heading" className="bg-brand-950 py-16 sm:py-24">
      <div className="container-page">
        <div className="text-center">
          <SectionHeader headingId="apply-heading" section={section} align="center" tone="dark" />
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <SignupLink placement="infinity_apply" address={applyUrl} variant="secondary" size="lg">
              {ctaText}
            </SignupLink>
            <SiteLink
              href={eligibilityLink.href}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-white px-6 font-semibold text-white transition-colors hover:bg-brand-900"
            >
              {eligibilityLink.label}
            </SiteLink>
          </div>
        </div>
        <h3 className="mt-16 text-2xl font-bold text-white">{highlightsHeading}</h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoFacade video={video} />
              {video.description && <p className="mt-3 text-brand-100">{video.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
