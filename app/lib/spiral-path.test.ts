import { describe, expect, it } from "vitest";
import { spiralPath } from "./spiral-path";

const points = (path: string) =>
  path
    .slice(1)
    .split("L")
    .map((pair) => pair.split(" ").map(Number));

describe("spiralPath", () => {
  it("starts at the centre and ends on the outer radius after the given turns", () => {
    const all = points(spiralPath(50, 50, 40, 3));
    expect(all[0]).toEqual([50, 50]);
    expect(all.at(-1)).toEqual([90, 50]);
    expect(all).toHaveLength(3 * 48 + 1);
  });

  it("moves steadily outwards", () => {
    const distances = points(spiralPath(0, 0, 10, 2)).map(([x, y]) => Math.hypot(x, y));
    distances.slice(1).forEach((distance, i) => expect(distance).toBeGreaterThan(distances[i]));
  });
});
