import { useContext, useEffect, useState } from "react";
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, useLocation } from "react-router";
import { pageLanguage } from "~/languages";
import { pagesLinkedFrom, routeDataRequests } from "~/lib/pages-ahead";
import { whenIdle } from "~/lib/when-idle";

/**
 * Fetches each linked page's route modules (`modulepreload`, from React Router's manifest) and route
 * data (`fetch`, kept by the HTTP cache) when idle after each page, so the app draws the next page
 * from what it has (docs/decisions/015). Not `<PrefetchPageLinks>`: Firefox holds its data
 * `rel="prefetch"` to the policy's `default-src 'none'`. Loaded after the app, only where the browser
 * does not ask to save data (root.tsx).
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
  // Only the routes a move adds (the root and its data stay), joined so the fetch reruns only when addresses change.
  const requests = routeDataRequests(
    page,
    built.filter(({ parentId }) => parentId),
  ).join(" ");
  useEffect(() => {
    // Unused or failed (offline): the move asks again.
    for (const request of requests.split(" ")) if (request) fetch(request).catch(() => undefined);
  }, [requests]);
  const modules = new Set(built.flatMap(({ module, imports }) => [module, ...(imports ?? [])]));
  return [...modules].map((href) => <link key={href} rel="modulepreload" href={href} data-ahead="" />);
}
