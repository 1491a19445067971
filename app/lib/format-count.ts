/** Whole or decimal numbers with a thousands separator every three digits ("500,000"). */
export function formatCount(value: number, { separator = ",", decimals = 0 } = {}): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

export interface FigureParts {
  prefix: string;
  value: number;
  suffix: string;
}

/**
 * A figure written as text, split around its one number: "$100M+" is "$", 100 and "M+". Null when
 * there is nothing to count (no number, several, zero) or when the number is not written the way
 * formatCount writes it, so that a count always ends on exactly the text it was given.
 */
export function parseFigure(figure: string): FigureParts | null {
  const match = /^(\D*)(\d[\d,]*)(\D*)$/.exec(figure);
  if (!match) return null;
  const [, prefix, digits, suffix] = match;
  const value = Number(digits.replaceAll(",", ""));
  if (value === 0 || `${prefix}${formatCount(value)}${suffix}` !== figure) return null;
  return { prefix, value, suffix };
}
