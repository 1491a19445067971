import { translations, type SiteLanguage } from "~/languages";

/** English pages are those under no translation's prefix. */
function inLanguage(path: string, language: Pick<SiteLanguage, "pathPrefix">): boolean {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  return language.pathPrefix ? under(language.pathPrefix) : !translations.some(({ pathPrefix }) => under(pathPrefix));
}

/**
 * Pages of this app worth fetching ahead of a tap (docs/decisions/015): not this page, another
 * language's (another app, loaded as a document), another site, a download or a file.
 */
export function pagesLinkedFrom(
  links: Iterable<Pick<Element, "getAttribute" | "hasAttribute">>,
  here: string,
  language: Pick<SiteLanguage, "pathPrefix">,
): string[] {
  const { origin, pathname } = new URL(here);
  const pages = new Set<string>();
  for (const link of links) {
    const target = link.getAttribute("target");
    if (link.hasAttribute("download") || (target && target !== "_self")) continue;
    const to = new URL(link.getAttribute("href") ?? "", here);
    if (to.origin !== origin || to.pathname === pathname || /\.\w+$/.test(to.pathname)) continue;
    if (inLanguage(to.pathname, language)) pages.add(to.pathname);
  }
  return [...pages];
}

/** Where React Router asks for a page's route data on a move: `/perks.data`, `/_.data` for `/`. */
export const routeDataPath = (page: string): string => (page.endsWith("/") ? `${page}_.data` : `${page}.data`);

/** From React Router's manifest. */
export interface RouteLoaders {
  id: string;
  hasLoader: boolean;
  hasClientLoader: boolean;
}

/**
 * The data requests React Router makes on a move, given the routes it adds: one shared, plus a
 * `?_routes=` one per route whose clientLoader calls its server loader (articles, card pages).
 * The fetch ahead must ask for the same addresses, or the cache answers none of them.
 */
export function routeDataRequests(page: string, routes: RouteLoaders[]): string[] {
  const data = routeDataPath(page);
  const withLoaders = routes.filter((route) => route.hasLoader);
  const together = withLoaders.some((route) => !route.hasClientLoader) ? [data] : [];
  const ownRequests = withLoaders
    .filter((route) => route.hasClientLoader)
    .map((route) => `${data}?${new URLSearchParams({ _routes: route.id })}`);
  return [...together, ...ownRequests];
}
