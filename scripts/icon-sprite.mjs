// @ts-check
// Draws every icon of app/content/icons.ts from Lucide, and its brand glyphs, into one SVG sprite,
// app/components/ui/icons.svg (committed, like the font subset; icon-sprite.test.ts fails when it
// is stale, and `npm run media:icons` redraws it). Pages point at its symbols
// (<svg><use href="…/icons-HASH.svg#rocket"/></svg>): an icon costs no JavaScript and one cached
// file serves them all. Lucide's React components are drawn here with React's own server renderer,
// so the sprite holds exactly what the components would have put on the page.
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { brandGlyphs, lucideIcons } from "../app/content/icons";

/** One icon's shapes, without its <svg> wrapper and the presentation attributes the page sets. @param {string} component */
export function iconShapes(component) {
  const Icon = /** @type {Record<string, unknown>} */ (lucide)[component];
  if (!Icon) throw new Error(`lucide-react has no icon ${component}: check app/content/icons.ts.`);
  const markup = renderToStaticMarkup(createElement(/** @type {import("react").ElementType} */ (Icon)));
  const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!shapes) throw new Error(`${component} did not draw as one <svg>: ${markup.slice(0, 80)}`);
  return shapes;
}

/** The sprite: one <symbol> per icon, named by our name, on Lucide's 24-unit grid, then the brand glyphs. */
export function iconSprite() {
  const shapes = [
    ...Object.entries(lucideIcons).map(([name, component]) => [name, iconShapes(component)]),
    ...Object.entries(brandGlyphs).map(([name, path]) => [name, `<path d="${path}"></path>`]),
  ];
  const symbols = shapes.map(([name, drawn]) => `<symbol id="${name}" viewBox="0 0 24 24">${drawn}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
