import { useId, type FormEvent, type ReactNode, type RefObject } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { searchText } from "~/content/search";
import { pageLanguage, pathIn } from "~/languages";
import { paths } from "~/route-paths";

interface SearchFormProps {
  field: RefObject<HTMLInputElement | null>;
  query: string;
  onQueryChange: (query: string) => void;
  /**
   * The field's Enter and the button: the results take them (the first result opens) once their
   * code is there; until then, and without JavaScript, the form sends the query to /search.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Said under the field to a browser that runs no scripts. */
  withoutScript?: ReactNode;
}

/**
 * The search field and its button, in the search dialog of every page and on /search: a real form
 * that sends `?q=` to /search, so that it searches from the first tap, before the app has started
 * and without it (docs/decisions/012); once the app runs, the results below it answer as you type.
 */
export function SearchForm({ field, query, onQueryChange, onSubmit, withoutScript }: SearchFormProps) {
  const ids = useId();
  return (
    <form role="search" action={pathIn(pageLanguage, paths.search)} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${ids}-field`} className="sr-only">
        {searchText.inputLabel}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Icon name="search" className="pointer-events-none absolute left-4 top-3.5 size-5 text-ink-500" />
          <input
            ref={field}
            id={`${ids}-field`}
            name="q"
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={searchText.placeholder}
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
      {withoutScript}
    </form>
  );
}
