import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { VideoFacade } from "./video-facade";

const video = { id: "demo123", title: "How we went live in a week" };

describe("VideoFacade", () => {
  it("shows a play button and no player until clicked", () => {
    const { container } = render(<VideoFacade video={video} />);
    expect(screen.getByRole("button", { name: `Play video: ${video.title}` })).toBeInTheDocument();
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("swaps in the privacy-enhanced player on click and moves focus into it", async () => {
    const user = userEvent.setup();
    render(<VideoFacade video={video} />);
    await user.click(screen.getByRole("button", { name: /Play video/ }));
    const player = screen.getByTitle(video.title);
    expect(player.tagName).toBe("IFRAME");
    expect(player.getAttribute("src")).toMatch(new RegExp(`^${site.videoEmbedOrigin}/embed/demo123`));
    expect(player).toHaveFocus();
  });

  const withPoster = { ...video, poster: { src: "/img/poster.svg", alt: "", width: 640, height: 360 } };

  it("in a hero, asks for its poster at once and with high priority; elsewhere, as it nears the screen", () => {
    const { container, unmount } = render(<VideoFacade video={withPoster} priority />);
    const eager = container.querySelector("img")!;
    expect(eager.getAttribute("src")).toBe("/img/poster.svg");
    expect(eager.getAttribute("fetchpriority")).toBe("high");
    expect(eager.getAttribute("loading")).toBeNull();
    unmount();
    const { container: later } = render(<VideoFacade video={withPoster} />);
    const lazy = later.querySelector("img")!;
    expect(lazy.getAttribute("src")).toBe("/img/poster.svg");
    expect(lazy.getAttribute("loading")).toBe("lazy");
  });

  it("drops a hero poster that fails to load, keeping the play button", () => {
    const { container } = render(<VideoFacade video={withPoster} priority />);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("button", { name: /Play video/ })).toBeInTheDocument();
  });
});
