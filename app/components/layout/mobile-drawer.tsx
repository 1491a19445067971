import { useId, type RefObject } from "react";
import { NavLink } from "~/components/ui/router-link";
import { SearchButton } from "~/components/search/search-button";
import { Icon } from "~/components/ui/icon";
import { DialogTitleBar, NativeDialog } from "~/components/ui/native-dialog";
import { SignupLink } from "~/components/ui/signup-link";
import { navigation } from "~/content/shared";
import { LanguageSwitch } from "./language-switch";

const itemClass =
  "flex min-h-12 w-full items-center rounded-xl px-3 text-base font-medium text-ink-800 hover:bg-ink-100 aria-[current=page]:text-brand-700";

/**
 * The right-side drawer: a modal dialog in every page's HTML (focus inside, Escape or the backdrop
 * closes it, focus back on the hamburger), its Products section a disclosure of the browser's own.
 * Choosing anything closes it: a link without the app loads its page, with the app the drawer
 * closes as the app shows it (NativeDialog); the sign-up link, which opens a tab, closes it itself.
 */
export default function MobileDrawer({
  id,
  dialog,
  hamburger,
}: {
  /** What the hamburger's command names. */
  id: string;
  dialog: RefObject<HTMLDialogElement | null>;
  /** The button that opens it, which gets focus back when search, opened from here, closes. */
  hamburger: RefObject<HTMLButtonElement | null>;
}) {
  const titleId = useId();
  return (
    <NativeDialog
      id={id}
      dialog={dialog}
      aria-labelledby={titleId}
      className="drawer-panel my-0 ml-auto mr-0 h-dvh max-h-none w-[85vw] max-w-none flex-col overflow-y-auto bg-white p-4 shadow-lg open:flex sm:w-80"
    >
      <DialogTitleBar
        titleId={titleId}
        title={navigation.drawerTitle}
        closeLabel={navigation.closeMenu}
        dialogId={id}
        className="mb-4"
      />
      <nav aria-label={navigation.label} className="flex flex-1 flex-col gap-1">
        <SearchButton className={`${itemClass} gap-3`} onOpen={() => dialog.current?.close()} returnFocusTo={hamburger}>
          <Icon name="search" className="size-5" />
          {navigation.search}
        </SearchButton>
        <details className="group">
          <summary className={`${itemClass} cursor-pointer list-none justify-between`}>
            {navigation.productsLabel}
            <Icon
              name="chevron-down"
              aria-hidden="true"
              className="size-5 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <ul className="ml-3 border-l border-ink-200 pl-2">
            {navigation.products.map((product) => (
              <li key={product.href}>
                <NavLink to={product.href} className={`${itemClass} flex-col items-start py-2`}>
                  <span>{product.label}</span>
                  <span className="text-sm font-normal text-ink-600">{product.description}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </details>
        <ul className="flex flex-col gap-1">
          {navigation.links.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className={itemClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitch className={itemClass} />
        <SignupLink placement="mobile_drawer" size="lg" className="mt-6 w-full" onClick={() => dialog.current?.close()}>
          {navigation.getStarted}
        </SignupLink>
      </nav>
    </NativeDialog>
  );
}
