import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_HITS_PER_PAGE, toSearchResult } from "./site-search";

afterEach(() => vi.restoreAllMocks());

describe("toSearchResult", () => {
  it("gives the page's path and title, and its places best first, each with its passage marked", () => {
    const result = toSearchResult({
      url: "/perks",
      excerpt: "ignored when there are places",
      meta: { title: "Perks" },
      sub_results: [
        { url: "/perks", title: "Perks", excerpt: "once <mark>GST</mark>", locations: [3] },
        {
          url: "/perks#offers-heading",
          title: "Exclusive Partner Offers",
          excerpt: "<mark>GST</mark> for ₹299",
          locations: [40, 52],
        },
      ],
    });
    expect(result).toEqual({
      path: "/perks",
      pageTitle: "Perks",
      hits: [
        {
          url: "/perks#offers-heading",
          title: "Exclusive Partner Offers",
          excerpt: [
            { text: "GST", marked: true },
            { text: " for ₹299", marked: false },
          ],
        },
        {
          url: "/perks",
          title: "Perks",
          excerpt: [
            { text: "once ", marked: false },
            { text: "GST", marked: true },
          ],
        },
      ],
    });
  });

  it(`shows at most ${MAX_HITS_PER_PAGE} places of a page, and the page itself when Pagefind split it into none`, () => {
    const places = Array.from({ length: 5 }, (_, i) => ({
      url: `/#s${i}`,
      title: `S${i}`,
      excerpt: "x",
      locations: [i],
    }));
    expect(toSearchResult({ url: "/", excerpt: "x", meta: { title: "Home" }, sub_results: places })?.hits).toHaveLength(
      MAX_HITS_PER_PAGE,
    );
    expect(toSearchResult({ url: "/", excerpt: "the <mark>page</mark>", meta: { title: "Home" } })?.hits).toEqual([
      {
        url: "/",
        title: "Home",
        excerpt: [
          { text: "the ", marked: false },
          { text: "page", marked: true },
        ],
      },
    ]);
  });

  it("leaves out, with a warning, anything that is not a place on this site or not text", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(toSearchResult({ url: "https://evil.example/", excerpt: "x", meta: { title: "Evil" } })).toBeNull();
    expect(toSearchResult({ url: "//evil.example/x", excerpt: "x", meta: { title: "Evil" } })).toBeNull();
    expect(toSearchResult({ url: "/perks", excerpt: "x", meta: {} })).toBeNull();
    const partly = toSearchResult({
      url: "/perks",
      excerpt: "x",
      meta: { title: "Perks" },
      sub_results: [
        { url: "javascript:alert(1)", title: "Bad", excerpt: "x" },
        { url: "/perks#ok", title: 42, excerpt: "x" },
        { url: "/perks#good", title: "Good", excerpt: "fine" },
      ],
    });
    expect(partly?.hits.map((hit) => hit.url)).toEqual(["/perks#good"]);
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it("leaves out a place on an offer whose last day has passed in India, and the page when nothing else matched", () => {
    const perks = (places: string[]) => ({
      url: "/perks",
      excerpt: "",
      meta: { title: "Perks", offersEnding: "perk-kinara-crm:2027-03-31 perk-hirenest:2027-06-30" },
      sub_results: places.map((place) => ({ url: `/perks#${place}`, title: place, excerpt: "<mark>credits</mark>" })),
    });
    const urls = (result: ReturnType<typeof toSearchResult>) => result?.hits.map((hit) => hit.url);
    expect(urls(toSearchResult(perks(["perk-kinara-crm", "perk-kagaz"]), "2027-03-31"))).toEqual([
      "/perks#perk-kinara-crm",
      "/perks#perk-kagaz",
    ]);
    expect(urls(toSearchResult(perks(["perk-kinara-crm", "perk-kagaz"]), "2027-04-01"))).toEqual(["/perks#perk-kagaz"]);
    expect(toSearchResult(perks(["perk-kinara-crm"]), "2027-04-01")).toBeNull();
  });
});
