import {
  useId,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";
import { buttonClasses } from "~/components/ui/button";
import { Link, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { searchText } from "~/content/search";
import type { ExcerptPart } from "~/lib/search-excerpt";
import { useSiteSearchDialog } from "./search-context";
import { useSiteSearch } from "./use-site-search";

interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Called as a result is followed, before the navigation (the dialog closes). */
  onFollow?: () => void;
  /**
   * The /search page's form works before the app and without it too: the address its button sends
   * the query to, and what to say when JavaScript is off.
   */
  page?: { form: Ref<HTMLFormElement>; action: string; withoutScript: ReactNode };
}

/** Arrow keys, Home and End: the next place for focus among the field and the results. */
const moves: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowUp: (at) => Math.max(at - 1, -1),
  Home: (at) => (at < 0 ? at : 0),
  End: (at, last) => (at < 0 ? at : last),
};

/**
 * The search itself, in the dialog and on /search: a field, results as you type (each a link to
 * the section it was found in, with the matching passage and its terms marked), and, when nothing
 * matches or search cannot load, where else to find an answer. Arrow keys move from the field
 * through the results and back; Enter follows the focused result, or from the field (as the Search
 * button does) the first.
 */
export function SearchPanel({ query, onQueryChange, onFollow, page }: SearchPanelProps) {
  const state = useSiteSearch(query);
  const navigate = useNavigate();
  const { arriveAt } = useSiteSearchDialog();
  const ids = useId();
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const results = state.status === "done" || state.status === "searching" ? state.results : [];
  /** The result the visitor's focus is on, by address: a newer answer may move it or drop it. */
  const focusedResult = useRef<string | null>(null);

  // A newer answer re-orders or replaces the results, and a result the browser moves or removes
  // loses focus: it goes back to the same result if it is still there, or to the field. After
  // every render, since an answer is what renders.
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
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const move = moves[event.key];
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];
    if (!move || links.length === 0) return;
    event.preventDefault();
    const to = move(links.indexOf(event.currentTarget as HTMLAnchorElement), links.length - 1);
    (to < 0 ? field.current : links[to])?.focus();
  };

  // In the field only ArrowDown leaves it: the other keys move its caret, and Enter submits.
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") moveFocus(event);
  };

  /** The button, or Enter in the field: to the first result; with none yet, back to the field. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = results[0]?.hits[0];
    if (first) follow(first.url);
    else field.current?.focus();
  };

  return (
    <div>
      <form ref={page?.form} role="search" action={page?.action} method={page ? "get" : undefined} onSubmit={onSubmit}>
        <label htmlFor={`${ids}-field`} className="sr-only">
          {searchText.inputLabel}
        </label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Icon
              name="search"
              className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-500"
            />
            <input
              ref={field}
              id={`${ids}-field`}
              name="q"
              type="search"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              onKeyDown={onFieldKeyDown}
              placeholder={searchText.placeholder}
              aria-describedby={`${ids}-help`}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              className="min-h-12 w-full rounded-full border border-ink-300 bg-white pl-12 pr-4 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-600"
            />
          </div>
          <button type="submit" className={buttonClasses({ size: "lg" })}>
            {searchText.submit}
          </button>
        </div>
        <p id={`${ids}-help`} className="sr-only">
          {searchText.keyboardHelp}
        </p>
        {page?.withoutScript}
      </form>
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
