/**
 * The icons copy names (cards, stats, articles, perks), by that name, with the Lucide icon each is:
 * the ones a card on a landing page may show (the content model's list).
 */
export const contentIcons = {
  award: "Award",
  banknote: "Banknote",
  "bar-chart": "ChartColumn",
  briefcase: "Briefcase",
  building: "Building2",
  calendar: "CalendarDays",
  check: "Check",
  clock: "Clock",
  code: "CodeXml",
  "credit-card": "CreditCard",
  database: "Database",
  "file-text": "FileText",
  gift: "Gift",
  globe: "Globe",
  "graduation-cap": "GraduationCap",
  handshake: "Handshake",
  "heart-pulse": "HeartPulse",
  landmark: "Landmark",
  layers: "Layers",
  lightbulb: "Lightbulb",
  "map-pin": "MapPin",
  megaphone: "Megaphone",
  messages: "MessagesSquare",
  mic: "Mic",
  newspaper: "Newspaper",
  percent: "Percent",
  repeat: "Repeat",
  rocket: "Rocket",
  scale: "Scale",
  search: "Search",
  shield: "ShieldCheck",
  smartphone: "Smartphone",
  sparkles: "Sparkles",
  star: "Star",
  store: "Store",
  target: "Target",
  "trending-up": "TrendingUp",
  users: "Users",
  video: "Video",
  wallet: "Wallet",
  zap: "Zap",
} as const;

/** The icons of controls and decoration. */
const controlIcons = {
  "arrow-left": "ArrowLeft",
  "arrow-right": "ArrowRight",
  "arrow-up-right": "ArrowUpRight",
  "chevron-down": "ChevronDown",
  "chevron-left": "ChevronLeft",
  "chevron-right": "ChevronRight",
  close: "X",
  menu: "Menu",
  pause: "Pause",
  play: "Play",
  quote: "Quote",
} as const;

/**
 * Every icon the site draws, by the name copy and components use, with the Lucide icon it is.
 * `npm run media:icons` (scripts/icon-sprite.mjs) draws exactly these, and the brand glyphs below,
 * into one SVG sprite, so no icon costs the browser any JavaScript.
 */
export const lucideIcons = { ...contentIcons, ...controlIcons } as const;

/**
 * The two social networks' marks, drawn here on the same 24-unit grid (Lucide no longer ships brand
 * marks). They are shapes to fill: a page draws them with fill="currentColor" and no stroke.
 */
export const brandGlyphs = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6V21h-4v-5c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4V9.75Z",
  instagram:
    "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.8a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM7.6 2h8.8A5.6 5.6 0 0 1 22 7.6v8.8a5.6 5.6 0 0 1-5.6 5.6H7.6A5.6 5.6 0 0 1 2 16.4V7.6A5.6 5.6 0 0 1 7.6 2Zm0 1.8A3.8 3.8 0 0 0 3.8 7.6v8.8a3.8 3.8 0 0 0 3.8 3.8h8.8a3.8 3.8 0 0 0 3.8-3.8V7.6a3.8 3.8 0 0 0-3.8-3.8H7.6Z",
} as const;

export type BrandGlyph = keyof typeof brandGlyphs;
export type IconName = keyof typeof lucideIcons | BrandGlyph;
