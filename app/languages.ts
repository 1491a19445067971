/**
 * The languages the site is translated into, as data (docs/decisions/013): each a folder of copy in
 * app/content/ and an entry here. English, the site's own, is app/content/ itself and the Contentful
 * space's default locale.
 */
export interface TranslatedLanguage {
  /** The folder of its copy under app/content/. */
  code: string;
  /**
   * Its locale in Contentful, which `npm run cms:model` adds: optional (an entry is published
   * without it) and without a fallback, so that the Delivery API answers only what the team wrote
   * in it (docs/decisions/014).
   */
  contentfulLocale: { code: string; name: string };
}

export const translations: readonly TranslatedLanguage[] = [
  { code: "hi", contentfulLocale: { code: "hi-IN", name: "Hindi (India)" } },
];
