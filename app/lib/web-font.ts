/**
 * Inter on the pages the app draws (docs/decisions/709, correcting 705). Every page load paints in
 * Inter's metric-matched stand-in (fonts.css) and asks for no font file before it has painted, a
 * returning visitor's too: whether the cache still holds Inter cannot be known before the first
 * paint, and waiting for it costs a visitor whose cache lost it the file's download. Once the app
 * is idle, Inter is fetched (from the cache, when it is there), and each page the app draws after
 * that names it first in the font stack (`<html data-web-font>`, app.css).
 */
import { savesData } from "./save-data";

const WEB_FONT_ATTRIBUTE = "data-web-font";
const WEB_FONT_FAMILY = "Inter Variable";
/** A letter and the two symbols the site shows (₹, →): both of Inter's files, latin and symbols. */
const WEB_FONT_SAMPLE = "a\u20b9\u2192";

export function isWebFontInUse(): boolean {
  return document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE);
}

/**
 * The whole stylesheet, once it is there (or has failed): it alone declares Inter's faces, which a
 * page's critical rules leave out (docs/decisions/715), and a face not yet declared cannot load.
 */
async function stylesheetSettled(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (link && !link.sheet)
    await new Promise((settle) => {
      link.addEventListener("load", settle);
      link.addEventListener("error", settle);
    });
}

/**
 * Fetches Inter for the next page the app draws, unless this one already uses it or the visitor
 * saves data (Save-Data, or 2G); resolves true once its files are there. The page itself keeps its
 * font: a swap now would redraw every line the visitor is reading.
 */
export async function fetchWebFontForNextPage(): Promise<boolean> {
  if (isWebFontInUse() || savesData()) return false;
  await stylesheetSettled();
  let faces: FontFace[];
  try {
    faces = await document.fonts.load(`1em "${WEB_FONT_FAMILY}"`, WEB_FONT_SAMPLE);
  } catch {
    return false;
  }
  return faces.length > 0;
}

/** Inter from here on, on <html>: set as the app draws a new page, which changes anyway. */
export function switchToWebFont(): void {
  document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, "");
}
