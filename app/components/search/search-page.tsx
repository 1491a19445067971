import { Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "~/components/ui/router-link";
import { SignupLink } from "~/components/ui/signup-link";
import { searchPage, searchText } from "~/content/search";
import { FirstScreenEnd } from "~/components/ui/first-screen-end";
import { lazyFromTheStart } from "~/lib/lazy-with-preload";
import { SearchForm } from "./search-form";

// Asked for as the page's app starts, not in its first load: the results are the same code as the
// search dialog's, which every page loads on idle, so it is one file that only ever loads on demand.
const SearchResults = lazyFromTheStart(() => import("./search-results"));

/**
 * /search: the same search as the dialog, on a page of its own, for a shared link (/search?q=upi)
 * and for the header's control before the app has arrived. The query lives in the address. The
 * page is prerendered without one, so the address is read once the app is there.
 */
export function SearchPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const field = useRef<HTMLInputElement>(null);
  const submitRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    // What the visitor typed before the app arrived wins over the address it came with.
    const typed = field.current?.value ?? "";
    setQuery(typed || new URLSearchParams(search).get("q") || "");
    // Once, on arrival: afterwards the field writes the address, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onQueryChange = (next: string) => {
    setQuery(next);
    const address = next.trim() ? `?${new URLSearchParams({ q: next })}` : "";
    void navigate({ search: address }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <section aria-labelledby="search-heading" className="container-page max-w-3xl py-12 sm:py-16">
        <h1 id="search-heading" className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          {searchPage.heading}
        </h1>
        <p className="mt-3 text-lg text-ink-700">{searchPage.intro}</p>
        <div className="mt-8">
          <SearchForm
            field={field}
            query={query}
            onQueryChange={onQueryChange}
            onSubmit={(event) => {
              event.preventDefault();
              submitRef.current?.();
            }}
            withoutScript={
              <noscript>
                <p className="mt-4 text-ink-700">{searchPage.needsJavaScript}</p>
              </noscript>
            }
          />
          <Suspense>
            <SearchResults query={query} field={field} submitRef={submitRef} />
          </Suspense>
        </div>
        <FirstScreenEnd />
      </section>
      <section aria-labelledby="search-help-heading" className="bg-ink-50 py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          <h2 id="search-help-heading" className="section-heading">
            {searchPage.helpHeading}
          </h2>
          <p className="mt-3 text-ink-700">{searchPage.helpBody}</p>
          {/* A pill is drawn once its words are: a busy phone's parser may stop between a link and
              its text, and an empty pill painted in this wrapping row would move when they arrive. */}
          <ul className="mt-6 flex flex-wrap gap-2">
            {searchText.helpLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 empty:hidden hover:bg-brand-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <SignupLink placement="search_page" size="lg" className="mt-8">
            {searchPage.getStarted}
          </SignupLink>
        </div>
      </section>
    </>
  );
}
