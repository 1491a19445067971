// Draws the site's original artwork as SVG: hero and gallery illustrations, the fictional
// partner wordmarks and the favicon. Run `npm run media` after changing a scene; the output
// is committed so a build needs no extra tools.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { infinityScenes } from "./media/infinity-scenes.mjs";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");

const palette = {
  brand: "#2348e0",
  brandDark: "#141d48",
  brandLight: "#dbe6fe",
  sky: "#eef4ff",
  saffron: "#ffb547",
  teal: "#14b8a6",
  rose: "#f472b6",
  leaf: "#22c55e",
  ink: "#0f172a",
  white: "#ffffff",
};
const skins = ["#8d5524", "#c68642", "#e0ac69", "#a0522d", "#f1c27d"];
const shirts = [palette.brand, palette.teal, palette.saffron, palette.rose, "#7c3aed"];

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;

const backdrop = (width, height, from, to, id) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#${id})"/>`;

/** A seated or standing figure: head, hair, shoulders. (x, y) is the top of the head. */
function person(x, y, scale, variant) {
  const skin = skins[variant % skins.length];
  const shirt = shirts[variant % shirts.length];
  const s = scale;
  const hair =
    variant % 2 === 0
      ? `<path d="M${x - 22 * s} ${y + 22 * s}a22 22 0 0 1 44 ${-2 * s}c-8 ${-6 * s}-26 ${-6 * s}-44 ${2 * s}z" fill="${palette.ink}"/>`
      : `<path d="M${x - 24 * s} ${y + 30 * s}c0-24 ${10 * s}-30 ${24 * s}-30s${24 * s} 6 ${24 * s} 30v${30 * s}h${-10 * s}v${-26 * s}h${-28 * s}v${26 * s}h${-10 * s}z" fill="#3b2416"/>`;
  return (
    `<path d="M${x - 48 * s} ${y + 150 * s}c0-52 ${20 * s}-86 ${48 * s}-86s${48 * s} 34 ${48 * s} 86z" fill="${shirt}"/>` +
    `<rect x="${x - 9 * s}" y="${y + 40 * s}" width="${18 * s}" height="${28 * s}" rx="${6 * s}" fill="${skin}"/>` +
    `<circle cx="${x}" cy="${y + 26 * s}" r="${22 * s}" fill="${skin}"/>` +
    hair
  );
}

function laptop(x, y, w) {
  const h = w * 0.62;
  const bars = [0.35, 0.5, 0.45, 0.7, 0.85]
    .map(
      (v, i) =>
        `<rect x="${x + w * (0.14 + i * 0.15)}" y="${y + h * (0.85 - v * 0.7)}" width="${w * 0.09}" height="${h * v * 0.7}" rx="3" fill="${i === 4 ? palette.saffron : palette.brand}"/>`,
    )
    .join("");
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${palette.brandDark}"/>` +
    `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="5" fill="${palette.white}"/>` +
    bars +
    `<path d="M${x - w * 0.08} ${y + h}h${w * 1.16}l-${w * 0.06} ${h * 0.1}h-${w * 1.04}z" fill="#94a3b8"/>`
  );
}

function phone(x, y, w) {
  const h = w * 1.9;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.16}" fill="${palette.brandDark}"/>` +
    `<rect x="${x + w * 0.07}" y="${y + w * 0.12}" width="${w * 0.86}" height="${h - w * 0.24}" rx="${w * 0.1}" fill="${palette.white}"/>` +
    `<circle cx="${x + w / 2}" cy="${y + h * 0.36}" r="${w * 0.22}" fill="${palette.leaf}"/>` +
    `<path d="M${x + w * 0.39} ${y + h * 0.36}l${w * 0.08} ${w * 0.08} ${w * 0.15}-${w * 0.16}" stroke="${palette.white}" stroke-width="${w * 0.05}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="${x + w * 0.2}" y="${y + h * 0.55}" width="${w * 0.6}" height="${w * 0.08}" rx="${w * 0.04}" fill="${palette.ink}"/>` +
    `<rect x="${x + w * 0.28}" y="${y + h * 0.63}" width="${w * 0.44}" height="${w * 0.06}" rx="${w * 0.03}" fill="#94a3b8"/>` +
    `<rect x="${x + w * 0.15}" y="${y + h * 0.76}" width="${w * 0.7}" height="${w * 0.16}" rx="${w * 0.08}" fill="${palette.brand}"/>`
  );
}

const desk = (width, y) =>
  `<rect x="0" y="${y}" width="${width}" height="14" fill="#7c5a3c"/><rect x="0" y="${y + 14}" width="${width}" height="200" fill="#a47e5b" opacity=".35"/>`;

function plant(x, y, s = 1) {
  return (
    `<path d="M${x} ${y}c-30-20-34-60-10-80 4 30 14 50 10 80zm0 0c26-24 40-54 22-86-10 30-22 56-22 86z" fill="${palette.leaf}" transform="scale(1)"/>` +
    `<rect x="${x - 18 * s}" y="${y}" width="${36 * s}" height="${34 * s}" rx="6" fill="${palette.saffron}"/>`
  );
}

function skylineScene(width, height) {
  const buildings = [
    [20, 200, 70],
    [100, 150, 60],
    [170, 230, 80],
    [260, 120, 70],
    [340, 190, 60],
    [410, 90, 90],
    [510, 170, 60],
    [580, 210, 50],
  ];
  const ground = height - 60;
  const towers = buildings
    .map(([x, top, w], i) => {
      const windows = Array.from({ length: Math.floor((ground - top - 20) / 28) }, (_, row) =>
        Array.from({ length: Math.floor(w / 22) }, (_, col) =>
          (row + col + i) % 3 === 0
            ? `<rect x="${x + 8 + col * 22}" y="${top + 14 + row * 28}" width="10" height="14" fill="${palette.saffron}" opacity=".9"/>`
            : "",
        ).join(""),
      ).join("");
      return `<rect x="${x}" y="${top}" width="${w}" height="${ground - top}" fill="${i % 2 ? "#1c3192" : "#1c2e74"}"/>${windows}`;
    })
    .join("");
  return svg(
    width,
    height,
    backdrop(width, height, "#ff9f68", "#6d4bd8", "dusk") +
      `<circle cx="480" cy="130" r="54" fill="#ffd59a" opacity=".9"/>` +
      towers +
      `<rect y="${ground}" width="${width}" height="60" fill="${palette.brandDark}"/>`,
  );
}

const scenes = {
  "img/home/founders-at-work.svg": () =>
    svg(
      640,
      480,
      backdrop(640, 480, palette.sky, palette.brandLight, "g1") +
        plant(560, 330) +
        person(200, 150, 1.1, 1) +
        person(430, 140, 1.15, 2) +
        desk(640, 330) +
        laptop(250, 215, 170),
    ),
  "img/home/checkout-on-phone.svg": () =>
    svg(
      480,
      480,
      backdrop(480, 480, "#fff1db", "#ffd9a8", "g2") +
        `<circle cx="240" cy="250" r="170" fill="${palette.white}" opacity=".55"/>` +
        phone(175, 85, 130),
    ),
  "img/home/team-standup.svg": () =>
    svg(
      480,
      480,
      backdrop(480, 480, "#ccfbf1", "#99f6e4", "g3") +
        `<rect x="40" y="70" width="400" height="150" rx="12" fill="${palette.white}"/>` +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<rect x="${64 + i * 96}" y="94" width="76" height="${50 + (i % 2) * 40}" rx="8" fill="${[palette.saffron, palette.rose, palette.brandLight, palette.leaf][i]}"/>`,
          )
          .join("") +
        person(110, 250, 0.95, 0) +
        person(240, 235, 1, 3) +
        person(370, 250, 0.95, 4),
    ),
  "img/home/growth-dashboard.svg": () =>
    svg(
      480,
      480,
      backdrop(480, 480, palette.brandDark, "#1c3192", "g4") +
        `<rect x="50" y="80" width="380" height="320" rx="18" fill="${palette.white}"/>` +
        `<path d="M80 340 L150 300 L210 318 L280 240 L340 250 L400 150" fill="none" stroke="${palette.brand}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="M80 340 L150 300 L210 318 L280 240 L340 250 L400 150 V370 H80Z" fill="${palette.brand}" opacity=".12"/>` +
        `<circle cx="400" cy="150" r="14" fill="${palette.saffron}"/>` +
        `<rect x="80" y="110" width="140" height="18" rx="9" fill="${palette.ink}"/><rect x="80" y="140" width="90" height="14" rx="7" fill="#94a3b8"/>`,
    ),
  "img/home/city-skyline.svg": () => skylineScene(640, 480),
  "img/home/community-meetup.svg": () =>
    svg(
      640,
      400,
      backdrop(640, 400, "#fce7f3", "#fbcfe8", "g5") +
        `<rect x="0" y="300" width="640" height="100" fill="#f9a8d4" opacity=".5"/>` +
        person(130, 140, 1, 2) +
        person(270, 120, 1.05, 0) +
        person(400, 135, 1, 4) +
        person(520, 125, 1.02, 1) +
        `<rect x="220" y="40" width="200" height="54" rx="27" fill="${palette.white}"/><circle cx="270" cy="67" r="7" fill="${palette.brand}"/><circle cx="320" cy="67" r="7" fill="${palette.brand}"/><circle cx="370" cy="67" r="7" fill="${palette.brand}"/>`,
    ),
  "img/home/demo-day.svg": () =>
    svg(
      640,
      400,
      backdrop(640, 400, palette.brandDark, "#312e81", "g6") +
        `<rect x="150" y="40" width="340" height="190" rx="10" fill="${palette.white}"/>` +
        `<path d="M190 190 L260 150 L320 170 L390 100 L450 80" fill="none" stroke="${palette.saffron}" stroke-width="10" stroke-linecap="round"/>` +
        `<rect x="0" y="330" width="640" height="70" fill="#0b1130"/>` +
        person(560, 190, 0.95, 3) +
        [0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${50 + i * 90}" cy="372" r="26" fill="#1e293b"/>`).join(""),
    ),
  "img/home/mentor-session.svg": () =>
    svg(
      640,
      400,
      backdrop(640, 400, "#fef9c3", "#fde68a", "g7") +
        person(180, 110, 1.05, 4) +
        person(460, 105, 1.05, 1) +
        desk(640, 290) +
        `<rect x="250" y="170" width="140" height="110" rx="8" fill="${palette.white}" transform="rotate(-6 320 225)"/>` +
        `<rect x="270" y="195" width="90" height="12" rx="6" fill="${palette.brand}" transform="rotate(-6 320 225)"/><rect x="270" y="220" width="70" height="10" rx="5" fill="#94a3b8" transform="rotate(-6 320 225)"/>` +
        plant(590, 256),
    ),
};

/** Knowledge Hub video posters, 16:9: the still a facade shows until the visitor presses play. */
function calendarCard(x, y, w) {
  const cell = w / 7;
  const days = Array.from({ length: 28 }, (_, i) => {
    const cx = x + (i % 7) * cell + cell / 2;
    const cy = y + 56 + Math.floor(i / 7) * cell * 0.8;
    const due = [10, 12, 19].includes(i);
    return `<circle cx="${cx}" cy="${cy}" r="${cell * 0.28}" fill="${due ? palette.saffron : palette.brandLight}"/>`;
  }).join("");
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${56 + cell * 3.4}" rx="14" fill="${palette.white}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="36" rx="14" fill="${palette.brand}"/><rect x="${x}" y="${y + 20}" width="${w}" height="16" fill="${palette.brand}"/>` +
    days
  );
}

const knowledgeHubScenes = {
  "img/knowledge-hub/hub-intro.svg": () =>
    svg(
      640,
      360,
      backdrop(640, 360, palette.brandDark, "#312e81", "kh1") +
        `<circle cx="520" cy="70" r="90" fill="${palette.brand}" opacity=".35"/>` +
        laptop(200, 90, 240) +
        person(110, 170, 0.9, 2) +
        person(540, 175, 0.85, 3),
    ),
  "img/knowledge-hub/go-live.svg": () =>
    svg(
      640,
      360,
      backdrop(640, 360, "#fff1db", "#ffd9a8", "kh2") +
        `<circle cx="320" cy="180" r="150" fill="${palette.white}" opacity=".5"/>` +
        phone(270, 40, 100) +
        `<path d="M420 120h120M420 160h90M420 200h110" stroke="${palette.brand}" stroke-width="12" stroke-linecap="round" opacity=".5"/>`,
    ),
  "img/knowledge-hub/gst-basics.svg": () =>
    svg(640, 360, backdrop(640, 360, "#ccfbf1", "#99f6e4", "kh3") + calendarCard(80, 60, 230) + laptop(360, 120, 200)),
  "img/knowledge-hub/seed-meeting.svg": () =>
    svg(
      640,
      360,
      backdrop(640, 360, "#fef9c3", "#fde68a", "kh4") +
        `<rect x="60" y="40" width="300" height="180" rx="12" fill="${palette.white}"/>` +
        `<path d="M90 190 L150 160 L200 170 L260 110 L330 70" fill="none" stroke="${palette.brand}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
        person(440, 110, 0.9, 0) +
        person(560, 120, 0.85, 4),
    ),
  "img/knowledge-hub/mobile-checkout.svg": () =>
    svg(
      640,
      360,
      backdrop(640, 360, "#fce7f3", "#fbcfe8", "kh5") +
        phone(120, 40, 100) +
        `<rect x="300" y="70" width="240" height="56" rx="14" fill="${palette.brand}"/><rect x="300" y="146" width="240" height="56" rx="14" fill="${palette.white}"/><rect x="300" y="222" width="240" height="56" rx="14" fill="${palette.white}"/>` +
        `<circle cx="330" cy="98" r="12" fill="${palette.white}"/><rect x="356" y="90" width="120" height="16" rx="8" fill="${palette.white}"/>` +
        `<circle cx="330" cy="174" r="12" fill="${palette.saffron}"/><rect x="356" y="166" width="100" height="16" rx="8" fill="#94a3b8"/>` +
        `<circle cx="330" cy="250" r="12" fill="${palette.leaf}"/><rect x="356" y="242" width="140" height="16" rx="8" fill="#94a3b8"/>`,
    ),
};

/** Fictional partner wordmarks: a simple glyph and the name, on a transparent ground. */
const wordmarks = [
  ["deskhive", "DeskHive", "#b45309", "hex"],
  ["recell", "ReCell", "#047857", "loop"],
  ["fitpulse", "FitPulse", "#be123c", "pulse"],
  ["carecrew", "CareCrew", "#0369a1", "plus"],
  ["medinest", "MediNest", "#0f766e", "leaf"],
  ["orbitcard", "OrbitCard", "#4338ca", "orbit"],
  ["threadline", "Threadline", "#7e22ce", "thread"],
  ["northwind", "Northwind", "#1e40af", "arrow"],
  ["brightside", "Brightside", "#c2410c", "sun"],
];

const glyphs = {
  hex: (c) => `<path d="M24 6l15 9v18l-15 9-15-9V15z" fill="${c}"/>`,
  loop: (c) => `<path d="M12 24a12 12 0 0 1 21-8l3-3v10h-10l3-3a7 7 0 1 0 1 8l5 3a12 12 0 0 1-23-7z" fill="${c}"/>`,
  pulse: (c) =>
    `<path d="M6 26h9l4-10 6 18 5-12 3 4h9" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  plus: (c) =>
    `<rect x="6" y="6" width="36" height="36" rx="10" fill="${c}"/><path d="M24 14v20M14 24h20" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  leaf: (c) =>
    `<path d="M10 38C10 18 22 8 40 8c0 20-10 32-30 30z" fill="${c}"/><path d="M12 36l18-18" stroke="#fff" stroke-width="3"/>`,
  orbit: (c) =>
    `<ellipse cx="24" cy="24" rx="18" ry="8" stroke="${c}" stroke-width="3.5" fill="none" transform="rotate(-25 24 24)"/><circle cx="24" cy="24" r="7" fill="${c}"/>`,
  thread: (c) =>
    `<path d="M8 30c8-16 16 8 24-8s8-8 8-8" stroke="${c}" stroke-width="4.5" fill="none" stroke-linecap="round"/><circle cx="40" cy="14" r="4" fill="${c}"/>`,
  arrow: (c) => `<path d="M24 4l14 36-14-8-14 8z" fill="${c}"/>`,
  sun: (c) =>
    `<circle cx="24" cy="24" r="9" fill="${c}"/>` +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => `<rect x="22.5" y="4" width="3" height="8" rx="1.5" fill="${c}" transform="rotate(${a} 24 24)"/>`)
      .join(""),
};

const wordmark = ([, name, colour, glyph]) =>
  svg(
    160,
    48,
    `<g>${glyphs[glyph](colour)}</g><text x="50" y="31" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${name.length > 9 ? 17 : 19}" font-weight="700" fill="${colour}">${name}</text>`,
  );

// ---- Perks, Community and Consulting pages ----

/** Glyphs for the fictional perk partners (analytics, design, engagement, bank, CRM, jobs, compliance, discounts). */
Object.assign(glyphs, {
  bars: (c) =>
    `<rect x="8" y="26" width="8" height="14" rx="2" fill="${c}"/><rect x="20" y="16" width="8" height="24" rx="2" fill="${c}"/><rect x="32" y="7" width="8" height="33" rx="2" fill="${c}"/>`,
  pie: (c) =>
    `<circle cx="24" cy="24" r="15" fill="none" stroke="${c}" stroke-width="6"/><path d="M24 6a18 18 0 0 1 18 18H24z" fill="${c}"/>`,
  pen: (c) => `<path d="M8 40l4-13L31 8l9 9-19 19z" fill="${c}"/><path d="M8 40l4-13 9 9z" fill="#fff" opacity=".55"/>`,
  bell: (c) =>
    `<path d="M24 5a12 12 0 0 1 12 12v9l5 7H7l5-7v-9A12 12 0 0 1 24 5z" fill="${c}"/><circle cx="24" cy="38" r="5" fill="${c}"/>`,
  bank: (c) =>
    `<path d="M24 4l19 10H5z" fill="${c}"/>` +
    [9, 21.5, 34].map((x) => `<rect x="${x}" y="17" width="5" height="16" fill="${c}"/>`).join("") +
    `<rect x="5" y="35" width="38" height="6" rx="1.5" fill="${c}"/>`,
  nodes: (c) =>
    `<path d="M12 34L24 13l12 21z" stroke="${c}" stroke-width="3" fill="none"/><circle cx="24" cy="13" r="7" fill="${c}"/><circle cx="12" cy="34" r="7" fill="${c}"/><circle cx="36" cy="34" r="7" fill="${c}"/>`,
  case: (c) =>
    `<path d="M17 14v-4a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v4" stroke="${c}" stroke-width="3.5" fill="none"/><rect x="5" y="14" width="38" height="27" rx="5" fill="${c}"/><rect x="5" y="24" width="38" height="3" fill="#fff" opacity=".5"/>`,
  doc: (c) =>
    `<path d="M11 4h18l9 9v31H11z" fill="${c}"/><path d="M17 26l5 5 10-11" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  tag: (c) => `<path d="M5 7h19l19 19-17 17L5 24z" fill="${c}"/><circle cx="14" cy="16" r="3.5" fill="#fff"/>`,
});

/** Nine fictional perk partners: a wordmark (160 x 48) for wide screens and a mark (48 x 48) for phones. */
const perkPartners = [
  ["lumetric", "Lumetric", "#6d28d9", "bars"],
  ["trendwell", "Trendwell", "#0e7490", "pie"],
  ["pixelpatch", "Pixelpatch", "#be185d", "pen"],
  ["chirpwave", "Chirpwave", "#c2410c", "bell"],
  ["sahyog-bank", "Sahyog Bank", "#1d4ed8", "bank"],
  ["kinara-crm", "Kinara CRM", "#0f766e", "nodes"],
  ["hirenest", "HireNest", "#4338ca", "case"],
  ["kagaz", "Kagaz", "#15803d", "doc"],
  ["bachat-club", "Bachat Club", "#b91c1c", "tag"],
];

/** Long names are squeezed to fit, since an SVG in an <img> cannot measure its own text. */
const perkWordmark = ([, name, colour, glyph]) =>
  svg(
    160,
    48,
    `<g>${glyphs[glyph](colour)}</g><text x="52" y="31" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="18" font-weight="700" fill="${colour}"${name.length > 8 ? ` textLength="${Math.min(104, name.length * 10)}" lengthAdjust="spacingAndGlyphs"` : ""}>${name}</text>`,
  );
const perkMark = ([, , colour, glyph]) => svg(48, 48, glyphs[glyph](colour));

const chatBubble = (x, y, w, fill, lineFill = "#ffffff") =>
  `<rect x="${x}" y="${y}" width="${w}" height="34" rx="14" fill="${fill}"/>` +
  `<rect x="${x + 12}" y="${y + 10}" width="${w * 0.62}" height="6" rx="3" fill="${lineFill}" opacity=".85"/>` +
  `<rect x="${x + 12}" y="${y + 20}" width="${w * 0.4}" height="5" rx="2.5" fill="${lineFill}" opacity=".6"/>`;

function chatPhone(x, y, w) {
  const h = w * 1.9;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.16}" fill="${palette.brandDark}"/>` +
    `<rect x="${x + w * 0.07}" y="${y + w * 0.12}" width="${w * 0.86}" height="${h - w * 0.24}" rx="${w * 0.1}" fill="#f0fdf4"/>` +
    `<rect x="${x + w * 0.07}" y="${y + w * 0.12}" width="${w * 0.86}" height="${w * 0.26}" rx="${w * 0.1}" fill="${palette.teal}"/>` +
    `<circle cx="${x + w * 0.24}" cy="${y + w * 0.25}" r="${w * 0.07}" fill="${palette.white}"/>` +
    `<rect x="${x + w * 0.36}" y="${y + w * 0.22}" width="${w * 0.4}" height="${w * 0.06}" rx="${w * 0.03}" fill="${palette.white}"/>` +
    chatBubble(x + w * 0.12, y + h * 0.26, w * 0.58, "#cbd5e1", palette.ink) +
    chatBubble(x + w * 0.3, y + h * 0.42, w * 0.58, palette.leaf) +
    chatBubble(x + w * 0.12, y + h * 0.58, w * 0.5, "#cbd5e1", palette.ink) +
    chatBubble(x + w * 0.3, y + h * 0.74, w * 0.58, palette.leaf)
  );
}

function mic(x, y, s = 1) {
  return (
    `<rect x="${x - 2 * s}" y="${y + 22 * s}" width="${4 * s}" height="${70 * s}" fill="#94a3b8"/>` +
    `<rect x="${x - 20 * s}" y="${y + 90 * s}" width="${40 * s}" height="${6 * s}" rx="${3 * s}" fill="#94a3b8"/>` +
    `<rect x="${x - 9 * s}" y="${y}" width="${18 * s}" height="${30 * s}" rx="${9 * s}" fill="${palette.ink}"/>`
  );
}

function slideScreen(x, y, w, h, accent = palette.saffron) {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${palette.white}"/>` +
    `<rect x="${x + w * 0.08}" y="${y + h * 0.12}" width="${w * 0.4}" height="${h * 0.08}" rx="${h * 0.04}" fill="${palette.ink}"/>` +
    `<path d="M${x + w * 0.1} ${y + h * 0.82} L${x + w * 0.3} ${y + h * 0.62} L${x + w * 0.48} ${y + h * 0.7} L${x + w * 0.68} ${y + h * 0.42} L${x + w * 0.9} ${y + h * 0.28}" fill="none" stroke="${accent}" stroke-width="${Math.max(6, w * 0.025)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A row of heads and shoulders seen from behind: an audience. */
const audienceRow = (width, y, spacing, colour = "#1e293b") =>
  Array.from(
    { length: Math.ceil(width / spacing) + 1 },
    (_, i) =>
      `<circle cx="${i * spacing + spacing / 3}" cy="${y}" r="${spacing * 0.3}" fill="${colour}"/><rect x="${i * spacing + spacing / 3 - spacing * 0.42}" y="${y + spacing * 0.25}" width="${spacing * 0.84}" height="${spacing}" rx="${spacing * 0.3}" fill="${colour}"/>`,
  ).join("");

const cup = (x, y) =>
  `<rect x="${x}" y="${y}" width="22" height="28" rx="4" fill="${palette.white}"/><rect x="${x}" y="${y + 8}" width="22" height="8" fill="${palette.saffron}"/>`;

const chair = (x, y, colour) =>
  `<rect x="${x}" y="${y}" width="110" height="26" rx="10" fill="${colour}"/><rect x="${x + 8}" y="${y - 70}" width="22" height="80" rx="10" fill="${colour}"/><rect x="${x + 12}" y="${y + 26}" width="8" height="50" fill="#475569"/><rect x="${x + 90}" y="${y + 26}" width="8" height="50" fill="#475569"/>`;

const spotlight = (x, width, height) =>
  `<path d="M${x - 40} 0h80l${width * 0.22} ${height}h-${80 + width * 0.44}z" fill="#ffffff" opacity=".08"/>`;

/** A head-and-shoulders portrait for a round frame; `long` hair or short. */
function portrait(variant, long, from, to, id) {
  const skin = skins[variant % skins.length];
  const shirt = shirts[variant % shirts.length];
  const hairColour = long ? "#3b2416" : palette.ink;
  const backHair = long ? `<path d="M72 176V106c0-32 21-58 48-58s48 26 48 58v70z" fill="${hairColour}"/>` : "";
  const fringe = long
    ? `<path d="M78 100c4-28 20-44 42-44s38 16 42 44c-14-14-28-18-42-18s-28 4-42 18z" fill="${hairColour}"/>`
    : `<path d="M78 100c0-32 18-48 42-48s42 16 42 48c-8-12-22-20-42-20s-34 8-42 20z" fill="${hairColour}"/>`;
  return svg(
    240,
    240,
    backdrop(240, 240, from, to, id) +
      backHair +
      `<path d="M36 240c0-54 38-86 84-86s84 32 84 86z" fill="${shirt}"/>` +
      `<rect x="104" y="128" width="32" height="38" rx="12" fill="${skin}"/>` +
      `<ellipse cx="120" cy="106" rx="40" ry="45" fill="${skin}"/>` +
      fringe,
  );
}

const communityScenes = {
  "img/community/founders-circle.svg": () =>
    svg(
      640,
      480,
      backdrop(640, 480, "#fff1db", "#fde68a", "c1") +
        person(130, 170, 1, 0) +
        person(260, 150, 1.05, 3) +
        person(390, 155, 1.05, 1) +
        person(515, 170, 1, 4) +
        `<ellipse cx="320" cy="380" rx="280" ry="56" fill="#a47e5b"/>` +
        cup(200, 340) +
        cup(420, 345) +
        chatBubble(150, 70, 130, palette.brand) +
        chatBubble(360, 50, 150, palette.teal),
    ),
  "img/community/group-chat.svg": () =>
    svg(
      480,
      480,
      backdrop(480, 480, "#dcfce7", "#99f6e4", "c2") +
        `<circle cx="240" cy="250" r="175" fill="${palette.white}" opacity=".5"/>` +
        chatPhone(170, 60, 140) +
        [
          [80, 130, 0],
          [400, 170, 2],
          [90, 360, 4],
          [395, 380, 1],
        ]
          .map(
            ([x, y, v]) =>
              `<circle cx="${x}" cy="${y}" r="34" fill="${palette.white}"/><circle cx="${x}" cy="${y - 6}" r="13" fill="${skins[v]}"/><path d="M${x - 20} ${y + 24}a20 18 0 0 1 40 0z" fill="${shirts[v]}"/>`,
          )
          .join(""),
    ),
  "img/community/ama-stage.svg": () =>
    svg(
      480,
      480,
      backdrop(480, 480, "#1c2e74", palette.brandDark, "c3") +
        spotlight(240, 480, 400) +
        `<rect x="40" y="40" width="120" height="56" rx="12" fill="${palette.saffron}"/><text x="100" y="78" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="30" font-weight="800" fill="${palette.brandDark}">AMA</text>` +
        person(240, 130, 1.2, 2) +
        mic(300, 220, 1) +
        `<rect x="0" y="380" width="480" height="100" fill="#0b1130"/>` +
        audienceRow(480, 420, 60),
    ),
  "img/community/demo-day-pitch.svg": () =>
    svg(
      640,
      480,
      backdrop(640, 480, palette.brandDark, "#312e81", "c4") +
        slideScreen(120, 50, 330, 200) +
        person(530, 170, 1.05, 0) +
        `<rect x="0" y="360" width="640" height="120" fill="#0b1130"/>` +
        audienceRow(640, 400, 70),
    ),
  "img/community/networking.svg": () =>
    svg(
      640,
      480,
      backdrop(640, 480, "#fce7f3", "#e0e7ff", "c5") +
        [60, 180, 300, 420, 540]
          .map(
            (x, i) =>
              `<path d="M${x} 30l40 50 40-50z" fill="${[palette.saffron, palette.brand, palette.teal, palette.rose, palette.leaf][i]}"/>`,
          )
          .join("") +
        `<path d="M0 30h640" stroke="#475569" stroke-width="3"/>` +
        person(150, 170, 1.1, 1) +
        person(320, 150, 1.15, 2) +
        person(490, 170, 1.1, 3) +
        cup(190, 330) +
        cup(450, 330) +
        `<rect y="420" width="640" height="60" fill="#c7d2fe"/>`,
    ),
  "img/community/groups-phones.svg": () =>
    svg(
      640,
      400,
      backdrop(640, 400, "#ecfdf5", "#bbf7d0", "c6") +
        person(140, 110, 1.05, 3) +
        person(500, 110, 1.05, 0) +
        phone(200, 220, 48) +
        phone(392, 220, 48) +
        chatBubble(250, 70, 150, palette.leaf) +
        chatBubble(240, 130, 130, "#cbd5e1", palette.ink),
    ),
  "img/community/groups-meetup.svg": () =>
    svg(
      640,
      400,
      backdrop(640, 400, palette.sky, "#c7d2fe", "c7") +
        person(150, 90, 1, 4) +
        person(320, 80, 1.02, 1) +
        person(490, 90, 1, 2) +
        desk(640, 260) +
        laptop(90, 160, 130) +
        laptop(420, 160, 130) +
        cup(300, 232),
    ),
  "img/community/ama-fireside.svg": () =>
    svg(
      640,
      400,
      backdrop(640, 400, "#fef3c7", "#fed7aa", "c8") +
        person(190, 90, 1.05, 2) +
        person(450, 90, 1.05, 4) +
        chair(135, 250, palette.brand) +
        chair(395, 250, palette.teal) +
        `<rect x="290" y="250" width="60" height="80" rx="6" fill="#7c5a3c"/>` +
        cup(309, 222) +
        plant(600, 300),
    ),
  "img/community/ama-questions.svg": () =>
    svg(
      640,
      400,
      backdrop(640, 400, "#e0e7ff", "#c7d2fe", "c9") +
        `<circle cx="470" cy="90" r="56" fill="${palette.white}"/><text x="470" y="112" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="64" font-weight="800" fill="${palette.brand}">?</text>` +
        `<rect x="150" y="110" width="12" height="90" rx="6" fill="${skins[1]}"/><rect x="330" y="130" width="12" height="80" rx="6" fill="${skins[3]}"/>` +
        audienceRow(640, 250, 90, "#334155") +
        audienceRow(640, 330, 110, "#1e293b"),
    ),
  "img/community/demo-day-investors.svg": () =>
    svg(
      640,
      400,
      backdrop(640, 400, "#ede9fe", "#ddd6fe", "c10") +
        person(160, 80, 1, 0) +
        person(320, 70, 1.02, 3) +
        person(480, 80, 1, 1) +
        `<rect x="40" y="230" width="560" height="26" rx="6" fill="${palette.brandDark}"/><rect x="60" y="256" width="520" height="110" fill="#312e81"/>` +
        [120, 280, 440]
          .map((x) => `<rect x="${x}" y="200" width="80" height="30" rx="4" fill="${palette.white}"/>`)
          .join(""),
    ),
  "img/community/demo-day-meeting.svg": () =>
    svg(
      640,
      400,
      backdrop(640, 400, "#fff1db", "#ffedd5", "c11") +
        person(150, 90, 1.05, 4) +
        person(490, 85, 1.05, 2) +
        desk(640, 270) +
        laptop(250, 150, 170) +
        chatBubble(380, 40, 120, palette.brand),
    ),
  "img/community/poster-groups.svg": () =>
    svg(
      640,
      360,
      backdrop(640, 360, "#0f766e", palette.brandDark, "c12") +
        chatPhone(270, 40, 100) +
        chatBubble(70, 90, 150, palette.leaf) +
        chatBubble(420, 150, 150, "#cbd5e1", palette.ink),
    ),
  "img/community/poster-ama.svg": () =>
    svg(
      640,
      360,
      backdrop(640, 360, "#312e81", palette.brandDark, "c13") +
        spotlight(320, 640, 360) +
        person(320, 80, 1.15, 1) +
        mic(380, 160, 0.9),
    ),
  "img/community/poster-demo-day.svg": () =>
    svg(
      640,
      360,
      backdrop(640, 360, palette.brandDark, "#4c1d95", "c14") +
        slideScreen(170, 40, 300, 170, palette.leaf) +
        `<rect y="280" width="640" height="80" fill="#0b1130"/>` +
        audienceRow(640, 310, 64),
    ),
};

const peoplePortraits = {
  "img/people/vivek-raman.svg": () => portrait(1, false, palette.sky, palette.brandLight, "p1"),
  "img/people/meera-krishnan.svg": () => portrait(2, true, "#fff1db", "#fde68a", "p2"),
  "img/people/sana-qureshi.svg": () => portrait(0, true, "#ccfbf1", "#99f6e4", "p3"),
};

const favicon = svg(
  32,
  32,
  `<rect width="32" height="32" rx="9" fill="${palette.brand}"/><path d="M9.5 21.5h12.2a4.3 4.3 0 0 0 .6-8.56A6 6 0 0 0 10.8 14a3.8 3.8 0 0 0-1.3 7.5Z" fill="#fff"/><path d="m13 19 3-3.2 2 1.8 3.4-3.8" fill="none" stroke="${palette.brand}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
);

const files = {
  ...Object.fromEntries(Object.entries(scenes).map(([path, draw]) => [path, draw()])),
  ...Object.fromEntries(Object.entries(knowledgeHubScenes).map(([path, draw]) => [path, draw()])),
  ...Object.fromEntries(wordmarks.map((mark) => [`logos/${mark[0]}.svg`, wordmark(mark)])),
  "favicon.svg": favicon,
  ...Object.fromEntries(
    Object.entries(infinityScenes({ svg, backdrop, palette })).map(([path, draw]) => [path, draw()]),
  ),
  ...Object.fromEntries(
    Object.entries({ ...communityScenes, ...peoplePortraits }).map(([path, draw]) => [path, draw()]),
  ),
  ...Object.fromEntries(
    perkPartners.flatMap((p) => [
      [`logos/perks/${p[0]}.svg`, perkWordmark(p)],
      [`logos/perks/${p[0]}-mark.svg`, perkMark(p)],
    ]),
  ),
};

for (const [path, contents] of Object.entries(files)) {
  const target = join(publicDir, path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, contents);
}
console.log(`Wrote ${Object.keys(files).length} files under public/`);
