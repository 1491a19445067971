/**
 * The search parameter the hub's reader adds when it fetches an article page's data, so that page
 * answers a failure with word of it rather than with an error page (routes/knowledge-hub-article.tsx).
 */
export const READER_REQUEST = "reader";

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
