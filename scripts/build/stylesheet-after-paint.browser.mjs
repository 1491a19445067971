// @ts-check
// Browser code. The build writes this function's source inline into every page's head, right after
// the page's first-screen rules (scripts/build/critical-css.mjs), so it must be self-contained, as
// hydrate-on-intent.browser.mjs is.

/**
 * Adds the site's whole stylesheet once the page has painted its first screen from its own rules:
 * what lies further down has its rules only in the sheet, which is asked for at the first paint,
 * after the page and before the app (docs/decisions/702). A page that may open somewhere other
 * than its top (an address with a fragment, a reload, a return through history) shows such a part
 * at once, so there the sheet is asked for at once and holds the first paint (`blocking="render"`,
 * which Chromium and Safari honour). The app's own link (root.tsx) adopts this one.
 * @param {string} href the stylesheet
 */
export function addStylesheetAfterPaint(href) {
  /** @param {boolean} [beforePaint] */
  const add = (beforePaint) => {
    // The app, started by an early key press, may have added it already.
    if (document.querySelector('link[rel="stylesheet"]')) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    // React's mark for a stylesheet of precedence "default".
    link.dataset.precedence = "default";
    if (beforePaint) link.setAttribute("blocking", "render");
    document.head.append(link);
  };
  const [navigation] = performance.getEntriesByType("navigation");
  if (location.hash || (navigation && /** @type {PerformanceNavigationTiming} */ (navigation).type !== "navigate")) {
    add(true);
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    addEventListener("load", () => add());
    return;
  }
  const paints = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    paints.disconnect();
    add();
  });
  paints.observe({ type: "paint", buffered: true });
}
