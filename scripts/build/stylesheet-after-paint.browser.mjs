// @ts-check
// Browser code, inlined by the build into every page's head after its first-screen rules
// (scripts/build/critical-css.mjs), so it must be self-contained, as hydrate-on-intent.browser.mjs is.
/**
 * Rules below the first screen live only in the full sheet, requested at first paint, after the page
 * and before the app (docs/decisions/702). A page that may open away from its top (fragment, reload,
 * history) requests it at once with `blocking="render"` (Chromium and Safari honour it). The app's
 * own link (root.tsx) adopts this one.
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
