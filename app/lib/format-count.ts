import type { SiteLanguage } from "~/languages";

/** "500,000" as the English pages write it, or Indian "5,00,000" (lakhs, crores) as Hindi and `Intl.NumberFormat("en-IN")` do. */
export type DigitGrouping = "thousands" | "indian";

/** A language not named here groups by thousands. */
const GROUPING_BY_LANGUAGE: Readonly<Record<string, DigitGrouping>> = { hi: "indian" };

/** The Indian way on Hindi pages, by thousands on English ones. */
export const digitGroupingOf = (language: Pick<SiteLanguage, "code">): DigitGrouping =>
  GROUPING_BY_LANGUAGE[language.code] ?? "thousands";

/** Before every three digits, or before the last three and every two before them. */
const GROUP_BOUNDARY: Record<DigitGrouping, RegExp> = {
  thousands: /\B(?=(\d{3})+(?!\d))/g,
  indian: /\B(?=(?:\d{2})*\d{3}$)/g,
};

/**
 * Own grouping rather than Intl's, so the build's text and every browser's match whatever locale
 * data they carry.
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
 * Splits a figure around its one number: "$100M+" is "$", 100 and "M+". The number may be grouped by
 * thousands (the English copy, which translations copy: "500,000+"), in the page language's way
 * ("5,00,000+" on a Hindi page), or ungrouped at five digits or more ("500000+"); a count shows it
 * grouped the page's way. Null, so the figure shows exactly as written, when there is nothing to
 * count (no number, several, zero) or it is written otherwise ("1,86,000" on an English page, stray
 * commas, four digits without a comma, which may be a year: "2025").
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
