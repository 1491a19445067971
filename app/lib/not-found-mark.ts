/**
 * The attribute that marks the page saying there is no page here (components/layout/not-found-page.tsx),
 * for what reads the page: measurement reports such a page as /404, whatever its address.
 */
export const NOT_FOUND_MARK = "data-not-found";
