import { afterEach, describe, expect, it, vi } from "vitest";
import { english, translations } from "~/languages";
import { pagesLinkedFrom, routeDataPath, routeDataRequests } from "./pages-ahead";
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

describe("what React Router asks for on a move, and so what is fetched ahead", () => {
  const route = (id: string, hasLoader: boolean, hasClientLoader: boolean) => ({ id, hasLoader, hasClientLoader });

  it("is the page's route data, once, for routes drawn from the prerendered data as they are", () => {
    expect(routeDataRequests("/perks", [route("routes/perks", true, false)])).toEqual(["/perks.data"]);
  });

  it("is a request of its own, naming the route, for a route whose clientLoader asks for its data", () => {
    expect(routeDataRequests("/knowledge-hub/gst", [route("routes/knowledge-hub-article", true, true)])).toEqual([
      "/knowledge-hub/gst.data?_routes=routes%2Fknowledge-hub-article",
    ]);
  });

  it("is both when a page has both kinds, and nothing for routes without a loader", () => {
    expect(
      routeDataRequests("/eligibility", [
        route("routes/layout", true, false),
        route("routes/eligibility", true, true),
        route("routes/static", false, false),
      ]),
    ).toEqual(["/eligibility.data", "/eligibility.data?_routes=routes%2Feligibility"]);
    expect(routeDataRequests("/static", [route("routes/static", false, true)])).toEqual([]);
  });
});

describe("a browser that asks to save data", () => {
  afterEach(() => vi.unstubAllGlobals());
  /** What savesData says in a browser whose navigator.connection is this. */
  const savesDataOn = (connection: object | undefined) => {
    vi.stubGlobal("navigator", { ...navigator, connection });
    return savesData();
  };

  it("says so with Save-Data or on a connection it rates 2G", () => {
    expect(savesDataOn({ saveData: true, effectiveType: "4g" })).toBe(true);
    expect(savesDataOn({ saveData: false, effectiveType: "2g" })).toBe(true);
    expect(savesDataOn({ saveData: false, effectiveType: "slow-2g" })).toBe(true);
  });

  it("does not on 3G or 4G, or where the browser has no word on it", () => {
    expect(savesDataOn({ saveData: false, effectiveType: "3g" })).toBe(false);
    expect(savesDataOn({ saveData: false, effectiveType: "4g" })).toBe(false);
    expect(savesDataOn(undefined)).toBe(false);
  });
});
