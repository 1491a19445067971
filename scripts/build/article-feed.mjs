// @ts-check
// The Knowledge Hub's Atom feed (RFC 4287) at knowledgeHubPaths.feed: one entry per published
// article, newest first, written by the build beside sitemap.xml (react-router.config.ts). Its
// addresses are the site's origin and its paths (app/route-paths.ts); every server sends it as
// application/atom+xml (server/policy.mjs, contentTypesByPath).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { xmlEscape } from "./seo-files.mjs";

export const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";

/**
 * An article as its feed entry says it. Dates are RFC 3339 date-times ("2026-03-10T09:00:00+05:30").
 * @typedef {{ path: string, title: string, summary: string, published: string, updated: string }} FeedArticle
 */

/**
 * What the feed says of itself, and its entries. `author` names whoever writes the articles: a feed
 * whose entries name no author must (RFC 4287, 4.1.1).
 * @typedef {{ origin: string, title: string, subtitle: string, author: string, articles: FeedArticle[], pathPrefix?: string, lang?: string }} ArticleFeed
 *   pathPrefix: the language's, before every address of the site (app/languages.ts; "" for English);
 *   lang: the language its texts are written in (the feed's xml:lang)
 */

/**
 * An RFC 3339 date-time as Atom takes it (RFC 4287, 3.3: an upper-case T and Z), with its parts in
 * range: a date that exists, hours to 23, minutes to 59, seconds to 60 (a leap second), a zone
 * offset to 23:59.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The start of a day in UTC, in milliseconds since the epoch: any year as written (Date.UTC reads
 * 0-99 as 1900-1999), a day beyond its month's end rolling over.
 * @param {number} year @param {number} monthIndex 0-11 @param {number} day
 */
const utcDay = (year, monthIndex, day) => new Date(0).setUTCFullYear(year, monthIndex, day);

/**
 * The instant an RFC 3339 date-time names, in milliseconds since the epoch; throws on anything else.
 * @param {string} value
 * @param {string} what where the value comes from, for the error
 * @returns {number}
 */
export function dateTimeInstant(value, what) {
  const match = typeof value === "string" ? DATE_TIME.exec(value) : null;
  const fail = () =>
    new Error(
      `${what} is ${JSON.stringify(value)}, not an RFC 3339 date-time such as "2026-03-10T09:00:00Z" or "2026-03-10T09:00:00+05:30".`,
    );
  if (!match) throw fail();
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const [fraction = "", sign, offsetHours = "00", offsetMinutes = "00"] = match.slice(7);
  const daysInMonth = new Date(utcDay(year, month, 0)).getUTCDate();
  const inRange =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 60 &&
    Number(offsetHours) <= 23 &&
    Number(offsetMinutes) <= 59;
  if (!inRange) throw fail();
  const offset = (sign === "-" ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  const milliseconds = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  return utcDay(year, month - 1, day) + ((hour * 60 + minute) * 60 + second) * 1000 + milliseconds - offset;
}

/**
 * The feed as XML: the hub's identity and links, then each article, the most recently updated first
 * (then the most recently published; then in the order given), whatever order they come in.
 * Throws on an empty list (a feed's `updated` is its newest entry's) and on a date that is no
 * RFC 3339 date-time.
 * @param {ArticleFeed} feed
 * @returns {string}
 */
export function atomFeed({ origin, title, subtitle, author, articles, pathPrefix = "", lang = "en-IN" }) {
  if (articles.length === 0) {
    throw new Error("The Knowledge Hub's feed needs at least one article: its `updated` is its newest entry's.");
  }
  const entries = articles
    .map((article) => ({
      article,
      updated: dateTimeInstant(article.updated, `The updated date of ${article.path}`),
      published: dateTimeInstant(article.published, `The published date of ${article.path}`),
    }))
    .sort((a, b) => b.updated - a.updated || b.published - a.published);

  const hub = `${origin}${pathPrefix}${paths.knowledgeHub}`;
  /** @param {string} name @param {string} text */
  const element = (name, text) => `<${name}>${xmlEscape(text)}</${name}>`;
  /** @param {string} rel @param {string} type @param {string} href */
  const link = (rel, type, href) => `<link rel="${rel}" type="${type}" href="${xmlEscape(href)}"/>`;

  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${ATOM_NAMESPACE}" xml:lang="${lang}">`,
    `  ${element("id", hub)}`,
    `  ${element("title", title)}`,
    `  ${element("subtitle", subtitle)}`,
    `  ${element("updated", entries[0].article.updated)}`,
    `  ${link("self", "application/atom+xml", `${origin}${pathPrefix}${knowledgeHubPaths.feed}`)}`,
    `  ${link("alternate", "text/html", hub)}`,
    `  <author>${element("name", author)}</author>`,
    ...entries.flatMap(({ article }) => {
      const url = `${origin}${pathPrefix}${article.path}`;
      return [
        "  <entry>",
        `    ${element("id", url)}`,
        `    ${element("title", article.title)}`,
        `    ${link("alternate", "text/html", url)}`,
        `    ${element("published", article.published)}`,
        `    ${element("updated", article.updated)}`,
        `    ${element("summary", article.summary)}`,
        "  </entry>",
      ];
    }),
    "</feed>",
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * Writes the feed to its address under build/client (knowledgeHubPaths.feed, under the language's prefix).
 * @param {{ clientDir: string } & ArticleFeed} options
 * @returns {Promise<number>} how many entries it has
 */
export async function writeArticleFeed({ clientDir, ...feed }) {
  const file = join(clientDir, feed.pathPrefix ?? "", knowledgeHubPaths.feed);
  const xml = atomFeed(feed);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, xml);
  return feed.articles.length;
}
