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
const trigger = (name: string) => screen.getByRole("button", { name });
const expanded = (name: string) => trigger(name).getAttribute("aria-expanded") === "true";

describe("Accordion", () => {
  it("in single mode keeps one item open at a time", async () => {
    const user = userEvent.setup();
    render(<Accordion type="single" collapsible items={items} />);
    await user.click(trigger("One"));
    expect(screen.getByText("One answer")).toBeVisible();
    await user.click(trigger("Two"));
    expect(expanded("Two")).toBe(true);
    expect(expanded("One")).toBe(false);
    expect(screen.getByText("One answer")).not.toBeVisible();
  });

  it("when collapsible, closes the open item on a second press", async () => {
    const user = userEvent.setup();
    render(<Accordion type="single" collapsible items={items} />);
    await user.click(trigger("One"));
    await user.click(trigger("One"));
    expect(expanded("One")).toBe(false);
  });

  it("when not collapsible, keeps the last item open", async () => {
    const user = userEvent.setup();
    render(<Accordion type="single" items={items} />);
    await user.click(trigger("One"));
    await user.click(trigger("One"));
    expect(expanded("One")).toBe(true);
  });

  it("in multiple mode lets several items stay open", async () => {
    const user = userEvent.setup();
    render(<Accordion type="multiple" items={items} />);
    await user.click(trigger("One"));
    await user.click(trigger("Three"));
    expect(expanded("One")).toBe(true);
    expect(expanded("Three")).toBe(true);
  });

  it("moves focus between triggers with the arrow, Home and End keys", async () => {
    const user = userEvent.setup();
    render(<Accordion type="single" collapsible items={items} />);
    trigger("One").focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger("Two")).toHaveFocus();
    await user.keyboard("{End}");
    expect(trigger("Three")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(trigger("One")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(trigger("One")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(trigger("Three")).toHaveFocus();
  });

  it("keeps closed answers in the document, hidden, so prerendered pages carry them", () => {
    render(<Accordion type="single" collapsible items={items} />);
    expect(screen.getByText("Two answer")).not.toBeVisible();
  });

  it("puts each question in a heading of the given level", () => {
    render(<Accordion type="single" collapsible headingLevel="h3" items={items} />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });

  it("opens the question an address names, on arrival and when a link points at it", async () => {
    const user = userEvent.setup();
    render(<Accordion type="single" collapsible items={items} />, "/#Two");
    expect(await screen.findByText("Two answer")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Two" })).toHaveAttribute("id", "Two");

    await user.click(screen.getByRole("link", { name: "Question three" }));
    expect(expanded("Three")).toBe(true);
    expect(expanded("Two")).toBe(false);

    // Closed by the visitor, it stays closed: the address opens it, it does not hold it open.
    await user.click(trigger("Three"));
    expect(expanded("Three")).toBe(false);
  });
});
