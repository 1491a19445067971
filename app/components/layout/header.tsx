import { Link } from "react-router";
import { SignupLink } from "~/components/ui/signup-link";
import { navigation } from "~/content/shared";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="rounded-lg">
          <Logo />
          <span className="sr-only">{navigation.logoSuffix}</span>
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <SignupLink placement="header">{navigation.getStarted}</SignupLink>
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
