import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { translations } from "~/languages";
import { setEverythingInView } from "../../../tests/support/dom";

// A Hindi page groups its counts the Indian way (5,00,000), the language being the build's
// (__SITE_LANGUAGE__): the figure in the page, and the count, which ends on that very text.

/** The digits drawn while counting; hidden from assistive technology. */
const drawnDigits = (container: HTMLElement) => container.querySelector("[aria-hidden='true']")?.textContent ?? null;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The count-up as a Hindi build has it. */
const inHindi = async () => {
  vi.resetModules();
  vi.stubGlobal(
    "__SITE_LANGUAGE__",
    translations.find((language) => language.code === "hi"),
  );
  return import("./count-up");
};

// jsdom lays nothing out: every box is at 0,0 with no size, i.e. off screen, as below the fold.
beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("CountUp on a Hindi page", () => {
  it("shows the count grouped the Indian way, counts in it and ends on exactly that text", async () => {
    const { CountUp, COUNT_UP_DURATION_MS } = await inHindi();
    const { container } = render(<CountUp value={500000} suffix="+" />);
    const figure = screen.getByText("5,00,000+");
    expect(drawnDigits(container)).toBe("0+");

    act(() => setEverythingInView(true));
    wait(COUNT_UP_DURATION_MS / 2);
    // Halfway (eased) the count is past 1,00,000: grouped by two digits before the last three.
    expect(drawnDigits(container)).toMatch(/^\d,\d{2},\d{3}\+$/);
    expect(figure).toHaveTextContent("5,00,000+");

    wait(COUNT_UP_DURATION_MS / 2 + 20);
    expect(drawnDigits(container)).toBeNull();
    expect(container.textContent).toBe("5,00,000+");
    expect(figure).not.toHaveClass("text-transparent");
  });

  it("shows a figure written either way, or not grouped, the Indian way", async () => {
    const { CountUpFigure } = await inHindi();
    const { container } = render(
      <>
        <p>
          <CountUpFigure figure="500,000+" />
        </p>
        <p>
          <CountUpFigure figure="5,00,000+" />
        </p>
        <p>
          <CountUpFigure figure="500000+" />
        </p>
        <p>
          <CountUpFigure figure="1,000+" />
        </p>
      </>,
    );
    const shown = [...container.querySelectorAll("p")].map(
      (paragraph) => paragraph.querySelector(":scope > span > span:not([aria-hidden])")?.textContent,
    );
    expect(shown).toEqual(["5,00,000+", "5,00,000+", "5,00,000+", "1,000+"]);
  });
});
