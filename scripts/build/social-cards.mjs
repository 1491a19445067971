// @ts-check
// Social cards (Open Graph / Twitter, 1200x630 PNG) for every prerendered page: our artwork and its
// og:title, in Inter outlines (opentype.js) or Noto Sans Devanagari shaped by HarfBuzz (conjuncts,
// reordered vowel signs, reph). HarfBuzz and resvg run as WebAssembly: no native binary, no fetch.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import * as hb from "harfbuzzjs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { inflateSync } from "node:zlib";

const require = createRequire(import.meta.url);
// Its CommonJS build, the same in plain Node and inside the bundled build config.
/** @type {typeof import("opentype.js")} */
const opentype = require("opentype.js");
const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 80;
/**
 * Latin subsets (Latin, then Latin Extended for ₹), each character from the first that has it.
 * @typedef {{ latin: import("opentype.js").Font[], devanagari: Shaper }} Face
 */
/** A face HarfBuzz shapes text in, and its units per em. @typedef {{ font: hb.Font, upem: number }} Shaper */

/** Devanagari, its shared dandas ।॥ and the joiners that steer its conjuncts. */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}|\u200C|\u200D/u;

/**
 * Unwraps WOFF 1.0 to sfnt: HarfBuzz reads sfnt only, and Fontsource ships WOFF and WOFF2.
 * @param {Buffer} woff @returns {Buffer}
 */
export function woffToSfnt(woff) {
  const header = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (header.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 file");
  const count = header.getUint16(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = header.getUint32(at + 4);
    const stored = woff.subarray(offset, offset + header.getUint32(at + 8));
    const length = header.getUint32(at + 12);
    return {
      tag: header.getUint32(at),
      checksum: header.getUint32(at + 16),
      data: stored.length < length ? inflateSync(stored) : stored,
    };
  });
  /** @type {number[]} */
  const offsets = [];
  let size = 12 + 16 * count;
  for (const table of tables) {
    offsets.push(size);
    size += (table.data.length + 3) & ~3;
  }
  const sfnt = Buffer.alloc(size);
  const out = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const power = 2 ** Math.floor(Math.log2(count));
  out.setUint32(0, header.getUint32(4));
  out.setUint16(4, count);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, count * 16 - power * 16);
  tables.forEach((table, index) => {
    const at = 12 + 16 * index;
    out.setUint32(at, table.tag);
    out.setUint32(at + 4, table.checksum);
    out.setUint32(at + 8, offsets[index]);
    out.setUint32(at + 12, table.data.length);
    sfnt.set(table.data, offsets[index]);
  });
  return sfnt;
}

/** Noto Sans Devanagari at a weight, for HarfBuzz. @param {number} weight @returns {Promise<Shaper>} */
export async function devanagariFace(weight) {
  const woff = await readFile(
    require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`),
  );
  const face = new hb.Face(new hb.Blob(new Uint8Array(woffToSfnt(woff))));
  return { font: new hb.Font(face), upem: face.upem };
}

/**
 * Glyphs in drawing order, positioned in font units.
 * @param {Shaper} face @param {string} text
 */
export function shapedGlyphs(face, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(face.font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, index) => ({ id: info.codepoint, ...positions[index] }));
}

/**
 * A Devanagari run's width and outlines at (x, y). HarfBuzz draws in font units, y up; SVG is pixels, y down.
 * @param {Shaper} face @param {string} text @param {number} size
 */
function shapeRun(face, text, size) {
  const scale = size / face.upem;
  let advance = 0;
  const glyphs = shapedGlyphs(face, text).map(({ id, xAdvance, xOffset, yOffset }) => {
    const glyph = { id, dx: (advance + xOffset) * scale, dy: yOffset * scale };
    advance += xAdvance;
    return glyph;
  });
  return {
    width: advance * scale,
    path: (/** @type {number} */ x, /** @type {number} */ y) =>
      glyphs
        .map(({ id, dx, dy }) =>
          face.font
            .glyphToPath(id)
            .replace(
              /(-?[\d.]+),(-?[\d.]+)/g,
              (_, gx, gy) => `${(x + dx + gx * scale).toFixed(2)},${(y - dy - gy * scale).toFixed(2)}`,
            ),
        )
        .join(" "),
  };
}

/** Runs of Devanagari and other scripts; a space stays with the run it ends. @param {string} text */
function scriptRuns(text) {
  /** @type {{ devanagari: boolean, text: string }[]} */
  const runs = [];
  for (const char of text) {
    const last = runs.at(-1);
    const devanagari = DEVANAGARI.test(char) || (char === " " && last?.devanagari === true);
    if (last?.devanagari === devanagari) last.text += char;
    else runs.push({ devanagari, text: char });
  }
  return runs;
}

/**
 * Glyphs placed one by one with kerning: opentype.js's shaping lacks some substitutions Inter
 * uses, and Latin titles need none.
 * @param {import("opentype.js").Font[]} face @param {string} text @param {number} size
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

/**
 * A text set in a face, run by run: its width, and its outlines at (x, y) on the baseline.
 * @param {Face} face @param {string} text @param {number} size
 */
function setText(face, text, size) {
  const runs = scriptRuns(text).map((run) => {
    if (run.devanagari) return shapeRun(face.devanagari, run.text, size);
    const { placed, width } = placeGlyphs(face.latin, run.text, size);
    return {
      width,
      path: (/** @type {number} */ x, /** @type {number} */ y) =>
        placed.map(({ glyph, at }) => glyph.getPath(x + at, y, size).toPathData(2)).join(" "),
    };
  });
  return {
    width: runs.reduce((sum, run) => sum + run.width, 0),
    path: (/** @type {number} */ x, /** @type {number} */ y) => {
      let at = x;
      return runs
        .map((run) => {
          const path = run.path(at, y);
          at += run.width;
          return path;
        })
        .join(" ");
    },
  };
}

/** @param {Face} font @param {string} text @param {number} size */
const textWidth = (font, text, size) => setText(font, text, size).width;

/** @param {Face} font @param {string} text @param {number} x @param {number} y @param {number} size */
const textPath = (font, text, x, y, size) => setText(font, text, size).path(x, y);

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
 * Writes a card for each page under `pagesDir` whose og:image is on `origin`; an image chosen in the
 * content service (on its host) is left alone.
 * @param {{ clientDir: string, pagesDir?: string, origin: string, programme: string, tagline: string, artPath: string }} options
 *   the page title's " | programme" ending is dropped: the card names the programme on its own.
 * @returns {Promise<string[]>} the card paths written, relative to clientDir
 */
export async function writeSocialCards({ clientDir, pagesDir = clientDir, origin, programme, tagline, artPath }) {
  wasmReady ??= initWasm(readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  await wasmReady;
  const font = async (/** @type {number} */ weight) => ({
    latin: await Promise.all(
      ["latin", "latin-ext"].map(async (subset) =>
        opentype.parse(
          (await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`))).buffer,
        ),
      ),
    ),
    devanagari: await devanagariFace(weight),
  });
  const [bold, regular, art] = await Promise.all([font(800), font(500), readFile(artPath, "utf8")]);

  const written = [];
  for (const file of await htmlFiles(pagesDir)) {
    const html = await readFile(file, "utf8");
    const image = metaContent(html, "og:image");
    const title = metaContent(html, "og:title")?.replace(` | ${programme}`, "");
    if (!image || !title || new URL(image).origin !== origin) continue;
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
