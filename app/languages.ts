/**
 * The languages the site speaks, as data (docs/decisions/013): English, the site's own, whose copy
 * is app/content/ itself and whose Contentful locale is the space's default; and each translation,
 * a folder of copy under app/content/ and an entry here. The site is built once per language
 * (SITE_LANGUAGE, read by vite.config.ts and react-router.config.ts), each build under its prefix.
 */
export interface SiteLanguage {
  /** The build's name for it, and the folder of its copy under app/content/ (none for English). */
  code: string;
  /** Its pages' `<html lang>`, and `hreflang` of the links to them. */
  tag: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** Where its pages live: "" for English, "/hi" for Hindi (React Router's basename). */
  pathPrefix: string;
  /** Its own name, in itself: what the language switch says. */
  name: string;
  /** The home page's name in it, first in every page's breadcrumbs (its structured data, search's names). */
  homeName: string;
}

export interface TranslatedLanguage extends SiteLanguage {
  /**
   * Its locale in Contentful, which `npm run cms:model` adds: optional (an entry is published
   * without it) and without a fallback, so that the Delivery API answers only what the team wrote
   * in it (docs/decisions/014).
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

/** The language a build is for, by its code (SITE_LANGUAGE); English when none is given. */
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
 * The translations a build makes: every one, unless SITE_TRANSLATIONS names fewer (their codes,
 * comma-separated; empty for none). Only a test copy does, building the languages its tests read
 * (tests/README.md); a build that may be published makes every one, and is refused otherwise.
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

/** A language's locale in Contentful; null for English, which is the space's default locale. */
export const contentfulLocaleOf = (language: SiteLanguage): string | null =>
  "contentfulLocale" in language ? (language as TranslatedLanguage).contentfulLocale.code : null;

declare const __SITE_LANGUAGE__: SiteLanguage | undefined;

/** The language of the pages this build makes, baked in by vite.config.ts; English outside a build. */
export const pageLanguage: SiteLanguage = typeof __SITE_LANGUAGE__ === "undefined" ? english : __SITE_LANGUAGE__;

/** A page's address in a language: its English path under the language's prefix ("/perks" → "/hi/perks", "/" → "/hi"). */
export const pathIn = (language: Pick<SiteLanguage, "pathPrefix">, path: string): string =>
  language.pathPrefix ? (path === "/" ? language.pathPrefix : `${language.pathPrefix}${path}`) : path;

/**
 * An address of a language's page as the app's routes know it, without the prefix ("/hi/perks#faqs"
 * → "/perks#faqs", "/hi" → "/"): what React Router's links and the route paths take. An address not
 * under the prefix is returned as it is.
 */
export function routePathOf(language: Pick<SiteLanguage, "pathPrefix">, address: string): string {
  const { pathPrefix } = language;
  if (!pathPrefix || !address.startsWith(pathPrefix)) return address;
  const rest = address.slice(pathPrefix.length);
  if (rest === "" || rest.startsWith("#") || rest.startsWith("?")) return `/${rest}`;
  return rest.startsWith("/") ? rest : address;
}
