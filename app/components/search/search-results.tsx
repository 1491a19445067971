import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { Link } from "~/components/ui/router-link";
import { searchText } from "~/content/search";
import type { ExcerptPart } from "~/lib/search-excerpt";
import { useSiteSearchDialog } from "./search-context";
import { useSiteSearch } from "./use-site-search";

interface SearchResultsProps {
  query: string;
  /** The search field above (search-form.tsx): ArrowDown leaves it for the results, and comes back. */
  field: RefObject<HTMLInputElement | null>;
  /** Where the form's submit asks for the first result to be followed, once these results can. */
  submitRef: RefObject<(() => void) | null>;
  /** Called as a result is followed, before the navigation (the dialog closes). */
  onFollow?: () => void;
}

/** Arrow keys, Home and End: the next place for focus among the field and the results. */
const moves: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowUp: (at) => Math.max(at - 1, -1),
  Home: (at) => (at < 0 ? at : 0),
  End: (at, last) => (at < 0 ? at : last),
};

/**
 * Live results, in the dialog and on /search, with where else to look when nothing matches or
 * search cannot load. Arrow keys move between field and results; Enter in the field follows the
 * first. In the dialog, its own chunk, fetched on idle once the app runs.
 */
export default function SearchResults({ query, field, submitRef, onFollow }: SearchResultsProps) {
  const state = useSiteSearch(query);
  const navigate = useNavigate();
  const { arriveAt } = useSiteSearchDialog();
  const list = useRef<HTMLUListElement>(null);
  const results = state.status === "done" || state.status === "searching" ? state.results : [];
  /** By address: a newer answer may move it or drop it. */
  const focusedResult = useRef<string | null>(null);

  // A result the browser moves or removes loses focus: restore it to the same result, or the
  // field. After every render, since an answer is what renders.
  useLayoutEffect(() => {
    const url = focusedResult.current;
    if (url === null || document.activeElement !== document.body) return;
    const same = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])].find(
      (link) => link.getAttribute("href") === url,
    );
    (same ?? field.current)?.focus();
  });

  const follow = (url: string) => {
    onFollow?.();
    arriveAt(url);
    void navigate(url);
  };

  const onResultClick = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    follow(url);
  };

  /** From a result (or, with ArrowDown, from the field): to the next place for focus. */
  const moveFocus = (event: KeyboardEvent<HTMLElement> | globalThis.KeyboardEvent) => {
    const move = moves[event.key];
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];
    if (!move || links.length === 0) return;
    event.preventDefault();
    const to = move(links.indexOf(event.currentTarget as HTMLAnchorElement), links.length - 1);
    (to < 0 ? field.current : links[to])?.focus();
  };

  // Only ArrowDown leaves the field (the others move its caret; Enter submits); its description says so.
  const helpId = useId();
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    input.setAttribute("aria-describedby", helpId);
    const onFieldKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "ArrowDown") moveFocus(event);
    };
    input.addEventListener("keydown", onFieldKeyDown);
    return () => {
      input.removeEventListener("keydown", onFieldKeyDown);
      input.removeAttribute("aria-describedby");
    };
  });

  // The form's button, or Enter in the field: to the first result; with none yet, back to the field.
  useEffect(() => {
    submitRef.current = () => {
      const first = results[0]?.hits[0];
      if (first) follow(first.url);
      else field.current?.focus();
    };
    return () => {
      submitRef.current = null;
    };
  });

  return (
    <div>
      <p id={helpId} className="sr-only">
        {searchText.keyboardHelp}
      </p>
      <p role="status" className="mt-4 text-sm font-medium text-ink-600">
        {statusText(state)}
      </p>
      {results.length > 0 && (
        <ul ref={list} aria-label={searchText.resultsLabel} className="mt-2 space-y-2">
          {results.flatMap((result) =>
            result.hits.map((hit) => (
              <li key={hit.url}>
                <Link
                  to={hit.url}
                  onClick={(event) => onResultClick(event, hit.url)}
                  onKeyDown={moveFocus}
                  onFocus={() => (focusedResult.current = hit.url)}
                  // Focus that goes nowhere (the result was moved or removed) is the effect's to restore.
                  onBlur={(event) => {
                    if (event.relatedTarget) focusedResult.current = null;
                  }}
                  className="block rounded-xl border border-ink-200 px-4 py-3 hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="block text-xs font-bold uppercase tracking-wide text-brand-700">
                    {result.pageTitle}
                  </span>
                  <span className="mt-1 block font-semibold text-ink-900">{hit.title}</span>
                  <span className="mt-1 block text-sm text-ink-700">
                    <Passage parts={hit.excerpt} />
                  </span>
                </Link>
              </li>
            )),
          )}
        </ul>
      )}
      {(state.status === "failed" || (state.status === "done" && results.length === 0)) && (
        <HelpLinks onFollow={onFollow} />
      )}
    </div>
  );
}

function statusText(state: ReturnType<typeof useSiteSearch>): string {
  switch (state.status) {
    case "idle":
      return "";
    case "searching":
      return state.results.length > 0 ? "" : searchText.loading;
    case "failed":
      return searchText.unavailable;
    case "done":
      return state.results.length > 0
        ? searchText.resultCount(state.results.length, state.query)
        : `${searchText.noResults(state.query)} ${searchText.noResultsHelp}`;
  }
}

/** The matching passage, as text, with the query's terms in <mark>. */
function Passage({ parts }: { parts: ExcerptPart[] }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-saffron-100 px-0.5 font-semibold text-ink-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** Where to find an answer when search does not: the FAQs and the people to ask. */
function HelpLinks({ onFollow }: { onFollow?: () => void }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {searchText.helpLinks.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            onClick={onFollow}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
