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

/** The prerendered document a server sends, with status 404, for any path it does not know. */
export const notFoundDocumentPath = "/404";

/** The page slugs a page's content is stored under: its path, then any alias of it. */
export function contentSlugs(path: SitePath): string[] {
  const aliases = Object.entries(aliasRedirects)
    .filter(([, canonical]) => canonical === path)
    .map(([alias]) => alias);
  return [path, ...aliases];
}
