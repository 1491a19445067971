import { useLocation } from "react-router";
import { inspect } from "~/cms/inspector";
import { useLandingPage } from "~/cms/use-landing-page";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { FirstScreenEnd } from "~/components/ui/first-screen-end";
import type { LandingPage } from "~/content/models";
import { LandingSections } from "./landing-sections";

/**
 * A landing page: its sections in the team's order. Without a hero to open it, its title is its
 * heading. Long words wrap anywhere, so no text the team types can widen the page.
 */
export function LandingPageView({ page }: { page: LandingPage }) {
  const opensWithHero = page.sections[0]?.type === "hero";
  return (
    <div className="wrap-anywhere">
      {!opensWithHero && (
        <header className="container-page max-w-3xl pt-12 text-center sm:pt-16">
          <h1
            className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl"
            {...(__LIVE_PREVIEW__ && inspect(page, "title"))}
          >
            {page.title}
          </h1>
          <FirstScreenEnd />
        </header>
      )}
      <LandingSections slug={page.slug} sections={page.sections} />
    </div>
  );
}

/** The landing page at this address, live in the preview (a draft the build did not have too). */
export function LiveLandingPage({ built }: { built: LandingPage | null }) {
  const { pathname } = useLocation();
  const page = useLandingPage(pathname as `/${string}`, built);
  return page ? <LandingPageView page={page} /> : <NotFoundPage />;
}
