import type { Picture } from "./models";

/** A `<source>` of a `<picture>`: one format, at 1x and 2x. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

/** What an `<img>` (in a `<picture>`) is drawn from at one size on screen. */
export interface PictureFiles {
  src: string;
  srcSet?: string;
  sources: PictureSource[];
}

/** The box a picture fills on screen, in CSS pixels; `crop: "face"` fills it around a face. */
export interface PictureBox {
  width: number;
  height?: number;
  crop?: "face";
}

/** Modern formats first; the browser takes the first it can decode, else the `<img>`'s own file. */
const MODERN_FORMATS = [
  { type: "image/avif", fm: "avif" },
  { type: "image/webp", fm: "webp" },
] as const;

/**
 * Ours (under public/) as they are; the content service's through its image API (`w`, `h`, `fit`,
 * `f`, `fm`) at 1x and 2x, in AVIF and WebP, with the asset's own format as fallback.
 */
export function pictureFiles(picture: Picture, box: PictureBox): PictureFiles {
  if (!picture.resizable) return { src: picture.src, sources: [] };
  const at = (scale: 1 | 2, format?: string) => {
    const url = new URL(picture.src);
    url.searchParams.set("w", String(Math.round(box.width * scale)));
    if (box.height) url.searchParams.set("h", String(Math.round(box.height * scale)));
    if (box.crop === "face") {
      url.searchParams.set("fit", "thumb");
      url.searchParams.set("f", "face");
    }
    if (format) url.searchParams.set("fm", format);
    return url.href;
  };
  const densities = (format?: string) => `${at(1, format)} 1x, ${at(2, format)} 2x`;
  return {
    src: at(1),
    srcSet: densities(),
    sources: MODERN_FORMATS.map(({ type, fm }) => ({ type, srcSet: densities(fm) })),
  };
}

/** Exactly the card's size (1200 x 630), as a JPEG, which every network that unfurls a link reads. */
export function socialCardFile(picture: Picture, card: { width: number; height: number }): string {
  const url = new URL(picture.src);
  url.searchParams.set("w", String(card.width));
  url.searchParams.set("h", String(card.height));
  url.searchParams.set("fit", "fill");
  url.searchParams.set("fm", "jpg");
  url.searchParams.set("q", "85");
  return url.href;
}
