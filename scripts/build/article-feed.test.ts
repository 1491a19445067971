// @vitest-environment jsdom
// The Knowledge Hub's Atom feed, read back with jsdom's DOMParser rather than by pattern:
// well-formed, each element RFC 4287 asks for, newest first, every text escaped.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { atomFeed, dateTimeInstant, writeArticleFeed, type FeedArticle } from "./article-feed.mjs";

const ATOM = "http://www.w3.org/2005/Atom";
const origin = "https://launchpad.example";

const article = (slug: string, published: string, updated: string, title = `Article ${slug}`): FeedArticle => ({
  path: knowledgeHubPaths.article(slug),
  title,
  summary: `What ${slug} is about.`,
  published,
  updated,
});

/** In the order the team keeps them, which is not the feed's. */
const articles = [
  article("oldest", "2026-01-05T09:00:00+05:30", "2026-01-05T09:00:00+05:30"),
  // Updated last, written with another offset: 2026-10-05T04:00:00Z is after 2026-10-05T09:00:00+05:30.
  article("newest", "2026-03-09T09:00:00+05:30", "2026-10-05T04:00:00Z"),
  article("middle", "2026-04-13T09:00:00+05:30", "2026-10-05T09:00:00+05:30"),
  // Updated at the same instant as "middle", published later: it comes first of the two.
  article("middle-later", "2026-05-01T00:00:00Z", "2026-10-05T03:30:00Z"),
];

const feedText = { title: "Nimbus Launchpad Knowledge Hub", subtitle: "Guides for founders.", author: "Nimbus" };

/** The document, failing the test on anything but well-formed XML. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

/** Children in Atom's namespace only. */
const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.namespaceURI === ATOM && child.localName === name);

/** The text of the one child of that name; fails when there is none or more than one. */
function text(parent: Element, name: string): string {
  const found = children(parent, name);
  expect(found, `<${parent.localName}> has one <${name}>`).toHaveLength(1);
  return found[0].textContent ?? "";
}

/** The href of the one link with that rel, and its type. */
function link(parent: Element, rel: string) {
  const found = children(parent, "link").filter((element) => element.getAttribute("rel") === rel);
  expect(found, `<${parent.localName}> has one link rel="${rel}"`).toHaveLength(1);
  return { href: found[0].getAttribute("href"), type: found[0].getAttribute("type") };
}

const feedXml = (list: FeedArticle[] = articles) => atomFeed({ origin, ...feedText, articles: list });
const feedOf = (list: FeedArticle[] = articles) => parse(feedXml(list)).documentElement;

describe("atomFeed", () => {
  it("is well-formed XML, declared as UTF-8, whose root is an Atom feed", () => {
    expect(feedXml().startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
    const root = feedOf();
    expect(root.localName).toBe("feed");
    expect(root.namespaceURI).toBe(ATOM);
    // The parse check this file relies on does fail on XML that is not well-formed.
    expect(() => parse("<feed><title>a & b</title></feed>")).toThrow(/not well-formed/);
  });

  it("names the hub: its id, title, subtitle, author, the newest entry's date, a link to itself and to the hub", () => {
    const feed = feedOf();
    const hub = `${origin}${paths.knowledgeHub}`;
    expect(text(feed, "id")).toBe(hub);
    expect(text(feed, "title")).toBe(feedText.title);
    expect(text(feed, "subtitle")).toBe(feedText.subtitle);
    expect(text(feed, "updated")).toBe("2026-10-05T04:00:00Z");
    expect(link(feed, "self")).toEqual({ href: `${origin}${knowledgeHubPaths.feed}`, type: "application/atom+xml" });
    expect(link(feed, "alternate")).toEqual({ href: hub, type: "text/html" });
    const [author] = children(feed, "author");
    expect(text(author, "name")).toBe(feedText.author);
  });

  it("gives every article an entry with its address as id and link, its title, dates and summary", () => {
    const entries = children(feedOf(), "entry");
    expect(entries).toHaveLength(articles.length);
    for (const entry of entries) {
      const id = text(entry, "id");
      const source = articles.find((candidate) => `${origin}${candidate.path}` === id);
      expect(source, id).toBeDefined();
      expect(link(entry, "alternate")).toEqual({ href: id, type: "text/html" });
      expect(text(entry, "title")).toBe(source!.title);
      expect(text(entry, "published")).toBe(source!.published);
      expect(text(entry, "updated")).toBe(source!.updated);
      expect(text(entry, "summary")).toBe(source!.summary);
    }
  });

  it("puts the most recently updated first, comparing instants across offsets, then the most recently published", () => {
    const order = (list: FeedArticle[]) =>
      children(feedOf(list), "entry").map((entry) => text(entry, "id").split("/").at(-1));
    const newestFirst = ["newest", "middle-later", "middle", "oldest"];
    expect(order(articles)).toEqual(newestFirst);
    expect(order([...articles].reverse())).toEqual(newestFirst);
  });

  it("escapes every text, so markup in a title or summary comes back as the same text", () => {
    const tricky = {
      ...article("tricky", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z", `Fees <b>&"quotes"</b> & 'more'`),
      summary: "1 < 2 && 3 > 2",
    };
    const xml = atomFeed({ origin, ...feedText, title: "A & B <Hub>", articles: [tricky] });
    expect(xml).not.toContain("<b>");
    const feed = parse(xml).documentElement;
    expect(text(feed, "title")).toBe("A & B <Hub>");
    const [entry] = children(feed, "entry");
    expect(text(entry, "title")).toBe(`Fees <b>&"quotes"</b> & 'more'`);
    expect(children(entry, "title")[0].children).toHaveLength(0);
    expect(text(entry, "summary")).toBe("1 < 2 && 3 > 2");
  });

  it("drops characters XML cannot carry, rather than write a feed no reader can parse", () => {
    const day = "2026-01-01T00:00:00Z";
    const [entry] = children(feedOf([article("control", day, day, "Tab\there, bell\u0007 gone")]), "entry");
    expect(text(entry, "title")).toBe("Tab\there, bell gone");
  });

  it("refuses a date that is not an RFC 3339 date-time, naming the article and the field", () => {
    for (const bad of [
      "2026-03-10",
      "2026-03-10 09:00:00Z",
      "2026-03-10t09:00:00z",
      "2026-03-10T09:00:00",
      "2026-02-30T09:00:00Z",
      "2026-13-01T09:00:00Z",
      "2026-03-10T24:00:00Z",
      "2026-03-10T09:00:00+5:30",
      "10 March 2026",
      "",
    ]) {
      expect(() => feedXml([article("bad", "2026-01-01T00:00:00Z", bad)]), bad).toThrow(
        /The updated date of \/knowledge-hub\/bad is .* not an RFC 3339 date-time/,
      );
    }
    expect(() => feedXml([article("bad", "March", "2026-01-01T00:00:00Z")])).toThrow(
      /The published date of \/knowledge-hub\/bad is "March", not an RFC 3339 date-time/,
    );
  });

  it("reads the date-times Atom allows: fractions of a second, offsets, a leap day", () => {
    expect(dateTimeInstant("2026-03-10T09:00:00.250+05:30", "d")).toBe(Date.parse("2026-03-10T03:30:00.250Z"));
    expect(dateTimeInstant("2028-02-29T00:00:00Z", "d")).toBe(Date.parse("2028-02-29T00:00:00Z"));
    expect(() => dateTimeInstant("2026-02-29T00:00:00Z", "d")).toThrow(/not an RFC 3339/);
  });

  it("refuses an empty list: a feed's updated is its newest entry's", () => {
    expect(() => feedXml([])).toThrow(/at least one article/);
  });
});

describe("writeArticleFeed", () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("writes the feed at its address under build/client and says how many entries it has", async () => {
    const clientDir = await mkdtemp(join(tmpdir(), "article-feed-"));
    made.push(clientDir);
    const count = await writeArticleFeed({ clientDir, origin, ...feedText, articles });
    expect(count).toBe(articles.length);
    const xml = await readFile(join(clientDir, ...knowledgeHubPaths.feed.split("/")), "utf8");
    expect(xml).toBe(feedXml());
  });
});
