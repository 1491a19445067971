import { describe, expect, it } from "vitest";
import { pictureFiles } from "./image-api";

const ours = { src: "/logos/perks/kagaz.svg", alt: "Kagaz logo", width: 160, height: 48 };
const theirs = {
  src: "https://images.ctfassets.net/space/asset1/token/portrait.jpg",
  alt: "",
  width: 1200,
  height: 1600,
  resizable: true,
};

describe("pictureFiles", () => {
  it("draws our own pictures from their file, as they are", () => {
    expect(pictureFiles(ours, { width: 160 })).toEqual({ src: ours.src, sources: [] });
  });

  it("asks the content service's image API for the size shown and twice that, AVIF and WebP first", () => {
    const files = pictureFiles(theirs, { width: 80, height: 80, crop: "face" });
    expect(files.src).toBe(`${theirs.src}?w=80&h=80&fit=thumb&f=face`);
    expect(files.srcSet).toBe(
      `${theirs.src}?w=80&h=80&fit=thumb&f=face 1x, ${theirs.src}?w=160&h=160&fit=thumb&f=face 2x`,
    );
    expect(files.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(files.sources[0].srcSet).toBe(
      `${theirs.src}?w=80&h=80&fit=thumb&f=face&fm=avif 1x, ${theirs.src}?w=160&h=160&fit=thumb&f=face&fm=avif 2x`,
    );
  });

  it("keeps the width alone when the height follows the picture's own shape", () => {
    expect(pictureFiles(theirs, { width: 160 }).src).toBe(`${theirs.src}?w=160`);
  });
});
