// Scenes for the Infinity Program page, drawn with the shared helpers
// of media.mjs (passed in, so the two files share one look).

/**
 * @param {{ svg: Function, backdrop: Function, palette: Record<string, string> }} h
 * @returns {Record<string, () => string>}
 */
export function infinityScenes({ svg, backdrop, palette: p }) {
  const skins = ["#8d5524", "#c68642", "#e0ac69", "#a0522d"];
  const text = (x, y, size, fill, content, weight = 700, anchor = "start") =>
    `<text x="${x}" y="${y}" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${content}</text>`;
  return {
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
