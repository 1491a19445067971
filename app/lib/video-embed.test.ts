import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { videoEmbedUrl } from "./video-embed";

describe("videoEmbedUrl", () => {
  it("points at the privacy-enhanced host and autoplays after the visitor's click", () => {
    const url = new URL(videoEmbedUrl("abc123XYZ_-"));
    expect(url.origin).toBe(site.videoEmbedOrigin);
    expect(url.pathname).toBe("/embed/abc123XYZ_-");
    expect(url.searchParams.get("autoplay")).toBe("1");
  });

  it("keeps a hostile id inside the path", () => {
    const url = new URL(videoEmbedUrl("../../evil?x=1#y"));
    expect(url.origin).toBe(site.videoEmbedOrigin);
    expect(url.pathname.startsWith("/embed/")).toBe(true);
    expect(url.searchParams.get("x")).toBeNull();
  });
});
