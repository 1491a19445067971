import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Article, ArticleCard, PageSection } from "~/content/models";
import { articleViewText } from "~/content/knowledge-hub";
import { FeaturedArticles } from "./featured-articles";

const section: PageSection = {
  sectionName: "featuredArticles",
  heading: "Featured Articles",
  subheading: "",
  description: "",
};

const label = "Bank account proof";
const labelledText =
  "a cancelled cheque or a recent statement of the account that will receive settlements in your name";

const dates = { published: "2026-02-02T09:00:00+05:30", updated: "2026-02-02T09:00:00+05:30" };
const checklist: Article = {
  id: 1,
  slug: "go-live-checklist",
  title: "Go-live checklist",
  summary: "What to prepare.",
  badge: "Essential",
  icon: "check",
  ...dates,
  sections: [
    { title: "Documents", content: `Keep them ready. ${label}: ${labelledText}. <b>Not bold</b> stays text.` },
  ],
};
const { sections: _text, ...checklistCard } = checklist;
const cards: ArticleCard[] = [
  checklistCard,
  { id: 2, slug: "pricing", title: "Pricing", summary: "How to price.", badge: "Popular", icon: "percent", ...dates },
];

/**
 * The hub at /knowledge-hub, and each article's page as data the reader fetches (the prerendered
 * page's loader); `answer` decides what that fetch gets.
 */
function renderHub(answer: () => Promise<unknown> = async () => ({ article: checklist })) {
  const articlePage = vi.fn((_args: { request: Request }) => answer());
  const router = createMemoryRouter(
    [
      { path: "/knowledge-hub", element: <FeaturedArticles section={section} cards={cards} pages={1} /> },
      { path: "/knowledge-hub/:slug", loader: articlePage, element: <p>The article's own page</p> },
    ],
    { initialEntries: ["/knowledge-hub"] },
  );
  render(<RouterProvider router={router} />);
  return { router, articlePage, user: userEvent.setup() };
}

describe("FeaturedArticles", () => {
  // The reader is a lazy chunk: preloaded so a busy machine's slow import is not what is measured.
  beforeAll(() => import("./article-dialog"));

  it("shows each article as a card linking to its own page, named by its title, with its badge and summary", () => {
    renderHub();
    expect(screen.getByRole("heading", { level: 2, name: "Featured Articles" })).toBeInTheDocument();
    const card = screen.getByRole("link", { name: "Go-live checklist" });
    expect(card).toHaveAttribute("href", "/knowledge-hub/go-live-checklist");
    expect(card).toHaveAccessibleDescription("What to prepare.");
    expect(screen.getByRole("heading", { level: 3, name: "Go-live checklist" })).toBeInTheDocument();
    // A screen reader moving by article hears each card's title, not "article" again and again.
    expect(screen.getByRole("article", { name: "Go-live checklist" })).toContainElement(card);
    expect(screen.getByText("Essential")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/knowledge-hub/pricing");
    // The articles' text is on their pages, not in the list's.
    expect(document.body).not.toHaveTextContent(labelledText);
  });

  it("opens the reader over the list at the article's address, title and summary at once, then its text", async () => {
    let release!: () => void;
    const { router, articlePage, user } = renderHub(
      () => new Promise((resolve) => (release = () => resolve({ article: checklist }))),
    );
    await user.click(screen.getByRole("link", { name: "Go-live checklist" }));

    const dialog = await screen.findByRole("dialog", { name: "Go-live checklist" });
    expect(dialog).toHaveAccessibleDescription("What to prepare.");
    expect(within(dialog).getByRole("status")).toHaveTextContent(articleViewText.loading);
    // The list stays underneath; the address shown is the article's.
    expect(router.state.location.pathname).toBe("/knowledge-hub");
    expect(router.state.location.mask?.pathname).toBe("/knowledge-hub/go-live-checklist");
    expect(new URL(articlePage.mock.calls[0]![0].request.url).pathname).toBe("/knowledge-hub/go-live-checklist");

    act(() => release());
    expect(await within(dialog).findByRole("heading", { level: 3, name: "Documents" })).toBeInTheDocument();
    const strong = within(dialog).getByText(`${label}:`);
    expect(strong.tagName).toBe("STRONG");
    expect(strong.parentElement).toHaveTextContent(`${label}: ${labelledText}.`);
    expect(within(dialog).getByText("<b>Not bold</b> stays text.")).toBeInTheDocument();
  });

  it("closes on Escape, on either close button and on Back, the list's address again and focus on the card", async () => {
    const { router, user } = renderHub();
    const card = screen.getByRole("link", { name: "Go-live checklist" });

    const press = async (name: string) => user.click(await screen.findByRole("button", { name }));
    for (const close of [
      () => user.keyboard("{Escape}"),
      () => press(articleViewText.close),
      () => press(articleViewText.backToArticles),
      () => act(() => router.navigate(-1)),
    ]) {
      await user.click(card);
      await screen.findByRole("dialog");
      await close();
      await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(card).toHaveFocus();
      expect(router.state.location.search).toBe("");
      expect(router.state.location.mask).toBeUndefined();
    }
  });

  it("leaves a click with a modifier key to the browser: no reader", async () => {
    const { user } = renderHub();
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Pricing" }));
    await user.keyboard("{/Control}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says so, with a link to the article's page, when its text cannot be fetched", async () => {
    const { user } = renderHub(async () => ({ unavailable: true }));
    await user.click(screen.getByRole("link", { name: "Go-live checklist" }));
    const dialog = await screen.findByRole("dialog", { name: "Go-live checklist" });
    expect(await within(dialog).findByText(articleViewText.loadFailed, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: articleViewText.openPage })).toHaveAttribute(
      "href",
      "/knowledge-hub/go-live-checklist",
    );
  });
});
