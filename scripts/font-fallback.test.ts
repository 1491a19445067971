import { readFileSync } from "node:fs";
import { fromFile } from "@capsizecss/unpack/fs";
import arial from "@capsizecss/metrics/arial";
import { describe, expect, it } from "vitest";
import { fallbackFace, fallbackOverrides } from "./font-fallback.mjs";

describe("fallbackOverrides", () => {
  it("gives Arial the numbers next/font publishes for Inter over Arial", async () => {
    // Our subset keeps every lowercase letter, so its average width is the full font's.
    const inter = await fromFile(new URL("../app/styles/fonts/inter-latin.woff2", import.meta.url).pathname);
    expect(fallbackOverrides(inter, arial)).toEqual({
      sizeAdjust: "107.12%",
      ascentOverride: "90.44%",
      descentOverride: "22.52%",
      lineGapOverride: "0.00%",
    });
  });

  it("leaves a font that is its own fallback as it is", () => {
    const metrics = { ascent: 900, descent: -200, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 500 };
    expect(fallbackOverrides(metrics, metrics)).toEqual({
      sizeAdjust: "100.00%",
      ascentOverride: "90.00%",
      descentOverride: "20.00%",
      lineGapOverride: "10.00%",
    });
  });
});

describe("fonts.css", () => {
  it("holds a metric-matched face for each system fallback the font stack names, computed from the subset", async () => {
    const css = readFileSync(new URL("../app/styles/fonts.css", import.meta.url), "utf8");
    const inter = await fromFile(new URL("../app/styles/fonts/inter-latin.woff2", import.meta.url).pathname);
    expect(css).toContain(fallbackFace("Inter Fallback Arial", ["Arial", "ArialMT"], inter, arial));
    const appCss = readFileSync(new URL("../app/styles/app.css", import.meta.url), "utf8");
    const declared = (name: string) =>
      [...appCss.matchAll(new RegExp(`${name}:([^;]+);`, "g"))].map(([, value]) => value.replace(/\s+/g, " ").trim());
    const fallbacks = [...css.matchAll(/font-family: "(Inter Fallback [^"]+)"/g)].map(([, family]) => `"${family}"`);
    expect(fallbacks.length).toBeGreaterThanOrEqual(3);
    // A first page: the stand-ins alone; once Inter is there (docs/decisions/705): Inter, then them.
    const [standIns] = declared("--font-stand-ins");
    expect(standIns.startsWith(fallbacks.join(", "))).toBe(true);
    expect(declared("--font-sans")).toEqual(["var(--font-stand-ins)", '"Inter Variable", var(--font-stand-ins)']);
  });
});
