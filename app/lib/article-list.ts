/**
 * The Knowledge Hub's pages of cards (docs/decisions/009): twelve a page, so no page's first
 * response grows with the number of articles.
 */
export const CARDS_PER_PAGE = 12;

/** At least one: the hub. */
export const cardPageCount = (total: number): number => Math.max(1, Math.ceil(total / CARDS_PER_PAGE));

/** Page 1 is the hub. */
export const cardsOnPage = <T>(articles: T[], page: number): T[] =>
  articles.slice((page - 1) * CARDS_PER_PAGE, page * CARDS_PER_PAGE);

export function neighbours<T extends { slug: string }>(articles: T[], slug: string): { previous?: T; next?: T } {
  const index = articles.findIndex((article) => article.slug === slug);
  if (index < 0) return {};
  return { previous: articles[index - 1], next: articles[index + 1] };
}

/** The usual pace of reading-time estimates. */
const WORDS_PER_MINUTE = 200;

export function readingMinutes(texts: string[]): number {
  const words = texts.reduce((count, text) => count + (text.match(/\S+/g)?.length ?? 0), 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The site's dates are India's. */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The calendar day in India of an RFC 3339 date-time ("2026-01-01T20:00:00Z" -> "2026-01-02"). */
export const indianCalendarDate = (dateTime: string): string =>
  new Date(Date.parse(dateTime) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
