import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";

// React Router's links, without the `data-discover="true"` it writes on every internal link for
// lazy route discovery. A prerendered build (`ssr: false`, react-router.config.ts) loads every
// route's manifest at start (route discovery "initial", as each page's context says), so nothing
// reads the attribute: it was 60-100 bytes of each page's first response (docs/decisions/707).
// The app's links come from here (eslint.config.js).

/** React Router's `<Link>`, writing no discovery attribute. */
export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

/** React Router's `<NavLink>`, writing no discovery attribute. */
export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" {...props} />;
}
