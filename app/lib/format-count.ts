/** Whole or decimal numbers with a thousands separator every three digits ("500,000"). */
export function formatCount(value: number, { separator = ",", decimals = 0 } = {}): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
