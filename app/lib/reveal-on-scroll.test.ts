import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { revealOnScroll } from "./reveal-on-scroll";

type Report = (entry: Partial<IntersectionObserverEntry> & { top: number }) => void;
const reporters = new Map<Element, Report>();

/** An IntersectionObserver whose reports the test writes: where the element is, how much shows. */
class ScriptedObserver {
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.add(target);
    reporters.set(target, ({ top, ...entry }) =>
      this.callback(
        [
          {
            target,
            isIntersecting: false,
            intersectionRatio: 0,
            boundingClientRect: { top } as DOMRect,
            ...entry,
          } as IntersectionObserverEntry,
        ],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  disconnect() {
    for (const target of this.targets) reporters.delete(target);
  }
}

const below = { top: 2000 };
const onScreenInPart = { top: 700, isIntersecting: true, intersectionRatio: 0.1 };
const seen = { top: 400, isIntersecting: true, intersectionRatio: 0.5 };
const above = { top: -3000 };

let main: HTMLElement;
let stop: () => void;
const sectionContent = (n: number) => main.querySelectorAll("section")[n].firstElementChild!;
const report = (n: number, entry: Parameters<Report>[0]) => reporters.get(sectionContent(n))?.(entry);
const revealState = (n: number) => sectionContent(n).getAttribute("data-reveal");

function page(sections: number) {
  main.innerHTML = Array.from({ length: sections }, (_, i) => `<section><div>Section ${i}</div></section>`).join("");
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", ScriptedObserver);
  main = document.createElement("main");
  document.body.append(main);
  page(3);
  stop = revealOnScroll(main);
});
afterEach(() => {
  stop();
  main.remove();
  reporters.clear();
});

describe("reveal on scroll", () => {
  it("never touches the hero", () => {
    expect(reporters.has(sectionContent(0))).toBe(false);
    expect(revealState(0)).toBeNull();
  });

  it("readies what is wholly below the screen, and marks it done once seen, for good", () => {
    report(1, below);
    expect(revealState(1)).toBe("ready");
    report(1, onScreenInPart);
    expect(revealState(1)).toBe("ready");
    report(1, seen);
    expect(revealState(1)).toBe("done");
    expect(reporters.has(sectionContent(1))).toBe(false);
  });

  it("never hides or animates what is on screen, even in part, or above, when first looked at", () => {
    report(1, onScreenInPart);
    report(2, above);
    expect(revealState(1)).toBe("done");
    expect(revealState(2)).toBe("done");
  });

  it("marks done what was scrolled past too fast to be seen (a jump to the end)", () => {
    report(1, below);
    report(1, above);
    expect(revealState(1)).toBe("done");
  });

  it("watches the sections of the next page", async () => {
    page(2);
    await Promise.resolve();
    report(1, below);
    expect(revealState(1)).toBe("ready");
  });
});
