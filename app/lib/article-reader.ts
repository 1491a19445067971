/** The article pages whose data the hub's reader has asked for and not yet been answered, by path. */
const readerLoads = new Map<string, number>();

/**
 * The hub's reader is about to fetch an article page's data, at the address a move to that page
 * asks for (so what the app fetched ahead answers it, docs/decisions/015): that page's loader then
 * answers a failure with word of it rather than with an error page (routes/knowledge-hub-article.tsx).
 */
export function readerLoadStarts(path: string): void {
  readerLoads.set(path, (readerLoads.get(path) ?? 0) + 1);
}

/** Whether this load of an article page's data is one the reader started (and it is now answered). */
export function isReaderLoad(path: string): boolean {
  const pending = readerLoads.get(path) ?? 0;
  if (pending === 0) return false;
  if (pending === 1) readerLoads.delete(path);
  else readerLoads.set(path, pending - 1);
  return true;
}

interface RevalidationArgs {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}

/**
 * A list of cards' `shouldRevalidate`: opening or closing the reader over it (its address's
 * ?article=) changes nothing the page loaded, so no loader runs again.
 */
export const unlessReaderOnly = ({ currentUrl, nextUrl, defaultShouldRevalidate }: RevalidationArgs): boolean =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
