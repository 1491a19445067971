import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { aliasRedirects, paths } from "./route-paths";

/**
 * Every route the site has. Pages still to be built are absent (they show the 404 page) but the
 * header, drawer and footer already link to them.
 */
export default [
  index("routes/home.tsx"),
  ...Object.keys(aliasRedirects).map((alias) =>
    route(alias, "routes/alias-redirect.tsx", { id: `alias${alias.replaceAll("/", "-")}` }),
  ),
  route(paths.perks, "routes/perks.tsx"),
  route(paths.community, "routes/community.tsx"),
  route(paths.consulting, "routes/consulting.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
