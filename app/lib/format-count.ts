import type { SiteLanguage } from "~/languages";

/**
 * How a count's digits are grouped: by thousands ("500,000"), as the English pages write them, or
 * the Indian way ("5,00,000": thousands, then lakhs and crores, every two digits), as India writes
 * numbers in Hindi and as `Intl.NumberFormat("en-IN")` does.
 */
export type DigitGrouping = "thousands" | "indian";

/** The grouping of each language's pages, by its code; a language not named here groups by thousands. */
const GROUPING_BY_LANGUAGE: Readonly<Record<string, DigitGrouping>> = { hi: "indian" };

/** How the pages of a language group a count: the Indian way on Hindi pages, by thousands on English ones. */
export const digitGroupingOf = (language: Pick<SiteLanguage, "code">): DigitGrouping =>
  GROUPING_BY_LANGUAGE[language.code] ?? "thousands";

/** Where a separator goes in a whole number's digits: before every three, or before the last three and every two before them. */
const GROUP_BOUNDARY: Record<DigitGrouping, RegExp> = {
  thousands: /\B(?=(\d{3})+(?!\d))/g,
  indian: /\B(?=(?:\d{2})*\d{3}$)/g,
};

/**
 * Whole or decimal numbers with their digits grouped, by thousands unless told otherwise
 * ("500,000"; the Indian way, "5,00,000"). Our own grouping rather than Intl's, so that the build's
 * text and every browser's are the same whatever locale data they carry.
 */
export function formatCount(
  value: number,
  {
    separator = ",",
    decimals = 0,
    grouping = "thousands",
  }: { separator?: string; decimals?: number; grouping?: DigitGrouping } = {},
): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(GROUP_BOUNDARY[grouping], separator);
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

export interface FigureParts {
  prefix: string;
  value: number;
  suffix: string;
}

/**
 * A figure written as text, split around its one number: "$100M+" is "$", 100 and "M+". The
 * number may be written grouped by thousands (as the English copy, which a translation copies,
 * writes it: "500,000+"), grouped the way of the page's language ("5,00,000+" on a Hindi page), or
 * not grouped at all once it has five digits or more ("500000+"); a count then shows it grouped as
 * the page's language groups it (formatCount with the same grouping), in the page and at the end
 * of the count alike. Null when there is nothing to count (no number, several, zero) or when the
 * number is written in another way (a grouping the page does not use, "1,86,000" on an English
 * page; stray commas; four digits without a comma, which may well be a year, "2025"), so that such a
 * figure shows exactly as written.
 */
export function parseFigure(figure: string, grouping: DigitGrouping = "thousands"): FigureParts | null {
  const match = /^(\D*)(\d[\d,]*)(\D*)$/.exec(figure);
  if (!match) return null;
  const [, prefix, digits, suffix] = match;
  const value = Number(digits.replaceAll(",", ""));
  if (value === 0) return null;
  const ways = [formatCount(value), formatCount(value, { grouping })];
  const ungrouped = digits === String(value) && digits.length >= 5;
  if (!ungrouped && !ways.includes(digits)) return null;
  return { prefix, value, suffix };
}
