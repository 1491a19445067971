import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { FirstScreenEnd } from "~/components/ui/first-screen-end";
import { notFound } from "~/content/shared";
import { NOT_FOUND_MARK } from "~/lib/not-found-mark";
import { ErrorNotice } from "./error-notice";

/** The head of the page that says there is no page here: never indexed. */
export const notFoundMeta = () => [{ title: notFound.metaTitle }, { name: "robots", content: "noindex" }];

/** What a visitor sees at an address the site does not have, whichever route matched it. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section
      {...{ [NOT_FOUND_MARK]: "" }}
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">
        <span className="sr-only">{notFound.code}: </span>
        {notFound.title}
      </h1>
      <p className="mt-3 max-w-md text-ink-600">{notFound.body}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        {notFound.home}
      </ButtonLink>
      <FirstScreenEnd />
    </section>
  );
}

/**
 * The error boundary of a route whose pages the team publishes (an article, a landing page): an
 * address it does not have is the 404 page; anything else, the error page, inside the layout.
 */
export function PublishedPageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorNotice error={error} />;
}
