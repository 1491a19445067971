import { replace } from "react-router";
import { aliasRedirects } from "~/route-paths";
import type { Route } from "./+types/alias-redirect";

/**
 * /bootstrapped, /vc-funded and /infinity: a permanent redirect to the canonical route that
 * replaces the history entry, so Back does not bounce. Prerendered as a redirect document.
 */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "") as keyof typeof aliasRedirects;
  return replace(aliasRedirects[pathname], 301);
}

export default function AliasRedirect() {
  return null;
}
