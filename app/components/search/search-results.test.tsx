import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { searchText } from "~/content/search";
import type { SearchResult } from "~/lib/site-search";
import { SearchForm } from "./search-form";
import SearchResults from "./search-results";
import { SearchProvider } from "./site-search";

const searchSite = vi.fn<(query: string) => Promise<SearchResult[] | null>>();
vi.mock("~/lib/site-search", () => ({
  prepareSearch: () => Promise.resolve(),
  searchSite: (query: string) => searchSite(query),
}));

afterEach(() => {
  searchSite.mockReset();
  vi.restoreAllMocks();
});

const perks: SearchResult = {
  path: "/perks",
  pageTitle: "Perks",
  hits: [
    {
      url: "/perks#offers-heading",
      title: "Exclusive Partner Offers",
      excerpt: [
        { text: "register for ", marked: false },
        { text: "GST", marked: true },
        { text: " for ₹299 <img src=x onerror=alert(1)>", marked: false },
      ],
    },
  ],
};
const toolkit: SearchResult = {
  path: "/toolkits",
  pageTitle: "Startup Toolkit",
  hits: [{ url: "/toolkits#tool-gst", title: "GST filing", excerpt: [{ text: "GST", marked: true }] }],
};

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

/** The field and its results, as the /search page and the search dialog put them together. */
function Panel() {
  const [query, setQuery] = useState("");
  const field = useRef<HTMLInputElement>(null);
  const submitRef = useRef<(() => void) | null>(null);
  return (
    <>
      <SearchForm
        field={field}
        query={query}
        onQueryChange={setQuery}
        onSubmit={(event) => {
          event.preventDefault();
          submitRef.current?.();
        }}
      />
      <SearchResults query={query} field={field} submitRef={submitRef} />
    </>
  );
}

/** The panel on /search; with `answer`, what every search finds. */
function renderPanel(answer?: SearchResult[]) {
  if (answer) searchSite.mockResolvedValue(answer);
  const page = (
    <SearchProvider>
      <Panel />
      <Where />
    </SearchProvider>
  );
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: ["/search"] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), field: screen.getByRole("searchbox", { name: searchText.inputLabel }) };
}

describe("SearchForm and SearchResults", () => {
  it("shows results as you type: the page, the section and the passage with its terms marked, as text", async () => {
    const { user, field } = renderPanel([perks, toolkit]);
    await user.type(field, "GST");

    const list = await screen.findByRole("list", { name: searchText.resultsLabel });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute("href", "/perks#offers-heading");
    expect(links[0]).toHaveTextContent("Perks");
    expect(links[0]).toHaveTextContent("Exclusive Partner Offers");
    expect(within(links[0]).getByText("GST").tagName).toBe("MARK");
    // What looks like markup in a passage is shown as the characters it is.
    expect(links[0]).toHaveTextContent("for ₹299 <img src=x onerror=alert(1)>");
    expect(list.querySelector("img")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(searchText.resultCount(2, "GST"));
    expect(searchSite).toHaveBeenLastCalledWith("GST");
  });

  it("moves through the results with the arrow keys and follows one with Enter, landing on its section", async () => {
    const { user, field } = renderPanel([perks, toolkit]);
    await user.type(field, "GST");
    const links = within(await screen.findByRole("list")).getAllByRole("link");

    await user.keyboard("{ArrowDown}");
    expect(links[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(links[1]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(links[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(field).toHaveFocus();

    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(await screen.findByTestId("where")).toHaveTextContent("/toolkits#tool-gst");
  });

  it("keeps focus on the result it was on when a newer answer moves it, and in the field when it drops it", async () => {
    const answers = new Map<string, (results: SearchResult[]) => void>();
    searchSite.mockImplementation((query) =>
      query === "GS" ? Promise.resolve([perks, toolkit]) : new Promise((resolve) => answers.set(query, resolve)),
    );
    const { user, field } = renderPanel();
    await user.type(field, "GS");
    const list = await screen.findByRole("list", { name: searchText.resultsLabel });
    await user.type(field, "T");
    // "GS" answered; "GST" is on its way. The visitor is already on the first result.
    await user.keyboard("{ArrowDown}");
    const onPerks = within(list).getByRole("link", { name: /Exclusive Partner Offers/ });
    expect(onPerks).toHaveFocus();

    await act(async () => answers.get("GST")!([toolkit, perks]));
    expect(within(list).getAllByRole("link")[1]).toHaveAttribute("href", "/perks#offers-heading");
    expect(within(list).getByRole("link", { name: /Exclusive Partner Offers/ })).toHaveFocus();

    await user.type(field, "S");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(within(list).getByRole("link", { name: /Exclusive Partner Offers/ })).toHaveFocus();
    await act(async () => answers.get("GSTS")!([toolkit]));
    expect(screen.queryByRole("link", { name: /Exclusive Partner Offers/ })).toBeNull();
    expect(field).toHaveFocus();
  });

  it("follows the first result with the Search button and on Enter in the field; with nothing found yet, returns to the field", async () => {
    const { user, field } = renderPanel([]);
    const submit = () => user.click(screen.getByRole("button", { name: searchText.submit }));
    await submit();
    expect(field).toHaveFocus();
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/search$/);

    searchSite.mockResolvedValue([toolkit]);
    await user.type(field, "GST");
    await screen.findByRole("list");
    await submit();
    expect(screen.getByTestId("where")).toHaveTextContent("/toolkits#tool-gst");

    searchSite.mockResolvedValue([perks]);
    await user.type(field, "S");
    await screen.findByRole("link", { name: /Exclusive Partner Offers/ });
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/perks#offers-heading");
  });

  it("says when nothing matches, and offers the FAQ and the people to ask", async () => {
    const { user, field } = renderPanel([]);
    await user.type(field, "zzz");
    expect(await screen.findByText(new RegExp(searchText.noResults("zzz")))).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: searchText.resultsLabel })).toBeNull();
    for (const link of searchText.helpLinks) {
      expect(screen.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
  });

  it("logs a search that cannot load, says so, and still offers where to find an answer", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    searchSite.mockRejectedValue(new Error("offline"));
    const { user, field } = renderPanel();
    await user.type(field, "upi");
    expect(await screen.findByText(searchText.unavailable)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Search could not load its index:", expect.any(Error));
    expect(screen.getByRole("link", { name: searchText.helpLinks[0].label })).toBeInTheDocument();
  });

  it("drops a query's results when a newer query has replaced it", async () => {
    let answerFirst!: (results: SearchResult[]) => void;
    searchSite.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    searchSite.mockResolvedValue([toolkit]);
    const { user, field } = renderPanel();
    await user.type(field, "G");
    await user.type(field, "ST");
    await screen.findByRole("link", { name: /GST filing/ });
    answerFirst([perks]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(screen.queryByRole("link", { name: /Exclusive Partner Offers/ })).toBeNull();
  });
});
