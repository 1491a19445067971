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
 * rather than by the route's meta, so the browser can add or drop it when it recomputes the date.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
