import { Icon } from "~/components/ui/icon";
import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/router-link";
import { navigation } from "~/content/shared";

/** Spec section 9: the menu opens 200 ms after the pointer arrives and closes 150 ms after it leaves. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_CLOSE_DELAY_MS = 150;
/** Spec section 9: back within 300 ms of leaving, it opens again without the delay. */
export const MENU_SKIP_DELAY_MS = 300;

type OpenedBy = "hover" | "press" | null;

/**
 * "Products" on large screens: a native <details>, so a press opens it at the first tap, before or
 * without the app (docs/decisions/012). The app adds the spec's hover delays, and closes it on
 * Escape (focus back to the summary), a press outside, focus leaving, a link chosen or a new page.
 */
export function ProductsMenu({ linkClass }: { linkClass: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const openedBy = useRef<OpenedBy>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const { pathname } = useLocation();

  /** The browser's own state, which a press changes before any script runs. */
  const isOpen = () => menu.current?.open ?? false;
  /** The toggle event brings React's state along. */
  const show = useCallback((by: OpenedBy) => {
    clearTimeout(timer.current);
    if (by === null && menu.current?.open) closedAt.current = performance.now();
    openedBy.current = by;
    if (menu.current) menu.current.open = by !== null;
  }, []);
  const later = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };

  // Opened by a press before the app started: adopt it.
  useEffect(() => {
    if (!menu.current?.open) return;
    openedBy.current = "press";
    setOpen(true);
  }, []);

  // Back, Forward or a link elsewhere closes the menu.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    show(null);
  }, [pathname, show]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const pressOutside = (event: globalThis.PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) show(null);
    };
    document.addEventListener("pointerdown", pressOutside);
    return () => document.removeEventListener("pointerdown", pressOutside);
  }, [open, show]);

  const isMouse = (event: PointerEvent) => event.pointerType === "mouse";
  return (
    // Hover, Escape and focus leaving only add to the summary, which works on its own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={menu}
      className="group relative"
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        // Closed by the browser (a press): note when. The app's own closes (show) note it already.
        if (!nowOpen && openedBy.current !== null) {
          openedBy.current = null;
          closedAt.current = performance.now();
        }
        setOpen(nowOpen);
      }}
      onPointerEnter={(event) => {
        if (!isMouse(event) || isOpen()) return clearTimeout(timer.current);
        const justLeft = performance.now() - closedAt.current < MENU_SKIP_DELAY_MS;
        later(() => show("hover"), justLeft ? 0 : MENU_OPEN_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (isMouse(event)) later(() => show(null), isOpen() ? MENU_CLOSE_DELAY_MS : 0);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !isOpen()) return;
        show(null);
        summary.current?.focus();
      }}
      onBlur={(event) => {
        if (isOpen() && !menu.current?.contains(event.relatedTarget)) show(null);
      }}
    >
      <summary
        ref={summary}
        className={`${linkClass} cursor-pointer list-none gap-1`}
        onClick={(event) => {
          // A press on a menu the pointer just opened keeps it open; otherwise the browser toggles it.
          clearTimeout(timer.current);
          if (openedBy.current === "hover") {
            event.preventDefault();
            openedBy.current = "press";
          } else if (!isOpen()) {
            openedBy.current = "press";
          }
        }}
      >
        {navigation.productsLabel}
        <Icon
          name="chevron-down"
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="absolute left-0 top-full z-10 mt-2 w-96 rounded-2xl border border-ink-200 bg-white p-2 shadow-lg">
        <ul>
          {navigation.products.map((product) => (
            <li key={product.href}>
              <Link to={product.href} onClick={() => show(null)} className="block rounded-xl p-3 hover:bg-brand-50">
                <span className="block font-semibold text-ink-900">{product.label}</span>
                <span className="block text-sm text-ink-600">{product.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
