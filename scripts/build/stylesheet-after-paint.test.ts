// @vitest-environment jsdom
// jsdom: the inline script runs against a page's head and its load event, jsdom's.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inlineCall } from "./inline-call.mjs";

const href = "/assets/app-abc.css";
const sheets = () => document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');

/** jsdom reports no paints: a stand-in for the browser's observer, which the test tells when the page has painted. */
class PaintObserver {
  static instances: PaintObserver[] = [];
  static supportedEntryTypes = ["paint"];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    PaintObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    if (!this.disconnected) this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

/** The script as the build writes it into a page, run as the page runs it. */
const runInPage = () => new Function(inlineCall("stylesheet-after-paint.browser.mjs", href))();

describe("the page's stylesheet, added once the page has painted", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    PaintObserver.instances = [];
    vi.stubGlobal("PerformanceObserver", PaintObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    history.replaceState(null, "", "/");
  });

  it("waits for the first contentful paint, then adds the sheet once, marked for React to adopt", () => {
    runInPage();
    expect(sheets()).toHaveLength(0);
    PaintObserver.instances[0].paint("first-paint");
    expect(sheets()).toHaveLength(0);
    PaintObserver.instances[0].paint("first-contentful-paint");
    PaintObserver.instances[0].paint("first-contentful-paint");
    expect(sheets()).toHaveLength(1);
    expect(sheets()[0].getAttribute("href")).toBe(href);
    expect(sheets()[0].dataset.precedence).toBe("default");
    expect(sheets()[0].hasAttribute("blocking")).toBe(false);
  });

  it("adds it at once, holding the first paint, when the address names a place further down", () => {
    history.replaceState(null, "", "/#faqs-is-there-a-fee");
    runInPage();
    expect(sheets()).toHaveLength(1);
    expect(sheets()[0].getAttribute("blocking")).toBe("render");
  });

  it("adds none of its own when the app's link is already there", () => {
    document.head.innerHTML = `<link rel="stylesheet" href="${href}" data-precedence="default">`;
    runInPage();
    PaintObserver.instances[0].paint("first-contentful-paint");
    expect(sheets()).toHaveLength(1);
  });

  it("waits for load where the browser reports no paints", () => {
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static supportedEntryTypes = [];
      },
    );
    runInPage();
    expect(sheets()).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(sheets()).toHaveLength(1);
  });
});
