import { Link } from "~/components/ui/router-link";
import { SearchButton } from "~/components/search/search-button";
import { Icon } from "~/components/ui/icon";
import { SignupLink } from "~/components/ui/signup-link";
import { navigation } from "~/content/shared";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

export function Header() {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="rounded-lg">
          <Logo />
          <span className="sr-only">{navigation.logoSuffix}</span>
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-900 md:inline-flex" />
          <SearchButton className="hidden min-h-11 items-center gap-2 rounded-full border border-ink-200 px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-900 md:inline-flex">
            <Icon name="search" className="size-5" />
            {/* Beside the full navigation, the icon alone (still named); the label where there is room. */}
            <span className="lg:max-xl:sr-only">{navigation.search}</span>
            <kbd
              aria-hidden="true"
              title={navigation.searchShortcutHint}
              className="hidden rounded border border-ink-300 px-1.5 font-sans text-xs text-ink-600 xl:inline"
            >
              {navigation.searchShortcut}
            </kbd>
          </SearchButton>
          <div className="hidden md:block">
            <SignupLink placement="header">{navigation.getStarted}</SignupLink>
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
