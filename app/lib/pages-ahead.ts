import { translations, type SiteLanguage } from "~/languages";

/** Whether a path is one of a language's pages: under its prefix, or, for English, under none. */
function inLanguage(path: string, language: Pick<SiteLanguage, "pathPrefix">): boolean {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  return language.pathPrefix ? under(language.pathPrefix) : !translations.some(({ pathPrefix }) => under(pathPrefix));
}

/**
 * The other pages of this app that a page links to, each once, by path: what the app may fetch
 * ahead of a tap (docs/decisions/015). Not the page itself (an anchor on it), another language's
 * pages (another app, loaded as a document), another site, a download or a file (a feed, a calendar).
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

/** What React Router's manifest says of a route: whether it has a server loader, a clientLoader. */
export interface RouteLoaders {
  id: string;
  hasLoader: boolean;
  hasClientLoader: boolean;
}

/**
 * The requests React Router makes for a page's data on a move to it, given the routes the move
 * adds (the root stays): one for the routes it draws from the prerendered data as they are, and
 * one of its own (`?_routes=`) for each route whose clientLoader asks for its server data, as an
 * article's and a page of cards' do. The fetch ahead must ask for the same addresses, or the
 * browser's cache answers none of them.
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
