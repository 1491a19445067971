import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REDUCED_MOTION_QUERY } from "~/hooks/use-media-query";
import { setMatchingMediaQueries, setEverythingInView } from "../../../tests/support/dom";
import { CountUp, CountUpFigure, SCROLL_SPY_DURATION_MS } from "./count-up";

/** The digits drawn while counting; hidden from assistive technology. */
const drawnDigits = (container: HTMLElement) => container.querySelector("[aria-hidden='true']")?.textContent ?? null;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// jsdom lays nothing out: every box is at 0,0 with no size, i.e. off screen, as below the fold.
beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] }));
afterEach(() => vi.useRealTimers());

describe("CountUp", () => {
  it("counts up over its duration once in view, its figure always the final one for screen readers", () => {
    const { container } = render(<CountUp prefix="$" value={100} suffix="M+" durationMs={SCROLL_SPY_DURATION_MS} />);
    const figure = screen.getByText("$100M+");
    expect(drawnDigits(container)).toBe("$0M+");

    act(() => setEverythingInView(true));
    wait(SCROLL_SPY_DURATION_MS / 2);
    const halfway = drawnDigits(container);
    expect(halfway).toMatch(/^\$\d+M\+$/);
    expect(halfway).not.toBe("$0M+");
    expect(halfway).not.toBe("$100M+");
    expect(figure).toHaveTextContent("$100M+");
    expect(figure).toHaveClass("text-transparent");

    // The frame after the duration ends the count.
    wait(SCROLL_SPY_DURATION_MS / 2 + 20);
    expect(drawnDigits(container)).toBeNull();
    expect(figure).not.toHaveClass("text-transparent");
  });

  it("does not count when the visitor wants less motion", () => {
    setMatchingMediaQueries(REDUCED_MOTION_QUERY);
    const { container } = render(<CountUp value={500000} suffix="+" />);
    act(() => setEverythingInView(true));
    wait(100);
    expect(drawnDigits(container)).toBeNull();
    expect(screen.getByText("500,000+")).not.toHaveClass("text-transparent");
  });
});

describe("CountUpFigure", () => {
  it("counts a figure with one number and shows any other as written", () => {
    const { container } = render(
      <>
        <CountUpFigure figure="12 weeks" />
        <CountUpFigure figure="Seed → Series A" />
      </>,
    );
    expect(screen.getByText("12 weeks")).toBeInTheDocument();
    expect(drawnDigits(container)).toBe("0 weeks");
    expect(screen.getByText("Seed → Series A")).toBeInTheDocument();
  });

  it("groups a count by thousands on an English page, and the Indian way when told", () => {
    render(
      <>
        <CountUpFigure figure="500000+" />
        <CountUpFigure figure="500,000 merchants" grouping="indian" />
        <CountUp value={1234567} grouping="indian" />
      </>,
    );
    expect(screen.getByText("500,000+")).toBeInTheDocument();
    expect(screen.getByText("5,00,000 merchants")).toBeInTheDocument();
    expect(screen.getByText("12,34,567")).toBeInTheDocument();
  });
});
