import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { fetchWebFontForNextPage, switchToWebFont } from "~/lib/web-font";
import { whenIdle } from "~/lib/when-idle";

/**
 * Inter after the first page (docs/decisions/705): once the app is idle, fetches Inter for later
 * if this page went without it; then the next page the app shows uses it, from its first frame
 * (a layout effect runs before the browser draws the new page). A full page load gets it from the
 * inline script in <head> (restoreWebFontScript).
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
