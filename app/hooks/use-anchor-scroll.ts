import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { REDUCED_MOTION_QUERY } from "./use-media-query";

/** Spec section 9: after going home, wait 100 ms for the page to paint, then scroll. */
export const ANCHOR_SCROLL_DELAY_MS = 100;

interface AnchorState {
  anchor?: string;
}

function scrollToElement(id: string) {
  const reduced = window.matchMedia(REDUCED_MOTION_QUERY).matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
}

/**
 * Links of the form "/#id": on Home, scroll straight to the element; elsewhere, go home first and
 * scroll 100 ms later (smooth, or instant under reduced motion).
 */
export function useGoToHomeAnchor(): (id: string) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (pathname === "/") scrollToElement(id);
      else navigate("/", { state: { anchor: id } satisfies AnchorState });
    },
    [pathname, navigate],
  );
}

/** Mounted once in the layout: finishes the scroll that useGoToHomeAnchor asked for. */
export function useScrollToRequestedAnchor(): void {
  const location = useLocation();
  const anchor = (location.state as AnchorState | null)?.anchor;
  useEffect(() => {
    if (!anchor) return;
    const timer = setTimeout(() => scrollToElement(anchor), ANCHOR_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [anchor, location.key]);
}
