// Draws the site's original artwork as SVG: hero and gallery illustrations, the fictional
// partner wordmarks and the favicon. Run `npm run media` after changing a scene; the output
// is committed so a build needs no extra tools.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startupScenes } from "./media/startup-scenes.mjs";

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
    Object.entries(startupScenes({ svg, backdrop, palette })).map(([path, draw]) => [path, draw()]),
  ),
};

for (const [path, contents] of Object.entries(files)) {
  const target = join(publicDir, path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, contents);
}
console.log(`Wrote ${Object.keys(files).length} files under public/`);
