/**
 * Inter on every page load but a visitor's first (docs/decisions/705). A first page is set in
 * Inter's metric-matched stand-in (fonts.css) and asks for no font file before it has painted;
 * once the app is in use, Inter is fetched into the browser's cache and remembered as there, and
 * from the next page on `<html data-web-font>` names it first in the font stack (app.css), where
 * it comes from the cache in time for the first paint.
 */
export const WEB_FONT_ATTRIBUTE = "data-web-font";
export const WEB_FONT_STORAGE_KEY = "launchpad:web-font";
const WEB_FONT_FAMILY = "Inter Variable";
/** A letter and the two symbols the site shows (₹, →): both of Inter's files, latin and symbols. */
const WEB_FONT_SAMPLE = "a\u20b9\u2192";

/**
 * Inline in each page's <head>, before anything is drawn: Inter for a visitor whose browser has
 * fetched it on an earlier page. It requests nothing itself. If the cache has since lost the file,
 * Inter is `font-display: optional`: the first paint waits at most its short block period, and the
 * stand-in stays for that page if it is later (its face is declared once, docs/decisions/708).
 */
export const restoreWebFontScript = `try{localStorage.getItem(${JSON.stringify(WEB_FONT_STORAGE_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},"")}catch(e){}`;

export function isWebFontInUse(): boolean {
  return document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE);
}

/** Whether the visitor asked to save data (Chromium's Network Information API; absent elsewhere). */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Fetches Inter for the next page, unless this one already uses it or the visitor saves data;
 * resolves true once its files are there (and remembered, where storage allows). The page itself
 * keeps its font: a swap now would redraw every line the visitor is reading.
 */
export async function fetchWebFontForNextPage(): Promise<boolean> {
  if (isWebFontInUse() || savesData()) return false;
  let faces: FontFace[];
  try {
    faces = await document.fonts.load(`1em "${WEB_FONT_FAMILY}"`, WEB_FONT_SAMPLE);
  } catch {
    return false;
  }
  if (faces.length === 0) return false;
  try {
    localStorage.setItem(WEB_FONT_STORAGE_KEY, "1");
  } catch {
    // Storage refused (a privacy mode): Inter still serves the pages the app shows on this visit.
  }
  return true;
}

/** Inter from here on, on <html>: set as the app draws a new page, which changes anyway. */
export function switchToWebFont(): void {
  document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, "");
}
