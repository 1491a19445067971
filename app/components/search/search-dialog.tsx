import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from "react";
import { DialogTitleBar, NativeDialog } from "~/components/ui/native-dialog";
import { searchText } from "~/content/search";
import { whenIdle } from "~/lib/when-idle";
import { SEARCH_DIALOG_ID } from "~/lib/search-shortcut";
import { useSiteSearchDialog } from "./search-context";
import { SearchForm } from "./search-form";
import { useOpenOnSearchShortcut } from "./open-on-shortcut";

// Results, Pagefind and its index stay out of the first load (docs/decisions/401), fetched on
// idle so opening search never waits on them.
const loadResults = () => import("./search-results");
const SearchResults = lazy(loadResults);

/**
 * Right after the header in every page's HTML, so its rules are first-screen rules
 * (docs/decisions/012). Buttons open it by the browser's own command, "/" by this code (by the
 * inline loader until it arrives); before the app and results load, Enter submits to /search.
 */
export default function SearchDialog() {
  // What had focus when search was opened gets focus back unless a result was followed.
  const { dialog: dialogRef, field: fieldRef, openedFrom, takeReturnFocus } = useSiteSearchDialog();
  useOpenOnSearchShortcut(dialogRef, fieldRef, openedFrom);
  const [query, setQuery] = useState("");
  const [opened, setOpened] = useState(false);
  const submitRef = useRef<(() => void) | null>(null);
  const followed = useRef(false);
  const titleId = useId();

  // What the visitor typed before the app arrived stays the query.
  useLayoutEffect(() => {
    const typed = fieldRef.current?.value ?? "";
    if (typed) setQuery(typed);
  }, [fieldRef]);
  // Once the app runs, the results' code is fetched ahead of the first search.
  useEffect(() => whenIdle(() => void loadResults()), []);

  const onOpenChange = useCallback(
    (open: boolean) => {
      if (open) {
        setOpened(true);
        // Chromium makes the results' scrolling box focusable, and the browser would focus it first.
        fieldRef.current?.focus();
        return;
      }
      const resultFollowed = followed.current;
      followed.current = false;
      // Focus moves to where the result landed instead (focus-arrival.ts).
      if (resultFollowed) return;
      const opener = takeReturnFocus();
      if (opener?.isConnected && opener.checkVisibility?.() !== false) opener.focus();
    },
    [fieldRef, takeReturnFocus],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!submitRef.current) return;
    event.preventDefault();
    submitRef.current();
  };

  return (
    <NativeDialog
      id={SEARCH_DIALOG_ID}
      dialog={dialogRef}
      onOpenChange={onOpenChange}
      aria-labelledby={titleId}
      className="search-dialog mx-auto mb-auto mt-0 max-h-dvh w-full max-w-2xl flex-col bg-white shadow-lg open:flex sm:mt-16 sm:max-h-[calc(100dvh-8rem)] sm:rounded-2xl"
    >
      <div className="overflow-y-auto overscroll-contain px-4 pb-6 pt-4 sm:px-6">
        <SearchForm field={fieldRef} query={query} onQueryChange={setQuery} onSubmit={onSubmit} />
        {opened && (
          <Suspense fallback={null}>
            <SearchResults
              query={query}
              field={fieldRef}
              submitRef={submitRef}
              onFollow={() => {
                followed.current = true;
                dialogRef.current?.close();
              }}
            />
          </Suspense>
        )}
      </div>
      {/* After the form, shown above it: the field is then the first control, which the browser
          focuses on opening, with or without the app. Not autofocus: a browser refuses it in a
          framed page, as under Live Preview. */}
      <DialogTitleBar
        titleId={titleId}
        title={searchText.dialogTitle}
        closeLabel={searchText.close}
        dialogId={SEARCH_DIALOG_ID}
        className="order-first gap-4 border-b border-ink-200 px-4 py-2 sm:px-6"
      />
    </NativeDialog>
  );
}
