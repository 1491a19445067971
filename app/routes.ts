import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { aliasRedirects, paths } from "./route-paths";

/**
 * Every route the site has: the pages, the aliases (redirects), the cohort's calendar files and the
 * catch-all 404.
 */
export default [
  index("routes/home.tsx"),
  ...Object.keys(aliasRedirects).map((alias) =>
    route(alias, "routes/alias-redirect.tsx", { id: `alias${alias.replaceAll("/", "-")}` }),
  ),
  route(paths.bootstrapped, "routes/bootstrapped-startups.tsx"),
  route(paths.vcFunded, "routes/vc-funded-startups.tsx"),
  route(paths.perks, "routes/perks.tsx"),
  route(paths.community, "routes/community.tsx"),
  route(paths.consulting, "routes/consulting.tsx"),
  route(paths.knowledgeHub, "routes/knowledge-hub.tsx"),
  route(paths.toolkits, "routes/toolkits.tsx"),
  route(paths.infinity, "routes/infinity-program.tsx"),
  route(paths.eligibility, "routes/eligibility.tsx"),
  route(paths.search, "routes/search.tsx"),
  route("calendar/:file", "routes/calendar-file.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
