import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navigation } from "~/content/shared";
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS, ProductsMenu } from "./products-menu";

/** The menu's summary, the control a visitor presses: the browser's own disclosure. */
const summary = () => screen.getByText(navigation.productsLabel).closest("summary")!;
const isOpen = () => summary().closest("details")!.open;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const mouse = { pointerType: "mouse" };
const enter = () => fireEvent.pointerOver(summary(), mouse);
const leave = () => fireEvent.pointerOut(summary(), { ...mouse, relatedTarget: document.body });

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <MemoryRouter>
      <ProductsMenu linkClass="" />
      <p>Elsewhere</p>
    </MemoryRouter>,
  );
});
afterEach(() => vi.useRealTimers());

describe("Products menu (spec section 9 timings)", () => {
  it("is the browser's own disclosure, so a press opens it before any script has run", () => {
    expect(summary().parentElement?.localName).toBe("details");
  });

  it("opens 200 ms after the mouse arrives, showing both startup pages", () => {
    enter();
    wait(MENU_OPEN_DELAY_MS - 1);
    expect(isOpen()).toBe(false);
    wait(1);
    expect(isOpen()).toBe(true);
    for (const product of navigation.products) {
      expect(screen.getByRole("link", { name: new RegExp(product.label) })).toHaveAttribute("href", product.href);
    }
  });

  it("does not open if the mouse leaves before the delay", () => {
    enter();
    wait(MENU_OPEN_DELAY_MS / 2);
    leave();
    wait(MENU_OPEN_DELAY_MS);
    expect(isOpen()).toBe(false);
  });

  it("closes 150 ms after the mouse leaves, and stays open if it comes back in time", () => {
    enter();
    wait(MENU_OPEN_DELAY_MS);
    leave();
    wait(MENU_CLOSE_DELAY_MS - 1);
    enter();
    wait(MENU_CLOSE_DELAY_MS);
    expect(isOpen()).toBe(true);
    leave();
    wait(MENU_CLOSE_DELAY_MS);
    expect(isOpen()).toBe(false);
  });

  it("opens again at once when the mouse is back within 300 ms of it closing, with the delay after that", () => {
    enter();
    wait(MENU_OPEN_DELAY_MS);
    leave();
    wait(MENU_CLOSE_DELAY_MS);
    enter();
    wait(0);
    expect(isOpen()).toBe(true);
    leave();
    wait(MENU_CLOSE_DELAY_MS + MENU_SKIP_DELAY_MS);
    enter();
    wait(0);
    expect(isOpen()).toBe(false);
  });

  it("does not open on a touch that passes over it: a tap presses it instead", () => {
    fireEvent.pointerOver(summary(), { pointerType: "touch" });
    wait(MENU_OPEN_DELAY_MS);
    expect(isOpen()).toBe(false);
    fireEvent.click(summary());
    expect(isOpen()).toBe(true);
  });

  it("toggles on a press; a press on a menu the mouse just opened keeps it open", () => {
    fireEvent.click(summary());
    expect(isOpen()).toBe(true);
    fireEvent.click(summary());
    expect(isOpen()).toBe(false);
    enter();
    wait(MENU_OPEN_DELAY_MS);
    fireEvent.click(summary());
    expect(isOpen()).toBe(true);
  });

  it("closes on Escape with focus back on its summary, and on a press elsewhere", () => {
    fireEvent.click(summary());
    const link = screen.getByRole("link", { name: new RegExp(navigation.products[0].label) });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(isOpen()).toBe(false);
    expect(summary()).toHaveFocus();

    fireEvent.click(summary());
    act(() => summary().closest("details")!.dispatchEvent(new Event("toggle")));
    fireEvent.pointerDown(screen.getByText("Elsewhere"));
    expect(isOpen()).toBe(false);
  });

  it("keeps its links in the document while closed, hidden", () => {
    expect(
      screen.getByRole("link", { name: new RegExp(navigation.products[0].label), hidden: true }),
    ).not.toBeVisible();
  });
});
