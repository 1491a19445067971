import { isRouteErrorResponse, useRouteError } from "react-router";
import { loadPublishedLandingPages } from "~/cms/published-pages";
import { LiveLandingPage } from "~/components/landing/landing-page-view";
import { NotFoundPage, notFoundMeta, PublishedPageError } from "~/components/layout/not-found-page";
import { seoMeta } from "~/lib/seo";
import { landingPagePath, notFoundDocumentPath } from "~/route-paths";
import { site } from "~/site";
import type { Route } from "./+types/landing-page";

/**
 * /<slug> (docs/decisions/010), prerendered per published page (react-router.config.ts). Any other
 * one-segment address matches too, so this also draws the 404 document (/404, always built), which
 * servers answer unknown addresses with.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const pages = await loadPublishedLandingPages();
  const page =
    params.slug === notFoundDocumentPath.slice(1)
      ? undefined
      : pages.find((candidate) => candidate.slug === params.slug);
  return { page: page ?? null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return notFoundMeta();
  return seoMeta({
    path: landingPagePath(page.slug),
    title: page.title,
    description:
      page.description ?? page.sections.find((section) => section.type === "hero")?.subtitle ?? site.description,
    breadcrumb: page.title,
    socialCardOf: "/",
    faqs: page.sections.flatMap((section) => (section.type === "faq" ? section.questions : [])),
    override: { socialImage: page.socialImage, noindex: page.noindex || undefined },
  });
}

export default function LandingPageRoute({ loaderData }: Route.ComponentProps) {
  // A preview also shows the page as the team edits it, or a new draft at its address.
  if (__LIVE_PREVIEW__) return <LiveLandingPage built={loaderData.page} />;
  return loaderData.page ? <LiveLandingPage built={loaderData.page} /> : <NotFoundPage />;
}

/** A link in the app to an address with no data: the 404 page, or in a preview a new draft there. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (__LIVE_PREVIEW__ && isRouteErrorResponse(error) && error.status === 404) return <LiveLandingPage built={null} />;
  return <PublishedPageError />;
}
