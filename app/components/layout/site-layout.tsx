import { Suspense, useRef, type ReactNode } from "react";
import { SearchProvider } from "~/components/search/site-search";
import { navigation } from "~/content/shared";
import { useScrollToRequestedAnchor } from "~/hooks/use-anchor-scroll";
import { useIsHandheld } from "~/hooks/use-media-query";
import { useRevealOnScroll } from "~/hooks/use-reveal-on-scroll";
import { useScrollingBodyClass } from "~/hooks/use-scrolling-body-class";
import { lazyFromTheStart } from "~/lib/lazy-with-preload";
import { AnnouncementBar } from "./announcement-bar";
import { Footer } from "./footer";
import { Header } from "./header";

// In every page's HTML, opened and closed by the browser itself; its code is not in the first load
// but comes as the app starts (docs/decisions/012).
const SearchDialog = lazyFromTheStart(() => import("~/components/search/search-dialog"));

/**
 * The frame of every page: skip link, the announcement (prerendered only), sticky header, main,
 * footer, site search, and the shared behaviours.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  useScrollingBodyClass(useIsHandheld());
  useScrollToRequestedAnchor();
  const main = useRef<HTMLElement>(null);
  useRevealOnScroll(main);
  return (
    <SearchProvider>
      <a href="#main-content" className="skip-link">
        {navigation.skipToContent}
      </a>
      {/* A build-time constant: the app's own JavaScript has no part in the announcement (decision 601). */}
      {import.meta.env.SSR && <AnnouncementBar />}
      <Header />
      <Suspense>
        <SearchDialog />
      </Suspense>
      {/* The search index reads the main content only: no header, navigation or footer in results. */}
      <main ref={main} id="main-content" tabIndex={-1} data-pagefind-body="" className="outline-none">
        {children}
      </main>
      <Footer />
    </SearchProvider>
  );
}
