import type { Picture } from "~/lib/models";
import { inspect } from "~/cms/inspector";

/**
 * White at 85% keeps the hero's text at AA contrast on any picture (hero-backdrop.test.ts). A class,
 * as the strict CSP refuses a style attribute.
 */
export const HERO_SCRIM_CLASS = "bg-white/85";

/** A 64-pixel rendition: blurred full width anyway, it weighs about a kilobyte. */
const RENDITION = { w: "64", q: "40", fm: "jpg" };

/**
 * heroSection.backgroundImage, blurred under a scrim: decoration, and too little detail per pixel
 * for a browser to count it as the largest paint, which stays the hero's text.
 */
export function HeroBackdrop({ picture }: { picture: Picture }) {
  const src = picture.resizable ? `${picture.src}?${new URLSearchParams(RENDITION)}` : picture.src;
  return (
    <div aria-hidden="true" data-hero-backdrop="" className="absolute inset-0 -z-10 overflow-hidden">
      <img
        src={src}
        alt=""
        width={64}
        height={Math.round((64 * picture.height) / picture.width)}
        decoding="async"
        className="h-full w-full scale-110 object-cover blur-2xl"
        {...(__LIVE_PREVIEW__ && inspect(picture, "src"))}
      />
      <div className={`absolute inset-0 ${HERO_SCRIM_CLASS}`} />
    </div>
  );
}
