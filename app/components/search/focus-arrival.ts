import { idOfHash } from "~/lib/hash-id";

/**
 * Where focus goes when a search result's page is shown: into the section the result named (the
 * question of an FAQ answer, a card's heading), or to the main content for a page-level result, as a
 * skip link would; never left on a control of the dialog that has gone. The page has already
 * scrolled there (React Router's ScrollRestoration), so focusing does not scroll again. A place
 * that is still closed (an article's section, until its reader opens) is left to the page.
 * @param hash the address's "#id", or ""
 */
export function focusArrival(hash: string): void {
  // An address that names nothing (or is not valid encoding) lands on the main content.
  const id = idOfHash(hash);
  const place = id ? document.getElementById(id) : null;
  if (place?.closest("[hidden]")) return;
  const target =
    place?.closest("details")?.querySelector<HTMLElement>(":scope > summary") ??
    place?.querySelector<HTMLElement>("button, a[href]") ??
    place ??
    document.getElementById("main-content");
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
