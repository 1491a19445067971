// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HERO_SCRIM_CLASS } from "./hero-backdrop";

/** WCAG 2.2 relative luminance and contrast ratio. */
const luminance = ([r, g, b]: number[]) => {
  const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
const token = (name: string) => {
  const css = readFileSync(new URL("../../styles/app.css", import.meta.url), "utf8");
  const hex = new RegExp(`--color-${name}: #([0-9a-f]{6});`).exec(css)![1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
};

describe("the scrim over a hero's background picture", () => {
  it("keeps every hero text colour at AA (4.5:1) whatever the picture, black to white", () => {
    const [, percent] = /^bg-white\/(\d+)$/.exec(HERO_SCRIM_CLASS)!;
    const alpha = Number(percent) / 100;
    const over = (picture: number[]) => picture.map((channel) => 255 * alpha + channel * (1 - alpha));
    for (const text of ["ink-900", "ink-700", "brand-700"]) {
      for (const picture of [
        [0, 0, 0],
        [255, 255, 255],
        [35, 72, 224],
      ]) {
        expect(contrast(token(text), over(picture)), `${text} over ${picture}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
