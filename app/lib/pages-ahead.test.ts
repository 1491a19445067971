import { afterEach, describe, expect, it, vi } from "vitest";
import { english, translations } from "~/languages";
import { pagesLinkedFrom, routeDataPath } from "./pages-ahead";
import { savesData } from "./save-data";

/** Links as a page has them: <a> elements with these attributes. */
function links(...attributes: Record<string, string>[]): HTMLAnchorElement[] {
  return attributes.map((attribute) => {
    const link = document.createElement("a");
    for (const [name, value] of Object.entries(attribute)) link.setAttribute(name, value);
    return link;
  });
}

describe("the pages a page links to, fetched ahead of a tap", () => {
  const [hindi] = translations;

  it("are this language's other pages, each once, without their anchors or queries", () => {
    const page = links(
      { href: "/perks" },
      { href: "/perks#how-to-claim" },
      { href: "/community?from=footer" },
      { href: "/#faqs" },
      { href: "/infinity-program" },
      { href: "https://site.example/consulting" },
    );
    expect(pagesLinkedFrom(page, "https://site.example/infinity-program#faqs", english)).toEqual([
      "/perks",
      "/community",
      "/",
      "/consulting",
    ]);
  });

  it("leave out other sites, another language's pages, downloads, new tabs and files", () => {
    const page = links(
      { href: "https://signup.example/join" },
      { href: "/hi/perks", hreflang: "hi-IN" },
      { href: "/hi" },
      { href: "/calendar/bootcamp.ics", download: "" },
      { href: "/knowledge-hub/feed.xml" },
      { href: "/perks", target: "_blank" },
      { href: "/history" },
    );
    expect(pagesLinkedFrom(page, "https://site.example/", english)).toEqual(["/history"]);
  });

  it("in a translation, are its own pages only: English's are another app", () => {
    const page = links({ href: "/hi/perks" }, { href: "/perks" }, { href: "/hi" }, { href: "/hindi-guide" });
    expect(pagesLinkedFrom(page, "https://site.example/hi/community", hindi)).toEqual(["/hi/perks", "/hi"]);
  });
});

describe("a page's route data", () => {
  it("is where React Router asks for it on a move: the path with .data, _.data for a folder", () => {
    expect(routeDataPath("/perks")).toBe("/perks.data");
    expect(routeDataPath("/")).toBe("/_.data");
    expect(routeDataPath("/hi")).toBe("/hi.data");
    expect(routeDataPath("/knowledge-hub/page/2")).toBe("/knowledge-hub/page/2.data");
  });
});

describe("a browser that asks to save data", () => {
  afterEach(() => vi.unstubAllGlobals());
  const connection = (value: object | undefined) => vi.stubGlobal("navigator", { ...navigator, connection: value });

  it("says so with Save-Data or on a connection it rates 2G", () => {
    connection({ saveData: true, effectiveType: "4g" });
    expect(savesData()).toBe(true);
    connection({ saveData: false, effectiveType: "2g" });
    expect(savesData()).toBe(true);
    connection({ saveData: false, effectiveType: "slow-2g" });
    expect(savesData()).toBe(true);
  });

  it("does not on 3G or 4G, or where the browser has no word on it", () => {
    connection({ saveData: false, effectiveType: "3g" });
    expect(savesData()).toBe(false);
    connection({ saveData: false, effectiveType: "4g" });
    expect(savesData()).toBe(false);
    connection(undefined);
    expect(savesData()).toBe(false);
  });
});
