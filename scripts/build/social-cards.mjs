// @ts-check
// Social cards (Open Graph / Twitter, 1200x630 PNG) for every prerendered page, drawn at build time
// from our own artwork and the page's title as it appears in its <meta property="og:title">. The
// title is set in Inter (converted to outlines with opentype.js) and the SVG rasterised with resvg
// compiled to WebAssembly, so the build needs no native binary and fetches nothing.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";

const require = createRequire(import.meta.url);
// Its CommonJS build, the same in plain Node and inside the bundled build config.
/** @type {typeof import("opentype.js")} */
const opentype = require("opentype.js");
const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 80;
/**
 * A typeface as its subset files (Latin, then Latin Extended for ₹ and friends); each character
 * comes from the first file that has it.
 * @typedef {import("opentype.js").Font[]} Face
 */

/**
 * Glyphs placed one by one with kerning, skipping opentype.js's text shaping, which does not
 * support every substitution Inter's tables use (and Latin titles need none).
 * @param {Face} face @param {string} text @param {number} size
 */
function placeGlyphs(face, text, size) {
  const glyphs = [...text].map((char) => {
    const font = face.find((candidate) => candidate.charToGlyph(char).index !== 0) ?? face[0];
    return { font, glyph: font.charToGlyph(char) };
  });
  let x = 0;
  const placed = glyphs.map(({ font, glyph }, i) => {
    const at = x;
    const scale = size / font.unitsPerEm;
    x += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[i + 1];
    if (next?.font === font) x += font.getKerningValue(glyph, next.glyph) * scale;
    return { glyph, at };
  });
  return { placed, width: x };
}

/** @param {Face} font @param {string} text @param {number} size */
const textWidth = (font, text, size) => placeGlyphs(font, text, size).width;

/** @param {Face} font @param {string} text @param {number} x @param {number} y @param {number} size */
const textPath = (font, text, x, y, size) =>
  placeGlyphs(font, text, size)
    .placed.map(({ glyph, at }) => glyph.getPath(x + at, y, size).toPathData(2))
    .join(" ");

/** @param {string} text */
const decodeEntities = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** @param {string} html @param {string} property */
function metaContent(html, property) {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match ? decodeEntities(match[1]) : undefined;
}

/**
 * Breaks a title into lines that fit the card, shrinking the type until it takes at most 3 lines.
 * @param {Face} font @param {string} text
 */
export function layoutTitle(font, text, maxWidth = WIDTH - 2 * MARGIN) {
  for (let size = 76; size >= 40; size -= 4) {
    const lines = [];
    let line = "";
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(font, candidate, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 40, lines: [text] };
}

/** @param {{ title: string, programme: string, tagline: string, bold: Face, regular: Face, art: string }} card */
export function cardSvg({ title, programme, tagline, bold, regular, art }) {
  const { size, lines } = layoutTitle(bold, title);
  const lineHeight = size * 1.15;
  const top = HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.1;
  const titlePaths = lines.map((line, i) => textPath(bold, line, MARGIN, top + i * lineHeight, size)).join(" ");
  const brand = textPath(regular, programme, MARGIN + 64, 112, 34);
  const footer = textPath(regular, tagline, MARGIN, HEIGHT - 70, 28);
  const artImage = `data:image/svg+xml;base64,${Buffer.from(art).toString("base64")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#141d48"/><stop offset="1" stop-color="#2348e0"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <image href="${artImage}" x="700" y="150" width="560" height="420" opacity="0.28"/>
  <rect x="${MARGIN}" y="80" width="44" height="44" rx="12" fill="#ffffff"/>
  <path d="M${MARGIN + 10} ${112}h24a8 8 0 0 0 1-16 12 12 0 0 0-23 2 7 7 0 0 0-2 14Z" fill="#2348e0"/>
  <path d="${brand}" fill="#ffffff"/>
  <path d="${titlePaths}" fill="#ffffff"/>
  <rect x="${MARGIN}" y="${HEIGHT - 120}" width="96" height="6" rx="3" fill="#ffb547"/>
  <path d="${footer}" fill="#ffb547"/>
</svg>`;
}

/** @param {string} dir @returns {Promise<string[]>} */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name));
}

let wasmReady;

/**
 * Writes one card for every page whose HTML names an og:image on this site.
 * @param {{ clientDir: string, programme: string, tagline: string, artPath: string }} options
 *   the page title's " | programme" ending is dropped: the card names the programme on its own.
 * @returns {Promise<string[]>} the card paths written, relative to clientDir
 */
export async function writeSocialCards({ clientDir, programme, tagline, artPath }) {
  wasmReady ??= initWasm(readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  await wasmReady;
  const font = async (/** @type {number} */ weight) =>
    Promise.all(
      ["latin", "latin-ext"].map(async (subset) =>
        opentype.parse(
          (await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`))).buffer,
        ),
      ),
    );
  const [bold, regular, art] = await Promise.all([font(800), font(500), readFile(artPath, "utf8")]);

  const written = [];
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const image = metaContent(html, "og:image");
    const title = metaContent(html, "og:title")?.replace(` | ${programme}`, "");
    if (!image || !title) continue;
    const target = join(clientDir, new URL(image).pathname);
    const png = new Resvg(cardSvg({ title, programme, tagline, bold, regular, art }), {
      fitTo: { mode: "width", value: WIDTH },
    })
      .render()
      .asPng();
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, png);
    written.push(relative(clientDir, target));
  }
  return written;
}
