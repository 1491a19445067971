import { render, screen } from "@testing-library/react";
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
});
