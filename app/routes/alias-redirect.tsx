import { replace } from "react-router";
import { aliasRedirects } from "~/route-paths";
import type { Route } from "./+types/alias-redirect";

/**
 * /bootstrapped, /vc-funded and /infinity: a permanent redirect to the canonical route that
 * replaces the history entry, so Back does not bounce. Prerendered as a redirect document.
 */
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: with v8_passThroughRequests a data request keeps its `.data` suffix.
  const pathname = url.pathname.replace(/\/+$/, "") as keyof typeof aliasRedirects;
  return replace(aliasRedirects[pathname], 301);
}

export default function AliasRedirect() {
  return null;
}
