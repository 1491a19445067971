// @ts-check
// Metric-matched fallback faces for the web font (docs/decisions/704): until Inter arrives, text is
// set in a system font scaled and spaced to take Inter's room, so nothing moves when it swaps in.
// Each face is a local() system font with size-adjust (the ratio of the two fonts' average
// lowercase widths) and ascent, descent and line-gap overrides (Inter's, in the scaled font's em),
// as fontaine and next/font compute them. One face per system font, since each needs its own
// numbers: the page lists them in order and the browser uses the first one the device has.

/**
 * A font's vertical metrics and its average lowercase width (capsize's xWidthAvg: widths weighted
 * by how often each letter occurs in English), in font units.
 * @typedef {{ ascent: number, descent: number, lineGap: number, unitsPerEm: number, xWidthAvg: number }} FontMetrics
 */

/** @param {number} value */
const percent = (value) => `${(value * 100).toFixed(2)}%`;

/**
 * The overrides that make `fallback` take the room of `font`.
 * @param {FontMetrics} font
 * @param {FontMetrics} fallback
 */
export function fallbackOverrides(font, fallback) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/**
 * @param {string} family the fallback family's name, as the page's font stack lists it
 * @param {string[]} localNames the system font's full and PostScript names, for local()
 * @param {FontMetrics} font the web font's metrics
 * @param {FontMetrics} fallback the system font's metrics
 */
export function fallbackFace(family, localNames, font, fallback) {
  const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = fallbackOverrides(font, fallback);
  return `@font-face {
  font-family: "${family}";
  src: ${localNames.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${sizeAdjust};
  ascent-override: ${ascentOverride};
  descent-override: ${descentOverride};
  line-gap-override: ${lineGapOverride};
}`;
}
