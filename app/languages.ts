/**
 * The site's languages (docs/decisions/013): English is app/content/ and the space's default locale;
 * each translation is a folder under app/content/ and an entry here. One build per language
 * (SITE_LANGUAGE, read by vite.config.ts and react-router.config.ts), under its prefix.
 */
export interface SiteLanguage {
  /** Also its folder under app/content/ (none for English). */
  code: string;
  /** Its pages' `<html lang>`, and `hreflang` of the links to them. */
  tag: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** "" for English, "/hi" for Hindi (React Router's basename). */
  pathPrefix: string;
  /** In itself: what the language switch says. */
  name: string;
  /** First in every page's breadcrumbs (structured data, search's names). */
  homeName: string;
}

export interface TranslatedLanguage extends SiteLanguage {
  /**
   * Added by `npm run cms:model`: optional, and without a fallback so the Delivery API answers only
   * what the team wrote in it (docs/decisions/014).
   */
  contentfulLocale: { code: string; name: string };
}

export const english: SiteLanguage = {
  code: "en",
  tag: "en-IN",
  ogLocale: "en_IN",
  pathPrefix: "",
  name: "English",
  homeName: "Home",
};

export const translations: readonly TranslatedLanguage[] = [
  {
    code: "hi",
    tag: "hi-IN",
    ogLocale: "hi_IN",
    pathPrefix: "/hi",
    name: "हिन्दी",
    homeName: "होम",
    contentfulLocale: { code: "hi-IN", name: "Hindi (India)" },
  },
];

export const siteLanguages: readonly SiteLanguage[] = [english, ...translations];

/** By SITE_LANGUAGE; English when none is given. */
export function siteLanguage(code: string | undefined): SiteLanguage {
  if (!code) return english;
  const language = siteLanguages.find((candidate) => candidate.code === code);
  if (!language) {
    throw new Error(
      `SITE_LANGUAGE=${code} is not one of the site's languages (${siteLanguages.map((l) => l.code).join(", ")}).`,
    );
  }
  return language;
}

/**
 * All, unless SITE_TRANSLATIONS (comma-separated codes; empty for none) names fewer: only test
 * copies do (tests/README.md); an indexable build must make every one.
 */
export function builtTranslations(setting: string | undefined, { indexable }: { indexable: boolean }) {
  if (setting === undefined) return translations;
  const codes = setting
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  const unknown = codes.filter((code) => !translations.some((translation) => translation.code === code));
  if (unknown.length > 0) {
    throw new Error(`SITE_TRANSLATIONS=${setting} names ${unknown.join(", ")}, not a translation of the site.`);
  }
  const built = translations.filter((translation) => codes.includes(translation.code));
  const left = translations.filter((translation) => !built.includes(translation)).map(({ code }) => code);
  if (indexable && left.length > 0) {
    throw new Error(`A production build makes every translation: SITE_TRANSLATIONS leaves out ${left.join(", ")}.`);
  }
  return built;
}

/** Null for English, the space's default locale. */
export const contentfulLocaleOf = (language: SiteLanguage): string | null =>
  "contentfulLocale" in language ? (language as TranslatedLanguage).contentfulLocale.code : null;

declare const __SITE_LANGUAGE__: SiteLanguage | undefined;

/** Baked in by vite.config.ts; English outside a build. */
export const pageLanguage: SiteLanguage = typeof __SITE_LANGUAGE__ === "undefined" ? english : __SITE_LANGUAGE__;

/** "/perks" → "/hi/perks", "/" → "/hi". */
export const pathIn = (language: Pick<SiteLanguage, "pathPrefix">, path: string): string =>
  language.pathPrefix ? (path === "/" ? language.pathPrefix : `${language.pathPrefix}${path}`) : path;

/**
 * Strips the prefix for React Router's links and route paths ("/hi/perks#faqs" → "/perks#faqs",
 * "/hi" → "/"); other addresses come back as they are.
 */
export function routePathOf(language: Pick<SiteLanguage, "pathPrefix">, address: string): string {
  const { pathPrefix } = language;
  if (!pathPrefix || !address.startsWith(pathPrefix)) return address;
  const rest = address.slice(pathPrefix.length);
  if (rest === "" || rest.startsWith("#") || rest.startsWith("?")) return `/${rest}`;
  return rest.startsWith("/") ? rest : address;
}
