import { useState } from "react";
import { appHasHydrated } from "~/lib/hydration";

/** Escapes <, > and & so no text (an editor's included) can close the script, as React Router does. */
const jsonLdText = (data: object) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/**
 * Day-dependent structured data (an upcoming event), rendered with the page rather than the route's
 * meta so it goes once the recomputed date has passed. Kept as built while hydrating, never written
 * after: React would use innerHTML, which Trusted Types refuses (docs/decisions/714).
 */
export function JsonLd({ data }: { data: object }) {
  const [hydratedText] = useState(() => (appHasHydrated() ? null : jsonLdText(data)));
  if (hydratedText === null) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: hydratedText }} />;
}
