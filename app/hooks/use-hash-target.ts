import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { idOfHash } from "~/lib/hash-id";

const unchanging = () => () => {};

/**
 * The element id the address points at ("/#faqs-is-there-a-fee" -> "faqs-is-there-a-fee"), or "".
 * Parts of a page that are closed by default (an FAQ answer, an article) open when it names them,
 * on a page load and on a client-side navigation alike. While the prerendered page hydrates it is
 * "" (the page was rendered without one), and the address's id right after, so hydration matches.
 */
export function useHashTarget(): string {
  const { hash } = useLocation();
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  return hydrated ? idOfHash(hash) : "";
}
