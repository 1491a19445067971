// Renders the looping clips of the startup pages' feature blocks from the site's own artwork.
//   npm run media:clips  (node scripts/media-clips.mjs [clip-name...]; no names: all)
// Needs ffmpeg with librsvg, libvpx-vp9 and libx264. Writes public/video/<clip>.webm, .mp4 and
// -poster.webp. One SVG per frame from the loop phase t in [0, 1), so the loop is seamless. Outputs
// are committed, so a build never needs ffmpeg; each must stay under MAX_BYTES.
import { execFileSync } from "node:child_process";
import { mkdtemp, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const videoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "video");
const FPS = 24;
const SECONDS = 4;
const MAX_BYTES = 400 * 1024;

const c = {
  brand: "#2348e0",
  brandDark: "#141d48",
  brandLight: "#dbe6fe",
  sky: "#eef4ff",
  saffron: "#ffb547",
  saffronLight: "#fff1db",
  leaf: "#16a34a",
  ink: "#0f172a",
  muted: "#475569",
  line: "#e2e8f0",
  white: "#ffffff",
};
const font = `font-family="DejaVu Sans, Verdana, sans-serif"`;
const TAU = Math.PI * 2;
const wave = (t) => 0.5 + 0.5 * Math.sin(TAU * t);
const f = (n) => n.toFixed(2);

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

const gradient = (id, from, to) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A merchant dashboard: bars breathing and new payments sliding into a live feed. 800x500. */
function paymentsDashboard(t) {
  const bars = Array.from({ length: 8 }, (_, i) => {
    const h = 70 + i * 12 + 60 * wave(t + i / 8);
    return `<rect x="${64 + i * 50}" y="${f(430 - h)}" width="32" height="${f(h)}" rx="6" fill="${i === 7 ? c.saffron : c.brand}"/>`;
  }).join("");

  const payments = [
    ["UPI", "₹499", c.brand],
    ["Card", "₹1,299", "#7c3aed"],
    ["Net banking", "₹2,150", "#0f766e"],
    ["Wallet", "₹349", "#c2410c"],
  ];
  const rowHeight = 72;
  const feedTop = 96;
  // Rows move down by four rows per loop and the list repeats every four rows: a seamless loop.
  const rows = Array.from({ length: 10 }, (_, slot) => {
    const k = slot - 4;
    const y = feedTop + k * rowHeight + t * 4 * rowHeight;
    const [method, amount, colour] = payments[((k % 4) + 4) % 4];
    return (
      `<g transform="translate(532 ${f(y)})">` +
      `<rect width="216" height="60" rx="12" fill="${c.sky}"/>` +
      `<circle cx="30" cy="30" r="16" fill="${colour}"/>` +
      `<text x="30" y="36" text-anchor="middle" ${font} font-size="15" font-weight="700" fill="${c.white}">${method[0]}</text>` +
      `<text x="56" y="26" ${font} font-size="14" font-weight="700" fill="${c.ink}">${amount}</text>` +
      `<text x="56" y="45" ${font} font-size="12" fill="${c.muted}">${method}</text>` +
      `<circle cx="192" cy="30" r="11" fill="${c.leaf}"/>` +
      `<path d="M186 30l4 4 8-8" stroke="${c.white}" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `</g>`
    );
  }).join("");

  return svg(
    800,
    500,
    `<defs>${gradient("bg", c.sky, c.brandLight)}<clipPath id="feed"><rect x="512" y="90" width="256" height="362"/></clipPath></defs>` +
      `<rect width="800" height="500" fill="url(#bg)"/>` +
      `<rect x="32" y="32" width="456" height="436" rx="20" fill="${c.white}"/>` +
      `<text x="64" y="82" ${font} font-size="20" font-weight="700" fill="${c.ink}">Payments today</text>` +
      `<rect x="378" y="60" width="82" height="30" rx="15" fill="#dcfce7"/>` +
      `<circle cx="398" cy="75" r="6" fill="${c.leaf}" opacity="${f(0.35 + 0.65 * wave(t * 2))}"/>` +
      `<text x="412" y="80" ${font} font-size="14" font-weight="700" fill="#166534">Live</text>` +
      `<text x="64" y="136" ${font} font-size="40" font-weight="700" fill="${c.ink}">₹4,82,350</text>` +
      `<text x="64" y="166" ${font} font-size="15" fill="${c.leaf}">▲ 18% vs yesterday</text>` +
      `<line x1="56" y1="430" x2="464" y2="430" stroke="${c.line}" stroke-width="2"/>` +
      bars +
      `<rect x="512" y="32" width="256" height="436" rx="20" fill="${c.white}"/>` +
      `<text x="532" y="74" ${font} font-size="18" font-weight="700" fill="${c.ink}">Transactions</text>` +
      `<g clip-path="url(#feed)">${rows}</g>`,
  );
}

/** Coins in many currencies flowing into one rupee: international payments settled in INR. 480x480. */
function globalCurrencies(t) {
  const currencies = ["$", "€", "£", "¥", "A$", "S$", "C$", "AED"];
  const centre = 240;
  const radius = 180;
  const chips = currencies
    .map((symbol, i) => {
      const angle = (TAU * i) / currencies.length - Math.PI / 2;
      const x = centre + radius * Math.cos(angle);
      const y = centre + radius * Math.sin(angle);
      // Each coin travels from its currency to the centre once per loop, staggered.
      const p = (t + i / currencies.length) % 1;
      const cx = x + (centre - x) * p;
      const cy = y + (centre - y) * p;
      const size = symbol.length > 2 ? 14 : symbol.length > 1 ? 17 : 22;
      return (
        `<line x1="${f(x)}" y1="${f(y)}" x2="${centre}" y2="${centre}" stroke="${c.brand}" stroke-opacity=".18" stroke-width="3" stroke-dasharray="6 8"/>` +
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="7" fill="${c.saffron}" opacity="${f(Math.min(1, (1 - p) * 3))}"/>` +
        `<circle cx="${f(x)}" cy="${f(y)}" r="30" fill="${c.white}"/>` +
        `<text x="${f(x)}" y="${f(y + size / 2.8)}" text-anchor="middle" ${font} font-size="${size}" font-weight="700" fill="${c.brandDark}">${symbol}</text>`
      );
    })
    .join("");
  const pulse = 1 + 0.05 * Math.sin(TAU * t * 2);
  return svg(
    480,
    480,
    `<defs>${gradient("bg", c.saffronLight, "#ffd9a8")}</defs>` +
      `<rect width="480" height="480" fill="url(#bg)"/>` +
      `<circle cx="${centre}" cy="${centre}" r="${radius}" fill="none" stroke="${c.white}" stroke-width="2" opacity=".7"/>` +
      chips +
      `<g transform="translate(${centre} ${centre}) scale(${f(pulse)})">` +
      `<circle r="78" fill="${c.brand}"/>` +
      `<ellipse rx="34" ry="78" fill="none" stroke="${c.white}" stroke-opacity=".3" stroke-width="3"/>` +
      `<line x1="-78" x2="78" stroke="${c.white}" stroke-opacity=".3" stroke-width="3"/>` +
      `<text y="30" text-anchor="middle" ${font} font-size="84" font-weight="700" fill="${c.white}">₹</text>` +
      `</g>`,
  );
}

/** A tick in a circle: a payment gone through. */
const tick = (cx, cy, r, fill = c.leaf) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="${fill}"/>` +
  `<path d="M${f(cx - r * 0.45)} ${f(cy)}l${f(r * 0.3)} ${f(r * 0.3)} ${f(r * 0.6)}-${f(r * 0.6)}" stroke="${c.white}" stroke-width="${f(r * 0.28)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

/** 1 when `phase` is at `slot` of `count` slots, fading to 0 a slot away, wrapping: a travelling glow. */
const glow = (phase, slot, count) => {
  const distance = Math.abs(((((phase - slot + count / 2) % count) + count) % count) - count / 2);
  return Math.max(0, 1 - distance);
};

/** A UPI Autopay mandate beside a year of months, each month's debit lighting up in turn. 640x400. */
function recurringSubscriptions(t) {
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const cells = months
    .map((month, i) => {
      const x = 318 + (i % 4) * 72;
      const y = 112 + Math.floor(i / 4) * 84;
      const lit = glow(t * months.length, i, months.length);
      return (
        `<rect x="${x}" y="${y}" width="60" height="70" rx="12" fill="${c.sky}"/>` +
        `<rect x="${x}" y="${y}" width="60" height="70" rx="12" fill="${c.brand}" opacity="${f(lit)}"/>` +
        `<text x="${x + 30}" y="${y + 26}" text-anchor="middle" ${font} font-size="14" font-weight="700" fill="${lit > 0.5 ? c.white : c.ink}">${month}</text>` +
        tick(x + 30, y + 48, 11)
      );
    })
    .join("");
  return svg(
    640,
    400,
    `<defs>${gradient("bg", c.sky, c.brandLight)}</defs>` +
      `<rect width="640" height="400" fill="url(#bg)"/>` +
      `<rect x="40" y="40" width="220" height="320" rx="28" fill="${c.brandDark}"/>` +
      `<rect x="54" y="56" width="192" height="288" rx="18" fill="${c.white}"/>` +
      `<text x="150" y="98" text-anchor="middle" ${font} font-size="16" font-weight="700" fill="${c.ink}">UPI Autopay</text>` +
      `<text x="150" y="146" text-anchor="middle" ${font} font-size="34" font-weight="700" fill="${c.ink}">₹999</text>` +
      `<text x="150" y="172" text-anchor="middle" ${font} font-size="14" fill="${c.muted}">every month</text>` +
      `<rect x="92" y="204" width="116" height="34" rx="17" fill="#dcfce7"/>` +
      `<circle cx="114" cy="221" r="6" fill="${c.leaf}" opacity="${f(0.35 + 0.65 * wave(t * 2))}"/>` +
      `<text x="128" y="226" ${font} font-size="14" font-weight="700" fill="#166534">Active</text>` +
      `<rect x="78" y="270" width="144" height="46" rx="23" fill="${c.brand}"/>` +
      `<text x="150" y="299" text-anchor="middle" ${font} font-size="15" font-weight="700" fill="${c.white}">Manage</text>` +
      `<rect x="298" y="40" width="316" height="320" rx="20" fill="${c.white}"/>` +
      `<text x="318" y="82" ${font} font-size="18" font-weight="700" fill="${c.ink}">Debited on the 5th</text>` +
      cells,
  );
}

/** A clock whose hand sweeps past the first fifteen minutes while rupees travel to a bank. 640x400. */
function instantSettlement(t) {
  const angle = TAU * t - Math.PI / 2;
  const coins = [0, 1, 2]
    .map((i) => {
      const p = (t + i / 3) % 1;
      const x = 318 + 130 * p;
      const fade = Math.min(1, p * 5, (1 - p) * 5);
      return (
        `<g transform="translate(${f(x)} 200)" opacity="${f(fade)}"><circle r="17" fill="${c.saffron}"/>` +
        `<text y="7" text-anchor="middle" ${font} font-size="19" font-weight="700" fill="${c.brandDark}">₹</text></g>`
      );
    })
    .join("");
  const columns = [476, 512, 548, 584]
    .map((x) => `<rect x="${x - 7}" y="160" width="14" height="90" fill="${c.white}"/>`)
    .join("");
  return svg(
    640,
    400,
    `<defs>${gradient("bg", c.brandDark, "#1c3192")}</defs>` +
      `<rect width="640" height="400" fill="url(#bg)"/>` +
      `<circle cx="180" cy="190" r="110" fill="${c.white}"/>` +
      `<path d="M180 190V102A88 88 0 0 1 268 190Z" fill="${c.saffron}"/>` +
      `<line x1="180" y1="190" x2="${f(180 + 84 * Math.cos(angle))}" y2="${f(190 + 84 * Math.sin(angle))}" stroke="${c.ink}" stroke-width="7" stroke-linecap="round"/>` +
      `<circle cx="180" cy="190" r="10" fill="${c.ink}"/>` +
      `<text x="180" y="350" text-anchor="middle" ${font} font-size="28" font-weight="700" fill="${c.white}">T+15 min</text>` +
      `<path d="M318 200h130" stroke="${c.white}" stroke-opacity=".25" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 14"/>` +
      coins +
      `<path d="M460 150l70-40 70 40z" fill="${c.white}"/>` +
      columns +
      `<rect x="456" y="254" width="148" height="18" rx="4" fill="${c.white}"/>` +
      `<text x="530" y="320" text-anchor="middle" ${font} font-size="20" font-weight="700" fill="${c.brandLight}">Your bank</text>`,
  );
}

/** A checkout whose payment options light up in turn beside a pulsing 3DS shield. 640x400. */
function secureCheckout(t) {
  const options = ["UPI", "Cards", "Net banking", "EMI / Pay later"];
  const rows = options
    .map((label, i) => {
      const lit = glow(t * options.length, i, options.length);
      const y = 124 + i * 52;
      return (
        `<rect x="96" y="${y}" width="248" height="42" rx="10" fill="${c.sky}"/>` +
        `<rect x="96" y="${y}" width="248" height="42" rx="10" fill="${c.brandLight}" stroke="${c.brand}" stroke-width="2" opacity="${f(lit)}"/>` +
        `<circle cx="118" cy="${y + 21}" r="7" fill="none" stroke="${c.brand}" stroke-width="2"/>` +
        `<circle cx="118" cy="${y + 21}" r="4" fill="${c.brand}" opacity="${f(lit)}"/>` +
        `<text x="136" y="${y + 27}" ${font} font-size="15" font-weight="700" fill="${c.ink}">${label}</text>`
      );
    })
    .join("");
  const pulse = 1 + 0.04 * Math.sin(TAU * t * 2);
  return svg(
    640,
    400,
    `<defs>${gradient("bg", c.sky, "#c7d2fe")}</defs>` +
      `<rect width="640" height="400" fill="url(#bg)"/>` +
      `<rect x="70" y="44" width="300" height="320" rx="22" fill="${c.white}"/>` +
      `<text x="96" y="96" ${font} font-size="20" font-weight="700" fill="${c.ink}">Checkout</text>` +
      `<text x="344" y="96" text-anchor="end" ${font} font-size="18" font-weight="700" fill="${c.ink}">₹1,299</text>` +
      rows +
      `<g transform="translate(480 190) scale(${f(pulse)})">` +
      `<path d="M0 -120l90 34v70c0 66-40 110-90 130-50-20-90-64-90-130v-70z" fill="${c.brand}"/>` +
      tick(0, -10, 34) +
      `</g>` +
      `<text x="480" y="356" text-anchor="middle" ${font} font-size="22" font-weight="700" fill="${c.brandDark}">3DS 2.0</text>`,
  );
}

const clips = {
  "payments-dashboard": paymentsDashboard,
  "recurring-subscriptions": recurringSubscriptions,
  "instant-settlement": instantSettlement,
  "global-currencies": globalCurrencies,
  "secure-checkout": secureCheckout,
};
const chosen = process.argv.slice(2);

const ffmpeg = (args) => execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

try {
  execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
} catch {
  console.error("ffmpeg is not installed. On Debian: apt-get install ffmpeg");
  process.exit(1);
}

await mkdir(videoDir, { recursive: true });
const frames = FPS * SECONDS;
for (const [name, draw] of Object.entries(clips).filter(([name]) => !chosen.length || chosen.includes(name))) {
  const work = await mkdtemp(join(tmpdir(), `clip-${name}-`));
  try {
    for (let i = 0; i < frames; i++) {
      await writeFile(join(work, `f${String(i).padStart(3, "0")}.svg`), draw(i / frames));
    }
    const input = ["-framerate", String(FPS), "-i", join(work, "f%03d.svg")];
    const out = (ext) => join(videoDir, `${name}${ext}`);
    ffmpeg([...input, "-frames:v", "1", "-c:v", "libwebp", "-quality", "82", out("-poster.webp")]);
    ffmpeg([
      ...input,
      ...["-an", "-map_metadata", "-1", "-pix_fmt", "yuv420p"],
      ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "34", "-row-mt", "1", "-deadline", "good", "-cpu-used", "2"],
      out(".webm"),
    ]);
    ffmpeg([
      ...input,
      ...["-an", "-map_metadata", "-1", "-pix_fmt", "yuv420p"],
      ...["-c:v", "libx264", "-profile:v", "main", "-crf", "24", "-preset", "slow", "-movflags", "+faststart"],
      out(".mp4"),
    ]);
    for (const ext of [".webm", ".mp4", "-poster.webp"]) {
      const { size } = await stat(out(ext));
      console.log(`public/video/${name}${ext}: ${(size / 1024).toFixed(1)} KB`);
      if (size > MAX_BYTES) throw new Error(`${name}${ext} is over ${MAX_BYTES / 1024} KB; simplify the scene`);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
