import { Suspense, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { navigation } from "~/content/shared";
import { lazyFromTheStart } from "~/lib/lazy-with-preload";

/** The drawer's id: the hamburger's command names it. */
const DRAWER_ID = "site-drawer";

// The drawer's markup is in every page's HTML, and the browser opens and closes it by itself; its
// code (what the app adds) is not in the first load but comes as the app starts (docs/decisions/012).
const MobileDrawer = lazyFromTheStart(() => import("./mobile-drawer"));

/**
 * Below the large breakpoint: the hamburger, which opens the drawer by the browser's own command,
 * at the first tap, whether the app has started or not (docs/decisions/012).
 */
export function MobileNav() {
  const drawer = useRef<HTMLDialogElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={hamburger}
        type="button"
        command="show-modal"
        commandfor={DRAWER_ID}
        className="relative grid size-11 place-items-center rounded-full text-ink-800 hover:bg-ink-100 lg:hidden"
        aria-label={navigation.openMenu}
        aria-haspopup="dialog"
        aria-controls={DRAWER_ID}
      >
        <Icon name="menu" className="size-6" tooltip={navigation.openMenu} />
      </button>
      <Suspense>
        <MobileDrawer id={DRAWER_ID} dialog={drawer} hamburger={hamburger} />
      </Suspense>
    </>
  );
}
