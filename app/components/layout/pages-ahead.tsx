import { useContext, useEffect, useState } from "react";
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, useLocation } from "react-router";
import { pageLanguage } from "~/languages";
import { pagesLinkedFrom, routeDataRequests } from "~/lib/pages-ahead";
import { whenIdle } from "~/lib/when-idle";

/**
 * The code and data of every page this one links to, fetched ahead of a tap, so that the app draws
 * the next page from what it has (docs/decisions/015): once the browser is idle after each page the
 * app shows, the modules of the routes that draw each page (`<link rel="modulepreload">`, from
 * React Router's manifest) and its route data (`fetch`, kept by the browser's cache). Not React
 * Router's `<PrefetchPageLinks>`: its `<link rel="prefetch">` for the data is a fetch Firefox holds
 * to the policy's `default-src 'none'`. Loaded on its own, after the app, only where the visitor's
 * browser does not ask to save data (root.tsx).
 */
export default function PagesAhead() {
  const { pathname } = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  useEffect(() => whenIdle(() => setPages(pagesLinkedFrom(document.links, location.href, pageLanguage))), [pathname]);
  return pages.map((page) => <PageAhead key={page} page={page} />);
}

function PageAhead({ page }: { page: string }) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matched = (router && manifest && matchRoutes(router.routes, page, router.basename)) || [];
  const built = matched.flatMap(({ route }) => {
    const entry = manifest?.routes[route.id ?? ""];
    return entry ? [entry] : [];
  });
  // The routes a move to the page adds (the root stays, and its data with it), as one string so
  // that the fetch runs again only when the addresses change.
  const requests = routeDataRequests(
    page,
    built.filter(({ parentId }) => parentId),
  ).join(" ");
  useEffect(() => {
    // An answer the app will not use, or none (offline): the move asks again.
    for (const request of requests.split(" ")) if (request) fetch(request).catch(() => undefined);
  }, [requests]);
  const modules = new Set(built.flatMap(({ module, imports }) => [module, ...(imports ?? [])]));
  return [...modules].map((href) => <link key={href} rel="modulepreload" href={href} data-ahead="" />);
}
