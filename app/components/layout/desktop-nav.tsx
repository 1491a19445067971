import { NavLink } from "~/components/ui/router-link";
import { navigation } from "~/content/shared";
import { ProductsMenu } from "./products-menu";

const linkClass =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-900 aria-[current=page]:text-brand-700";

/** Large screens: the Products menu and the page links. */
export function DesktopNav() {
  return (
    <nav aria-label={navigation.label} className="relative hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <ProductsMenu linkClass={linkClass} />
        </li>
        {navigation.links.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
