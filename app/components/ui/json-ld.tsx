import { useState } from "react";
import { appHasHydrated } from "~/lib/hydration";

/**
 * JSON for a `<script type="application/ld+json">`, written so that no text in it (an editor's
 * included) can close the script or read as markup: <, > and & as JSON escapes, as React Router
 * does for the head's structured data.
 */
const jsonLdText = (data: object) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/**
 * Structured data that depends on the day (an event while it is upcoming): rendered with the page
 * rather than by the route's meta, so the browser drops it when the date it recomputes has passed
 * it. As the head's (app/lib/seo.ts, structuredData): what the page was built with, kept as built
 * while hydrating; never a script the app writes afterwards, since React writes one through
 * innerHTML, which the page's Trusted Types policy refuses (docs/decisions/714). Its text is the
 * one it hydrated with, so a later render never rewrites it either.
 */
export function JsonLd({ data }: { data: object }) {
  const [hydratedText] = useState(() => (appHasHydrated() ? null : jsonLdText(data)));
  if (hydratedText === null) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: hydratedText }} />;
}
