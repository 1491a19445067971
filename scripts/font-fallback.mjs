// @ts-check
// Metric-matched fallback faces (docs/decisions/704): until Inter arrives, a system font scaled and
// spaced to take its room, so nothing moves at the swap; computed as fontaine and next/font do. One
// face per system font, each with its own numbers; the browser uses the first the device has.

/**
 * In font units; xWidthAvg is capsize's (lowercase widths weighted by letter frequency in English).
 * @typedef {{ ascent: number, descent: number, lineGap: number, unitsPerEm: number, xWidthAvg: number }} FontMetrics
 */

/** @param {number} value */
const percent = (value) => `${(value * 100).toFixed(2)}%`;

/**
 * size-adjust: ratio of average lowercase widths; the rest are `font`'s metrics in the scaled em.
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
