import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fetchWebFontForNextPage,
  isWebFontInUse,
  restoreWebFontScript,
  switchToWebFont,
  WEB_FONT_STORAGE_KEY,
} from "./web-font";

const load = vi.fn<(font: string, text?: string) => Promise<FontFace[]>>();

beforeEach(() => {
  Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
  load.mockResolvedValue([{} as FontFace, {} as FontFace]);
});
afterEach(() => {
  document.documentElement.removeAttribute("data-web-font");
  localStorage.clear();
  vi.unstubAllGlobals();
  load.mockReset();
});

describe("Inter after the first page (docs/decisions/705)", () => {
  it("leaves a first visit in the stand-in: the page's inline script finds nothing fetched", () => {
    new Function(restoreWebFontScript)();
    expect(isWebFontInUse()).toBe(false);
  });

  it("fetches Inter's files once the app asks, remembers them, and leaves this page's font alone", async () => {
    await expect(fetchWebFontForNextPage()).resolves.toBe(true);
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"', "a\u20b9\u2192");
    expect(localStorage.getItem(WEB_FONT_STORAGE_KEY)).not.toBeNull();
    expect(isWebFontInUse()).toBe(false);
  });

  it("sets Inter from the next page's first paint on, through its inline script", async () => {
    await fetchWebFontForNextPage();
    new Function(restoreWebFontScript)();
    expect(isWebFontInUse()).toBe(true);
  });

  it("fetches nothing when the page already uses Inter or the visitor asked to save data", async () => {
    switchToWebFont();
    await expect(fetchWebFontForNextPage()).resolves.toBe(false);
    document.documentElement.removeAttribute("data-web-font");
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    await expect(fetchWebFontForNextPage()).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("remembers nothing when the files could not come (offline), and the stand-in stays", async () => {
    load.mockRejectedValueOnce(new Error("offline"));
    await expect(fetchWebFontForNextPage()).resolves.toBe(false);
    load.mockResolvedValueOnce([]);
    await expect(fetchWebFontForNextPage()).resolves.toBe(false);
    expect(localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBeNull();
  });

  it("still serves the visit when storage is refused, and the inline script never throws", async () => {
    const refuse = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    await expect(fetchWebFontForNextPage()).resolves.toBe(true);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    expect(() => new Function(restoreWebFontScript)()).not.toThrow();
    expect(isWebFontInUse()).toBe(false);
    refuse.mockRestore();
    vi.restoreAllMocks();
  });
});
