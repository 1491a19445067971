import { describe, expect, it } from "vitest";
import { homeFaq, partnerStrip } from "~/content/home";
import { navigation } from "~/content/shared";
import { tools } from "~/content/toolkits";
import { benchOptions, median } from "./bench-common.mjs";
import { tapControls } from "./bench-tap-controls";
import { cell, lighthouseConditions, tapFigure, tapNotes, tapTable, type TapResult } from "./bench-tap-figures.mjs";

describe("lighthouseConditions (npm run bench:tap's throttling and screens)", () => {
  it("reads Lighthouse's mobile devtools throttling, sent as Lighthouse does (bytes per second), and its phone (touch) and desktop screens", () => {
    // 1,474.56 Kbps and 675 Kbps, times 1024 / 8, floored (lighthouse/core/lib/emulation.js).
    expect(lighthouseConditions()).toEqual({
      network: { offline: false, latency: 562.5, downloadThroughput: 188_743, uploadThroughput: 86_400 },
      cpuSlowdown: 4,
      viewports: {
        phone: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
        desktop: { width: 1350, height: 940, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
      },
    });
  });

  it("follows the constants it is given, so a Lighthouse that changes them changes the bench", () => {
    const screen = { width: 400, height: 800, deviceScaleFactor: 2, mobile: true };
    const conditions = lighthouseConditions({
      throttling: {
        mobileSlow4G: {
          requestLatencyMs: 100,
          downloadThroughputKbps: 1000,
          uploadThroughputKbps: 500,
          cpuSlowdownMultiplier: 6,
        },
      },
      screenEmulationMetrics: { mobile: screen, desktop: { ...screen, mobile: false } },
    });
    expect(conditions.network).toMatchObject({ latency: 100, downloadThroughput: 128_000, uploadThroughput: 64_000 });
    expect(conditions.cpuSlowdown).toBe(6);
    expect(conditions.viewports.desktop).toMatchObject({ isMobile: false, hasTouch: false });
  });
});

describe("median (both benchmarks)", () => {
  it("takes the middle figure, the upper middle of an even count, leaving out runs without one", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([null, 50, null])).toBe(50);
    expect(median([null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe("benchOptions", () => {
  it("reads runs, --no-build, paths, names and the options that take a value", () => {
    const args = ["--no-build", "--runs", "5", "--build-dir", "/tmp/base/build-bench", "/toolkits", "menu"];
    expect(benchOptions(args, ["--build-dir"])).toEqual({
      runs: 5,
      build: false,
      paths: ["/toolkits"],
      names: ["menu"],
      values: { "--runs": "5", "--build-dir": "/tmp/base/build-bench" },
    });
  });

  it("runs three times and builds unless told otherwise; a bad count runs once", () => {
    expect(benchOptions([])).toMatchObject({ runs: 3, build: true, paths: [], names: [] });
    expect(benchOptions(["--runs", "none"]).runs).toBe(1);
    expect(benchOptions(["--runs", "0"]).runs).toBe(1);
  });
});

const result = (id: string, firstPaint: Array<number | null>, appRuns: Array<number | null>): TapResult => ({
  id,
  label: `the ${id}`,
  device: "phone",
  route: "/",
  firstPaint: tapFigure(firstPaint.map((ms) => (ms === null ? { ms, error: "no answer within 30 s" } : { ms }))),
  appRuns: tapFigure(appRuns.map((ms) => ({ ms }))),
});

describe("the table", () => {
  it("gives each control's medians, rounded to the millisecond", () => {
    expect(tapTable([result("menu", [4990.4, 5100, 4800], [830.6, 900, 700])])).toEqual([
      { control: "the menu", "at first paint ms": 4990, "once the app runs ms": 831, "its page cold ms": "" },
    ]);
  });

  it("sets a move to another page beside that page opened cold", () => {
    const move = { ...result("to-perks", [1200], [40]), cold: tapFigure([{ ms: 1300 }, { ms: 1100 }, { ms: 1250.4 }]) };
    expect(tapTable([move])).toEqual([
      { control: "the to-perks", "at first paint ms": 1200, "once the app runs ms": 40, "its page cold ms": 1250 },
    ]);
  });

  it("says how many runs answered when some did not, and when none did", () => {
    expect(cell(tapFigure([{ ms: 40 }, { ms: null }, { ms: 60 }]))).toBe("60 (2 of 3)");
    expect(cell(tapFigure([{ ms: null }, { ms: null }]))).toBe("no answer");
  });

  it("puts an earlier run's figures beside each control, and nothing where it had none", () => {
    const before = [result("menu", [4990], [830])];
    expect(tapTable([result("menu", [16], [20]), result("search", [30], [25])], before)).toEqual([
      {
        control: "the menu",
        "first paint, before": 4990,
        "at first paint ms": 16,
        "app runs, before": 830,
        "once the app runs ms": 20,
        "its page cold ms": "",
      },
      {
        control: "the search",
        "first paint, before": "",
        "at first paint ms": 30,
        "app runs, before": "",
        "once the app runs ms": 25,
        "its page cold ms": "",
      },
    ]);
  });

  it("notes runs without a time, answers other than the control's own, and taps made after hydration", () => {
    const search = result("search", [800, null], [900]);
    search.firstPaint.runs[0].shown = "the page /search, its field not focused (a page load, no dialog)";
    search.firstPaint.runs[0].hydratedAtTap = true;
    expect(tapNotes([search])).toEqual([
      "search, at first paint: 1 run(s) without a time: no answer within 30 s",
      "search, at first paint: what showed: the page /search, its field not focused (a page load, no dialog)",
      "search, at first paint: the app had already hydrated when the tap was made",
    ]);
  });
});

describe("tapControls (what the bench taps, from the copy)", () => {
  const controls = tapControls();
  const byId = Object.fromEntries(controls.map((control) => [control.id, control]));

  it("has the seven controls of issue 44 and the five moves of issue 55, each once", () => {
    const issue44 = ["menu", "home-faq", "infinity-faq", "products", "toolkit-filter", "search", "pause-animations"];
    const issue55 = ["to-perks", "to-infinity", "to-community", "to-toolkits", "to-perks-hi"];
    expect(controls.map(({ id }) => id)).toEqual([...issue44, ...issue55]);
  });

  it("moves by a link of the page's copy to a page answered by its heading, the Hindi one within Hindi", () => {
    expect(byId["to-infinity"]).toMatchObject({
      route: "/",
      control: { roles: "a[href]", name: "Explore the Infinity Program", within: "main" },
      answer: { kind: "page", path: "/infinity-program", heading: "The Infinity Program" },
    });
    expect(byId["to-community"]).toMatchObject({ route: "/perks", control: { name: "Community", within: "footer" } });
    expect(byId["to-perks-hi"]).toMatchObject({ route: "/hi", answer: { kind: "page", path: "/hi/perks" } });
    expect(byId["to-perks-hi"].control.name).not.toBe(byId["to-perks"].control.name);
  });

  it("finds the controls by the words the site shows", () => {
    expect(byId.menu.control.name).toBe(navigation.openMenu);
    expect(byId["home-faq"].control.name).toBe(homeFaq.items[0].question);
    expect(byId["home-faq"].answer).toEqual({ kind: "text", text: expect.any(String) });
    expect(homeFaq.items[0].answer.replace(/\s+/g, " ")).toContain((byId["home-faq"].answer as { text: string }).text);
    expect(byId["pause-animations"].answer).toEqual({ kind: "stopped", list: partnerStrip.section.heading });
  });

  it("splits the toolkit's cards into the Funding ones, which stay, and the rest", () => {
    const filter = byId["toolkit-filter"];
    if (filter.answer.kind !== "only") throw new Error("the toolkit filter's answer is not a set of cards");
    expect(filter.control.name).toBe("Funding");
    expect(filter.answer.shown.length).toBeGreaterThan(0);
    expect(filter.answer.hidden.length).toBeGreaterThan(0);
    expect([...filter.answer.shown, ...filter.answer.hidden].sort()).toEqual(tools.map(({ title }) => title).sort());
  });
});
