/**
 * Every path the site answers, as data: read by the route table, the prerender list and the
 * production server, so the three can never disagree.
 */
export const paths = {
  home: "/",
  bootstrapped: "/bootstrapped-startups",
  vcFunded: "/vc-funded-startups",
  perks: "/perks",
  community: "/community",
  consulting: "/consulting",
  knowledgeHub: "/knowledge-hub",
  toolkits: "/toolkits",
  infinity: "/infinity-program",
  eligibility: "/eligibility",
  search: "/search",
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/**
 * Pages only a preview build has (the team's private copy): never in a public build's routes,
 * files, sitemap or search index.
 */
export const previewPaths = {
  /** What became of every entry in the content service (docs/decisions/602). */
  contentReport: "/content-report",
} as const;

/** Short paths seen in the wild, each redirected (replacing history) to its canonical route. */
export const aliasRedirects = {
  "/bootstrapped": paths.bootstrapped,
  "/vc-funded": paths.vcFunded,
  "/infinity": paths.infinity,
} as const satisfies Record<string, SitePath>;

/** The Knowledge Hub's published pages (docs/decisions/009); the build finds which articles exist. */
export const knowledgeHubPaths = {
  article: (slug: string) => `${paths.knowledgeHub}/${slug}`,
  /** Page 1 is the hub itself. */
  cardsPage: (page: number | ":page") => (page === 1 ? paths.knowledgeHub : `${paths.knowledgeHub}/page/${page}`),
  feed: `${paths.knowledgeHub}/feed.xml`,
  /** Redirects to the hub (servedRedirects). */
  firstCardsPage: `${paths.knowledgeHub}/page/1`,
} as const;

/**
 * Permanent redirects. Page 1 of the cards is always written, so the cards' route is prerendered
 * (React Router requires it of a route with a loader) even when the hub holds every card.
 */
export const servedRedirects: Record<string, SitePath> = {
  ...aliasRedirects,
  [knowledgeHubPaths.firstCardsPage]: paths.knowledgeHub,
};

/** Under a translation's prefix (docs/decisions/013); the old short aliases were English's only. */
export const translatedRedirects = (pathPrefix: string): Record<string, string> => ({
  [`${pathPrefix}${knowledgeHubPaths.firstCardsPage}`]: `${pathPrefix}${paths.knowledgeHub}`,
});

/** Sent with status 404 for any unknown path. */
export const notFoundDocumentPath = "/404";

/** A landing page composed in the content service (docs/decisions/010). */
export const landingPagePath = (slug: string) => `/${slug}`;

/** The folders of files the build writes at the site's root: never a landing page's slug. */
export const fileFolders = ["assets", "img", "logos", "video", "social", "pagefind", "calendar", "__assets"] as const;

/**
 * First segments a landing page may not take. Preview pages are added in preview builds only
 * (cms/landing-entries.ts), leaving no trace in public files. A function, so page bundles that never
 * call it carry none of it.
 */
export function reservedSlugs(): ReadonlySet<string> {
  return new Set(
    [
      ...Object.values(paths),
      ...Object.keys(servedRedirects),
      notFoundDocumentPath,
      ...fileFolders.map((folder) => `/${folder}`),
    ].map((path) => path.split("/")[1]),
  );
}

/** A page's content is stored under its path, then any alias of it. */
export function contentSlugs(path: string): string[] {
  const aliases = Object.entries(aliasRedirects)
    .filter(([, canonical]) => canonical === path)
    .map(([alias]) => alias);
  return [path, ...aliases];
}
