import { useId, useRef, useState, type RefObject } from "react";
import { DialogTitleBar, ModalDialog } from "~/components/ui/modal-dialog";
import { searchText } from "~/content/search";
import { SearchPanel } from "./search-panel";

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What had focus when search was opened: it gets focus back unless a result was followed. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Search over the page (a modal dialog: focus kept inside, Escape, the close button or the backdrop
 * closes it, focus goes back where it was). Its own chunk, loaded when search is first opened; the
 * query is kept between openings. Following a result closes it, and focus then moves to where the
 * result landed.
 */
export default function SearchDialog({ open, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const [query, setQuery] = useState("");
  const followed = useRef(false);
  const titleId = useId();

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      aria-labelledby={titleId}
      // Straight into the field, past the close button that comes first.
      initialFocus={(dialog) => dialog.querySelector<HTMLInputElement>('input[type="search"]')}
      onClosed={() => {
        const resultFollowed = followed.current;
        followed.current = false;
        // Focus moves to where the result landed instead (focus-arrival.ts).
        if (resultFollowed) return;
        const opener = returnFocusTo.current;
        if (opener?.isConnected) opener.focus();
      }}
      className="search-dialog mx-auto mb-auto mt-0 max-h-dvh w-full max-w-2xl flex-col bg-white shadow-xl open:flex sm:mt-16 sm:max-h-[calc(100dvh-8rem)] sm:rounded-2xl"
    >
      <DialogTitleBar
        titleId={titleId}
        title={searchText.dialogTitle}
        closeLabel={searchText.close}
        onClose={() => onOpenChange(false)}
        className="gap-4 border-b border-ink-200 px-4 py-2 sm:px-6"
      />
      <div className="overflow-y-auto overscroll-contain px-4 pb-6 pt-4 sm:px-6">
        <SearchPanel
          query={query}
          onQueryChange={setQuery}
          onFollow={() => {
            followed.current = true;
            onOpenChange(false);
          }}
        />
      </div>
    </ModalDialog>
  );
}
