import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchWebFontForNextPage, isWebFontInUse, switchToWebFont } from "./web-font";

const load = vi.fn<(font: string, text?: string) => Promise<FontFace[]>>();

beforeEach(() => {
  Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
  load.mockResolvedValue([{} as FontFace, {} as FontFace]);
});
afterEach(() => {
  document.documentElement.removeAttribute("data-web-font");
  document.head.querySelectorAll("link").forEach((link) => link.remove());
  vi.unstubAllGlobals();
  load.mockReset();
});

describe("Inter on the pages the app draws (docs/decisions/709)", () => {
  it("fetches both of Inter's files once the app asks, and leaves this page's font alone", async () => {
    await expect(fetchWebFontForNextPage()).resolves.toBe(true);
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"', "a\u20b9\u2192");
    expect(isWebFontInUse()).toBe(false);
  });

  it("asks for Inter once the stylesheet that declares its faces is there (docs/decisions/715)", async () => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/assets/app.css" });
    document.head.append(link);
    const fetched = fetchWebFontForNextPage();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    link.dispatchEvent(new Event("load"));
    await expect(fetched).resolves.toBe(true);
    expect(load).toHaveBeenCalledOnce();
  });

  it("writes nothing to storage: a page load never reads it, whatever an earlier page fetched", async () => {
    const write = vi.spyOn(Storage.prototype, "setItem");
    await fetchWebFontForNextPage();
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
  });

  it("fetches nothing when the page already uses Inter or the visitor asked to save data", async () => {
    switchToWebFont();
    await expect(fetchWebFontForNextPage()).resolves.toBe(false);
    document.documentElement.removeAttribute("data-web-font");
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    await expect(fetchWebFontForNextPage()).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("reports nothing fetched when the files could not come (offline), and the stand-in stays", async () => {
    load.mockRejectedValueOnce(new Error("offline"));
    await expect(fetchWebFontForNextPage()).resolves.toBe(false);
    load.mockResolvedValueOnce([]);
    await expect(fetchWebFontForNextPage()).resolves.toBe(false);
    expect(isWebFontInUse()).toBe(false);
  });
});
