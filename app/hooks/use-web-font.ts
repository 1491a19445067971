import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { fetchWebFontForNextPage, switchToWebFont } from "~/lib/web-font";
import { whenIdle } from "~/lib/when-idle";

/**
 * Inter on the pages the app draws (docs/decisions/709): once the app is idle, fetches Inter (from
 * the cache, when an earlier visit left it there); then each page the app shows next uses it, from
 * its first frame (a layout effect runs before the browser draws the new page). A page load, which
 * the browser draws before any of this, keeps the stand-in.
 */
export function useWebFontAfterFirstPage(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const fetched = useRef(false);
  useEffect(
    () =>
      whenIdle(() => {
        void fetchWebFontForNextPage().then((ready) => (fetched.current = ready));
      }),
    [],
  );
  useLayoutEffect(() => {
    if (fetched.current && pathname !== firstPath.current) switchToWebFont();
  }, [pathname]);
}
