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
 * Dates are RFC 3339 date-times ("2026-03-10T09:00:00+05:30").
 * @typedef {{ path: string, title: string, summary: string, published: string, updated: string }} FeedArticle
 */

/**
 * `author` is required because the entries name none (RFC 4287, 4.1.1).
 * @typedef {{ origin: string, title: string, subtitle: string, author: string, articles: FeedArticle[], pathPrefix?: string, lang?: string }} ArticleFeed
 *   pathPrefix: the language's (app/languages.ts; "" for English); lang: the feed's xml:lang
 */

/** RFC 3339 as Atom takes it (RFC 4287, 3.3: upper-case T and Z); ranges are checked after matching. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * Not Date.UTC, which reads years 0-99 as 1900-1999. A day past the month's end rolls over.
 * @param {number} year @param {number} monthIndex 0-11 @param {number} day
 */
const utcDay = (year, monthIndex, day) => new Date(0).setUTCFullYear(year, monthIndex, day);

/**
 * Epoch milliseconds of an RFC 3339 date-time (seconds to 60 for a leap second); throws on anything else.
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
 * Entries by last update, then publication, newest first. Throws on an empty list (the feed's
 * `updated` is its newest entry's) and on a bad date.
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
 * Written under the language's prefix.
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
