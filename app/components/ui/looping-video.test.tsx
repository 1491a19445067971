import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { LoopingClip } from "~/content/models";
import { REDUCED_MOTION_QUERY } from "~/hooks/use-media-query";
import { setEverythingInView, setMatchingMediaQueries } from "../../../tests/support/dom";
import { LoopingVideo } from "./looping-video";

const clip: LoopingClip = {
  webm: "/video/demo.webm",
  mp4: "/video/demo.mp4",
  poster: "/video/demo-poster.webp",
  width: 800,
  height: 500,
  alt: "A dashboard filling with payments",
  size: "large",
};

const renderClip = () => {
  render(<LoopingVideo clip={clip} pauseLabel="Pause animation" playLabel="Play animation" />);
  return screen.getByLabelText(clip.alt) as HTMLVideoElement;
};

describe("LoopingVideo", () => {
  let play: MockInstance<() => Promise<void>>;
  let pause: MockInstance<() => void>;

  beforeEach(() => {
    play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
    pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("is a muted, looping, inline clip in both formats that fetches nothing until it nears the viewport", () => {
    const video = renderClip();
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute("playsinline");
    expect(video).not.toHaveAttribute("autoplay");
    expect(video).toHaveAttribute("preload", "none");
    expect(video.disableRemotePlayback, "no cast button on a decorative loop").toBe(true);
    expect(video).not.toHaveAttribute("disableremoteplayback");
    expect(video).not.toHaveAttribute("poster");
    act(() => setEverythingInView(true));
    expect(video).toHaveAttribute("poster", clip.poster);
    expect([...video.querySelectorAll("source")].map((source) => source.getAttribute("type"))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
  });

  it("plays only while in view", () => {
    renderClip();
    expect(play).not.toHaveBeenCalled();
    act(() => setEverythingInView(true));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => setEverythingInView(false));
    expect(pause).toHaveBeenCalled();
  });

  it("stops for good on its pause button and starts again on play", () => {
    renderClip();
    act(() => setEverythingInView(true));
    fireEvent.click(screen.getByRole("button", { name: "Pause animation" }));
    expect(pause).toHaveBeenCalled();
    play.mockClear();
    act(() => setEverythingInView(true));
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Play animation" }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("under reduced motion stays on its poster until the visitor presses play", () => {
    setMatchingMediaQueries(REDUCED_MOTION_QUERY);
    renderClip();
    act(() => setEverythingInView(true));
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Play animation" }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Pause animation" })).toBeInTheDocument();
  });

  it("offers play again when the browser refuses to start it", async () => {
    play.mockImplementation(() => Promise.reject(new DOMException("refused", "NotAllowedError")));
    renderClip();
    await act(async () => setEverythingInView(true));
    expect(screen.getByRole("button", { name: "Play animation" })).toBeInTheDocument();
  });
});
