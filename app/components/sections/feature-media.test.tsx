import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { featureBlocks, featureMediaText, type FeatureBlock } from "~/content/startup-features";
import { setEverythingInView } from "../../../tests/support/dom";
import { FeatureMedia } from "./feature-media";

const base: FeatureBlock = {
  title: "Payouts",
  subtitle: "Pay vendors in one click.",
  icon: "banknote",
  features: [{ icon: "zap", text: "Instant transfers" }],
};
const picture = (n: number) => ({ src: `/img/${n}.svg`, alt: `Picture ${n}`, width: 640, height: 400 });

describe("FeatureMedia", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows "Coming Soon" when a block has no media yet', () => {
    render(<FeatureMedia block={base} />);
    expect(screen.getByText(featureMediaText.comingSoon)).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("plays a block's clip as a muted inline loop", () => {
    const withClip = featureBlocks.find((block) => block.media?.kind === "video")!;
    const { container } = render(<FeatureMedia block={withClip} />);
    const video = container.querySelector("video")!;
    expect(video.muted && video.loop).toBe(true);
    expect(video).toHaveAttribute("playsinline");
    expect(screen.queryByText(featureMediaText.comingSoon)).not.toBeInTheDocument();
  });

  it("rotates a block's pictures every 3000 ms", () => {
    render(<FeatureMedia block={{ ...base, media: { kind: "images", images: [picture(1), picture(2)] } }} />);
    const carousel = screen.getByRole("region", { name: featureMediaText.picturesOf(base.title) });
    expect(carousel).toHaveTextContent("1 / 2");
    act(() => vi.advanceTimersByTime(3000));
    expect(carousel).toHaveTextContent("2 / 2");
  });

  it("shows a block's single picture with its description", () => {
    render(<FeatureMedia block={{ ...base, media: { kind: "image", image: picture(3) } }} />);
    act(() => setEverythingInView(true));
    expect(screen.getByRole("img", { name: "Picture 3" })).toHaveAttribute("src", "/img/3.svg");
  });
});
