import { Dialog } from "radix-ui";
import { useRef, useState, type RefObject } from "react";
import { Icon } from "~/components/ui/icon";
import { searchText } from "~/content/search";
import { SearchPanel } from "./search-panel";

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What had focus when search was opened: it gets focus back unless a result was followed. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Search over the page (Radix Dialog: focus trapped, Escape or the close button closes, focus goes
 * back where it was). Its own chunk, loaded when search is first opened; the query is kept between
 * openings. Following a result closes it, and focus then moves to where the result landed.
 */
export default function SearchDialog({ open, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const [query, setQuery] = useState("");
  const followed = useRef(false);
  const content = useRef<HTMLDivElement>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          ref={content}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Straight into the field, past the close button that comes first.
            event.preventDefault();
            content.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const resultFollowed = followed.current;
            followed.current = false;
            // Focus moves to where the result landed instead (focus-arrival.ts).
            if (resultFollowed) return;
            const opener = returnFocusTo.current;
            if (opener?.isConnected) opener.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-dvh w-full max-w-2xl flex-col bg-white shadow-xl sm:top-16 sm:max-h-[calc(100dvh-8rem)] sm:rounded-2xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-ink-200 px-4 py-2 sm:px-6">
            <Dialog.Title className="text-lg font-semibold text-ink-900">{searchText.dialogTitle}</Dialog.Title>
            <Dialog.Close
              aria-label={searchText.close}
              className="grid size-11 place-items-center rounded-full text-ink-800 hover:bg-ink-100"
            >
              <Icon name="close" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain px-4 pb-6 pt-4 sm:px-6">
            <SearchPanel
              query={query}
              onQueryChange={setQuery}
              onFollow={() => {
                followed.current = true;
                onOpenChange(false);
              }}
              renderForm={(field) => (
                <form role="search" onSubmit={(event) => event.preventDefault()}>
                  {field}
                </form>
              )}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
