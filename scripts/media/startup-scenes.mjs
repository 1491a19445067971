// Scenes for the Bootstrapped, VC-funded and Infinity Program pages, drawn with the shared helpers
// of generate-media.mjs (passed in, so the two files share one look).

/**
 * @param {{ svg: Function, backdrop: Function, palette: Record<string, string> }} h
 * @returns {Record<string, () => string>}
 */
export function startupScenes({ svg, backdrop, palette: p }) {
  const skins = ["#8d5524", "#c68642", "#e0ac69", "#a0522d"];
  const text = (x, y, size, fill, content, weight = 700, anchor = "start") =>
    `<text x="${x}" y="${y}" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${content}</text>`;
  const tick = (cx, cy, r, fill = p.leaf) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.3} ${r * 0.6}-${r * 0.6}" stroke="#fff" stroke-width="${r * 0.28}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

  const calendar = (x, y) =>
    `<rect x="${x}" y="${y}" width="220" height="200" rx="16" fill="${p.white}"/>` +
    `<rect x="${x}" y="${y}" width="220" height="46" rx="16" fill="${p.brand}"/><rect x="${x}" y="${y + 30}" width="220" height="16" fill="${p.brand}"/>` +
    text(x + 110, y + 31, 18, p.white, "Every month", 700, "middle") +
    Array.from({ length: 15 }, (_, i) => {
      const cx = x + 30 + (i % 5) * 40;
      const cy = y + 80 + Math.floor(i / 5) * 46;
      return i === 4 || i === 9 || i === 14
        ? tick(cx, cy, 14)
        : `<rect x="${cx - 12}" y="${cy - 12}" width="24" height="24" rx="6" fill="${p.sky}"/>`;
    }).join("");

  const bubble = (x, y, w, fill, label, labelFill, line) =>
    `<rect x="${x}" y="${y}" width="${w}" height="74" rx="18" fill="${fill}"/>` +
    text(x + 20, y + 30, 15, labelFill, label) +
    text(x + 20, y + 56, 15, p.ink, line, 500);

  return {
    "img/startups/autopay-mandate.svg": () =>
      svg(
        640,
        400,
        backdrop(640, 400, p.sky, p.brandLight, "s1") +
          `<rect x="200" y="30" width="240" height="340" rx="30" fill="${p.brandDark}"/>` +
          `<rect x="214" y="48" width="212" height="304" rx="20" fill="${p.white}"/>` +
          text(320, 92, 16, p.ink, "UPI Autopay", 700, "middle") +
          text(320, 132, 30, p.ink, "₹999", 800, "middle") +
          text(320, 158, 14, "#475569", "every month", 500, "middle") +
          `<rect x="236" y="184" width="168" height="56" rx="12" fill="${p.sky}"/>` +
          text(252, 208, 13, "#475569", "Next debit", 500) +
          text(252, 228, 15, p.ink, "5 of every month") +
          `<rect x="236" y="280" width="168" height="46" rx="23" fill="${p.brand}"/>` +
          text(320, 309, 16, p.white, "Approve", 700, "middle") +
          tick(470, 110, 26),
      ),
    "img/startups/recurring-card.svg": () =>
      svg(
        640,
        400,
        backdrop(640, 400, "#ede9fe", "#ddd6fe", "s2") +
          `<rect x="50" y="120" width="280" height="176" rx="18" fill="#4c1d95" transform="rotate(-8 190 208)"/>` +
          `<rect x="80" y="150" width="46" height="34" rx="6" fill="${p.saffron}" transform="rotate(-8 190 208)"/>` +
          `<rect x="80" y="230" width="200" height="14" rx="7" fill="#c4b5fd" transform="rotate(-8 190 208)"/>` +
          calendar(370, 100),
      ),
    "img/startups/payment-reminders.svg": () =>
      svg(
        640,
        400,
        backdrop(640, 400, "#ecfdf5", "#d1fae5", "s3") +
          bubble(60, 50, 420, p.white, "WhatsApp", "#15803d", "Your ₹999 plan renews on 5 June.") +
          bubble(160, 160, 420, p.white, "SMS", p.brand, "Reminder: ₹999 due on 5 June.") +
          bubble(60, 270, 420, p.white, "E-mail", "#b45309", "Invoice #2041: ₹999, pay in one tap."),
      ),
    "img/startups/instant-settlement.svg": () =>
      svg(
        640,
        400,
        backdrop(640, 400, p.brandDark, "#1c3192", "s4") +
          `<circle cx="180" cy="200" r="110" fill="${p.white}"/>` +
          `<path d="M180 200V112A88 88 0 0 1 268 200Z" fill="${p.saffron}"/>` +
          `<circle cx="180" cy="200" r="10" fill="${p.ink}"/>` +
          `<path d="M180 200V120M180 200h62" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>` +
          text(180, 360, 28, p.white, "T+15 min", 800, "middle") +
          `<path d="M320 200h90" stroke="${p.saffron}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/>` +
          `<path d="M404 182l24 18-24 18z" fill="${p.saffron}"/>` +
          `<path d="M460 150l70-40 70 40z" fill="${p.white}"/>` +
          [476, 512, 548, 584]
            .map((x) => `<rect x="${x - 6}" y="160" width="14" height="90" fill="${p.white}"/>`)
            .join("") +
          `<rect x="456" y="254" width="148" height="18" rx="4" fill="${p.white}"/>` +
          text(530, 320, 20, p.brandLight, "Your bank", 600, "middle"),
      ),
    "img/startups/secure-checkout.svg": () =>
      svg(
        640,
        400,
        backdrop(640, 400, p.sky, "#c7d2fe", "s5") +
          `<rect x="70" y="50" width="300" height="300" rx="22" fill="${p.white}"/>` +
          text(100, 100, 20, p.ink, "Checkout") +
          ["UPI", "Cards", "Net banking", "EMI / Pay later"]
            .map(
              (label, i) =>
                `<rect x="100" y="${124 + i * 50}" width="240" height="40" rx="10" fill="${i === 0 ? p.brandLight : p.sky}"/>` +
                text(118, 150 + i * 50, 15, p.ink, label, 600),
            )
            .join("") +
          `<path d="M480 70l90 34v70c0 66-40 110-90 130-50-20-90-64-90-130v-70z" fill="${p.brand}"/>` +
          tick(480, 180, 34, p.leaf) +
          text(480, 350, 22, p.brandDark, "3DS 2.0", 800, "middle"),
      ),
    "img/infinity/hero-poster.svg": () =>
      svg(
        1280,
        720,
        backdrop(1280, 720, p.brandDark, "#312e81", "s6") +
          `<circle cx="1120" cy="140" r="60" fill="${p.brand}" opacity=".5"/><circle cx="150" cy="600" r="90" fill="${p.brand}" opacity=".35"/>` +
          `<path d="M640 330c-90-120-260-120-260 0s170 120 260 0 260-120 260 0-170 120-260 0z" fill="none" stroke="${p.saffron}" stroke-width="34" stroke-linecap="round"/>` +
          [
            [300, 110, "12 weeks"],
            [980, 110, "Mentors"],
            [640, 560, "Demo day"],
          ]
            .map(
              ([x, y, label]) =>
                `<rect x="${x - 110}" y="${y - 36}" width="220" height="72" rx="36" fill="${p.white}" opacity=".12"/>` +
                text(x, y + 12, 34, p.white, label, 700, "middle"),
            )
            .join(""),
      ),
    ...Object.fromEntries(
      [
        ["meera-krishnan", p.brandLight, skins[0], p.ink, "#0f766e", true],
        ["arjun-malhotra", "#fde68a", skins[2], "#3b2416", p.brand, false],
        ["kavya-reddy", "#ccfbf1", skins[1], p.ink, "#be185d", true],
        ["rohan-desai", "#fbcfe8", skins[3], p.ink, "#7c3aed", false],
      ].map(([slug, ground, skin, hair, shirt, longHair]) => [
        `img/infinity/mentors/${slug}.svg`,
        () =>
          svg(
            96,
            96,
            `<rect width="96" height="96" fill="${ground}"/>` +
              (longHair ? `<path d="M26 40a22 22 0 0 1 44 0v30H26z" fill="${hair}"/>` : "") +
              `<path d="M10 96c0-24 17-36 38-36s38 12 38 36z" fill="${shirt}"/>` +
              `<rect x="41" y="48" width="14" height="16" rx="5" fill="${skin}"/>` +
              `<circle cx="48" cy="38" r="18" fill="${skin}"/>` +
              `<path d="M29 38a19 19 0 0 1 38 0c-9-9-29-9-38 0z" fill="${hair}"/>`,
          ),
      ]),
    ),
  };
}
