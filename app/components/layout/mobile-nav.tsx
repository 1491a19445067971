import { Icon } from "~/components/ui/icon";
import { Suspense, useId, useRef, useState } from "react";
import { navigation } from "~/content/shared";
import { lazyWithPreload } from "~/lib/lazy-with-preload";

const MobileDrawer = lazyWithPreload(() => import("./mobile-drawer"));

/**
 * Below the large breakpoint: the hamburger. The drawer's code (a dialog, focus trap, scroll lock)
 * is not in the page's first load: it is fetched when the pointer or focus reaches the hamburger,
 * and shown on the first press.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  return (
    <>
      <button
        ref={hamburger}
        type="button"
        className="relative grid size-11 place-items-center rounded-full text-ink-800 hover:bg-ink-100 lg:hidden"
        aria-label={navigation.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPointerEnter={MobileDrawer.preload}
        onFocus={MobileDrawer.preload}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" className="size-6" tooltip={navigation.openMenu} />
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileDrawer id={drawerId} open={open} onOpenChange={setOpen} trigger={hamburger} />
        </Suspense>
      )}
    </>
  );
}
