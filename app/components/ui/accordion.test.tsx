import { render as renderInDocument, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

/** The accordion on a page at `url`, with a link elsewhere on the page to "/#Three". */
const render = (ui: ReactElement, url = "/") =>
  renderInDocument(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: "/",
            element: (
              <>
                {ui}
                <Link to="/#Three">Question three</Link>
              </>
            ),
          },
        ],
        { initialEntries: [url] },
      )}
    />,
  );

const items = ["One", "Two", "Three"].map((title) => ({ id: title, title, content: `${title} answer` }));
/** A question: the summary its heading is in. */
const question = (name: string) => screen.getByRole("heading", { name }).closest("summary")!;
const open = (name: string) => question(name).closest("details")!.open;

describe("Accordion", () => {
  it("is one group of the browser's own disclosures: one answer of the group open at a time", () => {
    render(<Accordion name="faqs" items={items} />);
    const disclosures = [...document.querySelectorAll("details")];
    expect(disclosures).toHaveLength(3);
    expect(disclosures.map((details) => details.getAttribute("name"))).toEqual(["faqs", "faqs", "faqs"]);
    expect(disclosures.map((details) => details.firstElementChild?.localName)).toEqual([
      "summary",
      "summary",
      "summary",
    ]);
  });

  it("opens an answer on a press, and closes it on a second", async () => {
    const user = userEvent.setup();
    render(<Accordion name="faqs" items={items} />);
    await user.click(question("One"));
    expect(open("One")).toBe(true);
    expect(screen.getByText("One answer")).toBeVisible();
    await user.click(question("One"));
    expect(open("One")).toBe(false);
  });

  it("moves focus between questions with the arrow, Home and End keys", async () => {
    const user = userEvent.setup();
    render(<Accordion name="faqs" items={items} />);
    question("One").focus();
    await user.keyboard("{ArrowDown}");
    expect(question("Two")).toHaveFocus();
    await user.keyboard("{End}");
    expect(question("Three")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(question("One")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(question("One")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(question("Three")).toHaveFocus();
  });

  it("keeps closed answers in the document, hidden, so prerendered pages and search carry them", () => {
    render(<Accordion name="faqs" items={items} />);
    expect(screen.getByText("Two answer")).not.toBeVisible();
  });

  it("puts each question in a heading of the given level", () => {
    render(<Accordion name="faqs" headingLevel="h4" items={items} />);
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(3);
  });

  it("gives each answer its address, and opens the answer the address names when it changes on the page", async () => {
    const user = userEvent.setup();
    render(<Accordion name="faqs" items={items} />, "/#Two");
    expect(screen.getByText("Two answer")).toHaveAttribute("id", "Two");
    expect(await screen.findByText("Two answer")).toBeVisible();

    await user.click(screen.getByRole("link", { name: "Question three" }));
    expect(open("Three")).toBe(true);

    // Closed by the visitor, it stays closed: the address opens it, it does not hold it open.
    await user.click(question("Three"));
    expect(open("Three")).toBe(false);
  });
});
