/**
 * Inter on the pages the app draws (docs/decisions/709, correcting 705). Page loads paint in the
 * metric-matched stand-in (fonts.css), returning visitors too: the cache cannot be known before
 * first paint. Once idle, Inter is fetched, and later pages use it (`<html data-web-font>`, app.css).
 */
import { savesData } from "./save-data";

const WEB_FONT_ATTRIBUTE = "data-web-font";
const WEB_FONT_FAMILY = "Inter Variable";
/** ₹ and → too, so both of Inter's files (latin, symbols) load. */
const WEB_FONT_SAMPLE = "a\u20b9\u2192";

export function isWebFontInUse(): boolean {
  return document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE);
}

/** Only the whole sheet declares Inter's faces (docs/decisions/715); an undeclared face cannot load. */
async function stylesheetSettled(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (link && !link.sheet)
    await new Promise((settle) => {
      link.addEventListener("load", settle);
      link.addEventListener("error", settle);
    });
}

/**
 * Skipped when already in use or saving data (Save-Data, 2G). The current page keeps its font: a
 * swap would redraw every line being read.
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
