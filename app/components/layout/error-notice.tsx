import { isRouteErrorResponse } from "react-router";
import { errorPage } from "~/content/shared";
import { pageLanguage, pathIn } from "~/languages";

/** What a visitor sees when a page could not be drawn: the status, and the way home. Logs the error. */
export function ErrorNotice({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  console.error(error);
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink-900">
        {errorPage.title} ({status})
      </h1>
      <p className="mt-3 text-ink-600">{errorPage.body}</p>
      {/* A plain link (a page load), to this language's home: the app may be what failed. */}
      <a href={pathIn(pageLanguage, "/")} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {errorPage.home}
      </a>
    </section>
  );
}
