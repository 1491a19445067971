import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REDUCED_MOTION_QUERY } from "~/hooks/use-media-query";
import { wrapIndex } from "~/lib/carousel-index";
import { setMatchingMediaQueries } from "../../../tests/support/dom";
import { ImageCarousel } from "./image-carousel";

const picture = (n: number) => ({ src: `/img/${n}.svg`, alt: `Picture ${n}`, width: 4, height: 3 });
const three = [picture(1), picture(2), picture(3)];
const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("wrapIndex", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe("ImageCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every 3000 ms and wraps from the last picture to the first", () => {
    render(<ImageCarousel images={three} label="Gallery" />);
    expect(counter()).toBe("1 / 3");
    tick(2999);
    expect(counter()).toBe("1 / 3");
    tick(1);
    expect(counter()).toBe("2 / 3");
    tick(6000);
    expect(counter()).toBe("1 / 3");
  });

  it("wraps both ways with the previous and next buttons and jumps with the dots", () => {
    render(<ImageCarousel images={three} label="Gallery" />);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(counter()).toBe("3 / 3");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(counter()).toBe("1 / 3");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 2" }));
    expect(counter()).toBe("2 / 3");
    expect(screen.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  });

  it("holds still while hovered and resumes when the pointer leaves", () => {
    render(<ImageCarousel images={three} label="Gallery" />);
    const carousel = screen.getByRole("region", { name: "Gallery" });
    fireEvent.mouseEnter(carousel);
    tick(9000);
    expect(counter()).toBe("1 / 3");
    fireEvent.mouseLeave(carousel);
    tick(3000);
    expect(counter()).toBe("2 / 3");
  });

  it("holds still while a control has keyboard focus", () => {
    render(<ImageCarousel images={three} label="Gallery" />);
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    tick(9000);
    expect(counter()).toBe("1 / 3");
  });

  it("stops for good when the visitor presses pause, and starts again on play", () => {
    render(<ImageCarousel images={three} label="Gallery" />);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    act(() => screen.getByRole("button", { name: "Play" }).blur());
    tick(9000);
    expect(counter()).toBe("1 / 3");
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    act(() => screen.getByRole("button", { name: "Pause" }).blur());
    tick(3000);
    expect(counter()).toBe("2 / 3");
  });

  it("does not move or show controls with a single picture", () => {
    render(<ImageCarousel images={[picture(1)]} label="Gallery" />);
    tick(9000);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
  });

  it("does not advance by itself when the visitor prefers reduced motion", () => {
    setMatchingMediaQueries(REDUCED_MOTION_QUERY);
    render(<ImageCarousel images={three} label="Gallery" />);
    tick(9000);
    expect(counter()).toBe("1 / 3");
    expect(screen.queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(counter()).toBe("2 / 3");
  });
});
