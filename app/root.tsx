import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { loadContentSnapshot } from "~/cms/snapshot";
import { ContentProvider } from "~/cms/use-cms-query";
import { AnnouncementSchedule, type SiteData } from "~/components/layout/announcement-bar";
import { ErrorNotice } from "~/components/layout/error-notice";
import { SiteLayout } from "~/components/layout/site-layout";
import { useFetchAheadOnceIdle } from "~/hooks/use-fetch-ahead";
import { useWebFontAfterFirstPage } from "~/hooks/use-web-font";
import { FIRST_SCREEN_END_ID } from "~/lib/first-screen";
import { announceHydrated } from "~/lib/hydration";
import { restoreMotionChoiceScript } from "~/lib/motion";
import { paths } from "~/route-paths";
import { pageLanguage } from "~/languages";
// Out of order on purpose: last, it leaves a build without measurement bundling its modules, byte
// for byte, as before.
import { Measurement } from "~/components/layout/measurement";
import type { Route } from "./+types/root";
import stylesheet from "./styles/app.css?url";

/** Fetched ahead of a tap once the app is idle: not in any first load (015). */
const PagesAhead = lazy(() => import("~/components/layout/pages-ahead"));

/**
 * With a React precedence, so the app adopts the link the page's loader adds (docs/decisions/702).
 * No font is preloaded: a page load goes without Inter (709).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

/** Every page gets at build the site-wide announcements, live or due within 60 days. */
export async function loader(): Promise<SiteData> {
  const { announcements } = await loadContentSnapshot(paths.home, ["announcements"]);
  return { announcements: announcements ?? [] };
}

export function Layout({ children }: { children: ReactNode }) {
  // Outermost component: its effect runs once everything inside has hydrated.
  useEffect(announceHydrated, []);
  return (
    // An inline script may add data-motion before React arrives, and the app adds data-web-font (docs/decisions/709).
    <html lang={pageLanguage.tag} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No paint before the opening section is parsed to its end: nothing drawn early moves (708). */}
        {import.meta.env.SSR && <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />}
        <meta name="theme-color" content="#2348e0" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* After the page's structured data: React hydrates a head's scripts in order, so these two,
            which the app does not render, must not stand where its own are (docs/decisions/714). */}
        {/* Prerendered only (decision 601): which announcement shows, decided before the body is parsed. */}
        {import.meta.env.SSR && <AnnouncementSchedule />}
        {/* Prerendered only, before anything is drawn: the visitor's "Pause animations" choice (302, 707). */}
        {import.meta.env.SSR && <script dangerouslySetInnerHTML={{ __html: restoreMotionChoiceScript }} />}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useWebFontAfterFirstPage();
  const page = (
    <ContentProvider>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      <PagesAheadOnceIdle />
    </ContentProvider>
  );
  // A build-time constant: without ANALYTICS_* the build has no measurement code at all.
  return __ANALYTICS__ ? <Measurement config={__ANALYTICS__}>{page}</Measurement> : page;
}

/** A leaf of its own: its update at idle re-renders nothing else (use-fetch-ahead.ts). */
function PagesAheadOnceIdle() {
  return useFetchAheadOnceIdle() ? (
    <Suspense>
      <PagesAhead />
    </Suspense>
  ) : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteLayout>
      <ErrorNotice error={error} />
    </SiteLayout>
  );
}
