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

/**
 * The Knowledge Hub's published pages (docs/decisions/009): each article at its own address, the
 * hub's further pages of cards, and its Atom feed. Which articles exist is the build's to find.
 */
export const knowledgeHubPaths = {
  article: (slug: string) => `${paths.knowledgeHub}/${slug}`,
  /** Page 2 onwards of the hub's cards; page 1 is the hub itself. */
  cardsPage: (page: number | ":page") => (page === 1 ? paths.knowledgeHub : `${paths.knowledgeHub}/page/${page}`),
  feed: `${paths.knowledgeHub}/feed.xml`,
  /** Page 1 of the cards: the hub itself, so its address redirects there (servedRedirects). */
  firstCardsPage: `${paths.knowledgeHub}/page/1`,
} as const;

/**
 * Every address a server answers with a permanent redirect: the aliases, and page 1 of the hub's
 * cards, which is the hub. The build always writes that one, so the cards' route is prerendered
 * (as React Router requires of a route with a loader) even when the hub holds every card.
 */
export const servedRedirects: Record<string, SitePath> = {
  ...aliasRedirects,
  [knowledgeHubPaths.firstCardsPage]: paths.knowledgeHub,
};

/**
 * The addresses a server redirects under a translation's prefix (docs/decisions/013): page 1 of
 * its hub's cards. The old short addresses were English's only.
 */
export const translatedRedirects = (pathPrefix: string): Record<string, string> => ({
  [`${pathPrefix}${knowledgeHubPaths.firstCardsPage}`]: `${pathPrefix}${paths.knowledgeHub}`,
});

/** The prerendered document a server sends, with status 404, for any path it does not know. */
export const notFoundDocumentPath = "/404";

/** A landing page the team composed in the content service (docs/decisions/010): /<slug>. */
export const landingPagePath = (slug: string) => `/${slug}`;

/** The folders of files the build writes at the site's root: never a landing page's slug. */
export const fileFolders = ["assets", "img", "logos", "video", "social", "pagefind", "calendar", "__assets"] as const;

/**
 * Every first segment of an address a public build answers: its pages, aliases, redirects, the
 * 404 document and its folders of files. A landing page may take none of them, nor, in a preview
 * build, a preview page's (cms/landing-entries.ts adds those there only, so a public build's files
 * hold no trace of them). A function, so that the pages' bundles, which never call it, carry none
 * of it.
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

/** The page slugs a page's content is stored under: its path, then any alias of it. */
export function contentSlugs(path: string): string[] {
  const aliases = Object.entries(aliasRedirects)
    .filter(([, canonical]) => canonical === path)
    .map(([alias]) => alias);
  return [path, ...aliases];
}
