import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LazyImage } from "./lazy-image";

const picture = { src: "/img/team.svg", alt: "The team", width: 400, height: 300 };

/** As if the browser had already fetched the file (or failed to) before the app arrived. */
function settledBeforeTheApp(naturalWidth: number) {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(naturalWidth);
}

describe("LazyImage", () => {
  it("is in the HTML with its file, size and alt text, visible, and left to the browser's lazy loading", () => {
    const html = renderToString(
      <LazyImage {...picture} sources={[{ type: "image/avif", srcSet: "/img/team.avif 1x" }]} />,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    const img = page.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/img/team.svg");
    expect(img).toHaveAttribute("alt", "The team");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "300");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img.className).not.toMatch(/opacity-0/);
    expect(html).toContain('<source type="image/avif" srcSet="/img/team.avif 1x"/>');
  });

  it("fades in a file still on its way once the app is there", () => {
    render(<LazyImage {...picture} />);
    const img = screen.getByRole("img", { name: "The team" });
    expect(img).toHaveClass("opacity-0");
    fireEvent.load(img);
    expect(img).not.toHaveClass("opacity-0");
    expect(img).toHaveClass("transition-opacity");
  });

  it("leaves a file that loaded before the app as it is, without a fade", () => {
    settledBeforeTheApp(400);
    render(<LazyImage {...picture} />);
    expect(screen.getByRole("img", { name: "The team" })).not.toHaveClass("opacity-0");
  });

  it("disappears and reports when the file is broken", () => {
    const onFail = vi.fn();
    render(<LazyImage {...picture} onFail={onFail} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(onFail).toHaveBeenCalledOnce();
  });

  it("disappears and reports when the file broke before the app was there", () => {
    settledBeforeTheApp(0);
    const onFail = vi.fn();
    render(<LazyImage {...picture} onFail={onFail} />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(onFail).toHaveBeenCalledOnce();
  });
});
