import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import { Link, useLocation } from "react-router";
import { navigation } from "~/content/shared";

/** Spec section 9: the menu opens 200 ms after the pointer arrives and closes 150 ms after it leaves. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_CLOSE_DELAY_MS = 150;
/** Spec section 9: back within 300 ms of leaving, it opens again without the delay. */
export const MENU_SKIP_DELAY_MS = 300;

type OpenedBy = "hover" | "press" | null;

/**
 * "Products" on large screens: a disclosure (a button and the list it shows, the W3C pattern for
 * site navigation) that also opens on hover with the spec's delays. Escape closes it and returns
 * focus to the button; so do a press outside, focus leaving it, and choosing a link.
 */
export function ProductsMenu({ linkClass }: { linkClass: string }) {
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const open = openedBy !== null;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const panelId = useId();
  const { pathname } = useLocation();

  const later = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };
  const close = () => {
    clearTimeout(timer.current);
    closedAt.current = performance.now();
    setOpenedBy(null);
  };

  // A new page (Back, Forward, a link elsewhere) closes the menu.
  const [openOn, setOpenOn] = useState(pathname);
  if (openOn !== pathname) {
    setOpenOn(pathname);
    setOpenedBy(null);
  }

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const pressOutside = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", pressOutside);
    return () => document.removeEventListener("pointerdown", pressOutside);
  }, [open]);

  // A press on a menu the pointer just opened keeps it open; otherwise a press toggles it.
  const press = () => {
    if (openedBy === "press") return close();
    clearTimeout(timer.current);
    setOpenedBy("press");
  };
  const isMouse = (event: PointerEvent) => event.pointerType === "mouse";
  return (
    // Hover and Escape only add to the button, which works on its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className="relative"
      onPointerEnter={(event) => {
        if (!isMouse(event) || open) return clearTimeout(timer.current);
        const justLeft = performance.now() - closedAt.current < MENU_SKIP_DELAY_MS;
        later(() => setOpenedBy("hover"), justLeft ? 0 : MENU_OPEN_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (isMouse(event)) later(close, open ? MENU_CLOSE_DELAY_MS : 0);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        close();
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${linkClass} group gap-1`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={press}
      >
        {navigation.productsLabel}
        <Icon
          name="chevron-down"
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-10 mt-2 w-96 rounded-2xl border border-ink-200 bg-white p-2 shadow-lg"
      >
        <ul>
          {navigation.products.map((product) => (
            <li key={product.href}>
              <Link to={product.href} onClick={close} className="block rounded-xl p-3 hover:bg-brand-50">
                <span className="block font-semibold text-ink-900">{product.label}</span>
                <span className="block text-sm text-ink-600">{product.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
