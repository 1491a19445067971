import { site } from "~/site";

/** The privacy-enhanced player address for a video id, starting playback at once. */
export function videoEmbedUrl(videoId: string): string {
  const url = new URL(`/embed/${encodeURIComponent(videoId)}`, site.videoEmbedOrigin);
  url.searchParams.set("autoplay", "1");
  url.searchParams.set("rel", "0");
  return url.toString();
}
