import { Icon } from "~/components/ui/icon";
import { Collapsible } from "radix-ui";
import { useId, type RefObject } from "react";
import { NavLink } from "react-router";
import { SearchLink } from "~/components/search/search-link";
import { DialogTitleBar, ModalDialog } from "~/components/ui/modal-dialog";
import { SignupLink } from "~/components/ui/signup-link";
import { navigation } from "~/content/shared";

const itemClass =
  "flex min-h-12 w-full items-center rounded-xl px-3 text-base font-medium text-ink-800 hover:bg-ink-100 aria-[current=page]:text-brand-700";

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger, which gets focus back when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The right-side drawer (a modal dialog: focus kept inside, Escape or the backdrop closes it, focus
 * back on the hamburger). Choosing anything closes it. Its own chunk, loaded when first opened.
 */
export default function MobileDrawer({ id, open, onOpenChange, trigger }: MobileDrawerProps) {
  const close = () => onOpenChange(false);
  const titleId = useId();
  return (
    <ModalDialog
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      aria-labelledby={titleId}
      onClosed={() => trigger.current?.focus()}
      className="drawer-panel my-0 ml-auto mr-0 h-dvh max-h-none w-[85vw] max-w-none flex-col overflow-y-auto bg-white p-4 shadow-xl open:flex sm:w-80"
    >
      <DialogTitleBar
        titleId={titleId}
        title={navigation.drawerTitle}
        closeLabel={navigation.closeMenu}
        onClose={close}
        className="mb-4"
      />
      <nav aria-label={navigation.label} className="flex flex-1 flex-col gap-1">
        <SearchLink className={`${itemClass} gap-3`} onOpen={close} returnFocusTo={trigger}>
          <Icon name="search" className="size-5" />
          {navigation.search}
        </SearchLink>
        <Collapsible.Root>
          <Collapsible.Trigger className={`${itemClass} group justify-between`}>
            {navigation.productsLabel}
            <Icon
              name="chevron-down"
              aria-hidden="true"
              className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </Collapsible.Trigger>
          <Collapsible.Content>
            <ul className="ml-3 border-l border-ink-200 pl-2">
              {navigation.products.map((product) => (
                <li key={product.href}>
                  <NavLink to={product.href} onClick={close} className={`${itemClass} flex-col items-start py-2`}>
                    <span>{product.label}</span>
                    <span className="text-sm font-normal text-ink-600">{product.description}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </Collapsible.Content>
        </Collapsible.Root>
        <ul className="flex flex-col gap-1">
          {navigation.links.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} onClick={close} className={itemClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <SignupLink placement="mobile_drawer" size="lg" className="mt-6 w-full" onClick={close}>
          {navigation.getStarted}
        </SignupLink>
      </nav>
    </ModalDialog>
  );
}
