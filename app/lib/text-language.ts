import { english, pageLanguage } from "~/languages";

/** Every letter of the text is a Latin letter (or it has none): figures, names, English. */
const LATIN_ONLY = /^[\P{L}\p{Script=Latin}]*$/u;

/**
 * The `lang` a text needs where it is not in its page's language: on a Hindi page, a text in Latin
 * letters only is English (a press headline kept as it was published, an entry the team has not
 * translated), so that a screen reader reads it with English rules. Nothing on an English page, or
 * for a text in the page's own script.
 */
export function langOfText(text: string): string | undefined {
  return pageLanguage.code !== english.code && LATIN_ONLY.test(text) ? english.tag : undefined;
}
