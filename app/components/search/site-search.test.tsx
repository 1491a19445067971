import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { searchText } from "~/content/search";
import { SEARCH_DIALOG_ID, SEARCH_READY_EVENT } from "~/lib/search-shortcut";
import { paths } from "~/route-paths";
import { SearchButton } from "./search-button";
import SearchDialog from "./search-dialog";
import { SearchProvider } from "./site-search";

vi.mock("~/lib/site-search", () => ({
  prepareSearch: () => Promise.resolve(),
  searchSite: () => Promise.resolve([]),
}));

function renderPage(dialog: ReactNode = <SearchDialog />) {
  const page = (
    <SearchProvider>
      <SearchButton>Search</SearchButton>
      <Suspense>{dialog}</Suspense>
    </SearchProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element: page }])} />);
  return document.querySelector<HTMLDialogElement>("dialog")!;
}

describe("site search", () => {
  it("is a closed dialog in every page, whose form sends the query to /search without the app", () => {
    const dialog = renderPage();
    expect(dialog.id).toBe(SEARCH_DIALOG_ID);
    expect(dialog.open).toBe(false);
    expect(dialog).toHaveAttribute("closedby", "any");
    const form = dialog.querySelector("form")!;
    expect(form).toHaveAttribute("action", paths.search);
    expect(form).toHaveAttribute("method", "get");
    expect(form.querySelector("input")).toHaveAttribute("name", "q");
  });

  it("is opened by the search button's own command, and closed by the close button's", () => {
    const dialog = renderPage();
    const button = screen.getByRole("button", { name: "Search" });
    expect(button).toHaveAttribute("command", "show-modal");
    expect(button).toHaveAttribute("commandfor", dialog.id);
    const close = dialog.querySelector(`button[aria-label="${searchText.close}"]`)!;
    expect(close).toHaveAttribute("command", "close");
    expect(close).toHaveAttribute("commandfor", dialog.id);
  });

  it("opens on the / key once the app runs, focus in its field, and closes on Escape", async () => {
    const user = userEvent.setup();
    const dialog = renderPage();
    await user.keyboard("/");
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector("input")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(dialog.open).toBe(false);
  });

  it("takes the / key over from the inline loader once its code runs, and says so", async () => {
    const ready = vi.fn();
    window.addEventListener(SEARCH_READY_EVENT, ready);
    renderPage();
    expect(ready).toHaveBeenCalledTimes(1);
    window.removeEventListener(SEARCH_READY_EVENT, ready);
  });

  it("leaves / to the inline loader while the dialog's own code has not arrived", async () => {
    const user = userEvent.setup();
    // The dialog as the page's HTML has it, before React has taken it over.
    const dialog = renderPage(
      <dialog id={SEARCH_DIALOG_ID}>
        <form>
          <input name="q" type="search" />
        </form>
      </dialog>,
    );
    await user.keyboard("/");
    expect(dialog.open).toBe(false);
  });
});
