import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link, NavLink } from "react-router";
import { navigation } from "~/content/shared";

const linkClass =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-900 aria-[current=page]:text-brand-700";

/** Large screens: the Products dropdown (Radix NavigationMenu) and the page links. */
export function DesktopNav() {
  return (
    <NavigationMenu.Root aria-label={navigation.label} className="relative hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item className="relative">
          <NavigationMenu.Trigger className={`${linkClass} group gap-1`}>
            {navigation.productsLabel}
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute left-0 top-full mt-2 w-96 rounded-2xl border border-ink-200 bg-white p-2 shadow-lg">
            <ul>
              {navigation.products.map((product) => (
                <li key={product.href}>
                  <NavigationMenu.Link asChild>
                    <Link to={product.href} className="block rounded-xl p-3 hover:bg-brand-50">
                      <span className="block font-semibold text-ink-900">{product.label}</span>
                      <span className="block text-sm text-ink-600">{product.description}</span>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {navigation.links.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild>
              <NavLink to={link.href} className={linkClass}>
                {link.label}
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
