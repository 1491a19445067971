import { render as renderInDocument, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Article, PageSection } from "~/content/models";
import { articleViewText } from "~/content/knowledge-hub";
import { FeaturedArticles } from "./featured-articles";

/** On the page at `url` (an address may name an article). */
const render = (ui: ReactElement, url = "/knowledge-hub") =>
  renderInDocument(
    <RouterProvider router={createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [url] })} />,
  );

const section: PageSection = {
  sectionName: "featuredArticles",
  heading: "Featured Articles",
  subheading: "",
  description: "",
};

const label = "Bank account proof";
const labelledText =
  "a cancelled cheque or a recent statement of the account that will receive settlements in your name";

const articles: Article[] = [
  {
    id: 1,
    title: "Go-live checklist",
    summary: "What to prepare.",
    badge: "Essential",
    icon: "check",
    sections: [
      { title: "Documents", content: `Keep them ready. ${label}: ${labelledText}. <b>Not bold</b> stays text.` },
    ],
  },
  { id: 2, title: "Pricing", summary: "How to price.", badge: "Popular", icon: "percent", sections: [] },
];

describe("FeaturedArticles", () => {
  // The reader is its own chunk, loaded on first open: have it loaded, so a busy machine's slow
  // import is not what these tests measure.
  beforeAll(() => import("./article-dialog"));

  it("shows each article as a card button named by its title, with its badge and summary", () => {
    render(<FeaturedArticles section={section} articles={articles} />);
    expect(screen.getByRole("heading", { level: 2, name: "Featured Articles" })).toBeInTheDocument();
    const card = screen.getByRole("button", { name: "Go-live checklist" });
    expect(card).toHaveAccessibleDescription("What to prepare.");
    expect(screen.getByText("Essential")).toBeInTheDocument();
    expect(screen.getAllByRole("button")).toHaveLength(2);
  });

  it("opens the article in a dialog with its summary and sections, labels rendered as bold text", async () => {
    const user = userEvent.setup();
    render(<FeaturedArticles section={section} articles={articles} />);
    await user.click(screen.getByRole("button", { name: "Go-live checklist" }));

    const dialog = await screen.findByRole("dialog", { name: "Go-live checklist" });
    expect(dialog).toHaveAccessibleDescription("What to prepare.");
    expect(within(dialog).getByRole("heading", { level: 3, name: "Documents" })).toBeInTheDocument();
    const strong = within(dialog).getByText(`${label}:`);
    expect(strong.tagName).toBe("STRONG");
    expect(strong.parentElement).toHaveTextContent(`${label}: ${labelledText}.`);
    expect(within(dialog).getByText("<b>Not bold</b> stays text.")).toBeInTheDocument();
  });

  it("closes on Escape and on either close button, handing focus back to the card", async () => {
    const user = userEvent.setup();
    render(<FeaturedArticles section={section} articles={articles} />);
    const card = screen.getByRole("button", { name: "Go-live checklist" });

    await user.click(card);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card).toHaveFocus();

    await user.click(card);
    await user.click(screen.getByRole("button", { name: articleViewText.close }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card).toHaveFocus();

    await user.click(card);
    await user.click(screen.getByRole("button", { name: articleViewText.backToArticles }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card).toHaveFocus();
  });

  it("gives each card its address, and keeps the article's text in the page, hidden, for the search index", () => {
    const { container } = render(<FeaturedArticles section={section} articles={articles} />);
    expect(screen.getByRole("heading", { level: 3, name: "Go-live checklist" })).toHaveAttribute(
      "id",
      "article-go-live-checklist",
    );
    const text = container.querySelector("#article-go-live-checklist-documents");
    expect(text).toHaveTextContent("Documents");
    expect(text?.closest("[hidden]")).not.toBeNull();
    expect(container).toHaveTextContent(labelledText);
  });

  it("opens the article an address names, at the section it names", async () => {
    render(
      <FeaturedArticles section={section} articles={articles} />,
      "/knowledge-hub#article-go-live-checklist-documents",
    );
    const dialog = await screen.findByRole("dialog", { name: "Go-live checklist" });
    expect(within(dialog).getByRole("heading", { level: 3, name: "Documents" })).toBeInTheDocument();
  });
});
