import { data, replace } from "react-router";
import { ArticleCardGrid } from "~/components/knowledge-hub/featured-articles";
import { CardPagesNav } from "~/components/knowledge-hub/card-pages-nav";
import { FirstScreenEnd } from "~/components/ui/first-screen-end";
import { cardOf, loadPublishedArticles } from "~/cms/published-articles";
import { loadContentSnapshot } from "~/cms/snapshot";
import { useArticles } from "~/cms/use-articles";
import { articleFeedText, cardPagesText, knowledgeHubMeta } from "~/content/knowledge-hub";
import { cardPageCount, cardsOnPage } from "~/lib/article-list";
import { unlessReaderOnly } from "~/lib/article-reader";
import { seoMeta } from "~/lib/seo";
import { knowledgeHubPaths, paths } from "~/route-paths";
import { NotFoundPage, PublishedPageError } from "~/components/layout/not-found-page";
import type { Route } from "./+types/knowledge-hub-cards-page";

/** /knowledge-hub/page/2 onwards, so the hub stays within one round trip however many articles there are. */
export async function loader({ params }: Route.LoaderArgs) {
  const articles = await loadPublishedArticles();
  const page = Number(params.page);
  const pages = cardPageCount(articles.length);
  // Page 1 is the hub (its address is served as a redirect: servedRedirects).
  if (page === 1) throw replace(paths.knowledgeHub, 301);
  if (!Number.isInteger(page) || page < 2 || page > pages) throw data(null, { status: 404 });
  const { meta } = await loadContentSnapshot(paths.knowledgeHub, ["meta"]);
  return { page, pages, cards: cardsOnPage(articles, page).map(cardOf), noindex: meta?.noindex === true };
}

/** So that hydrating the 404 document at /knowledge-hub/page/99 asks for data and finds none. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, pages, noindex } = loaderData;
  return seoMeta({
    path: knowledgeHubPaths.cardsPage(page),
    title: cardPagesText.title(page, pages),
    description: cardPagesText.description(page, pages),
    breadcrumb: cardPagesText.page(page),
    parents: [{ name: knowledgeHubMeta.breadcrumb, path: paths.knowledgeHub }],
    socialCardOf: paths.knowledgeHub,
    feed: { title: articleFeedText.title, path: knowledgeHubPaths.feed },
    override: noindex ? { noindex } : null,
  });
}

export const shouldRevalidate = unlessReaderOnly;

export default function KnowledgeHubCardsPage({ loaderData }: Route.ComponentProps) {
  const { page, pages } = loaderData;
  const live = useArticles(loaderData.cards);
  // The live list is the whole list: take this page of it.
  const cards = live.data === loaderData.cards ? loaderData.cards : cardsOnPage(live.data, page);
  return (
    <section aria-labelledby="cards-page-title" className="container-page py-12 sm:py-16">
      <h1 id="cards-page-title" className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
        {cardPagesText.title(page, pages)}
      </h1>
      <FirstScreenEnd />
      <div className="mt-10">
        <ArticleCardGrid cards={cards} headingLevel={2} />
      </div>
      <CardPagesNav page={page} pages={pages} />
    </section>
  );
}

/** The 404 document served for unpublished addresses here hydrates as the same page (cf. routes/landing-page.tsx). */
export const HydrateFallback = NotFoundPage;

export const ErrorBoundary = PublishedPageError;
