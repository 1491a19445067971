// @ts-check
// The pages the team published (docs/decisions/009, 010), from app/cms/published-pages.ts run in a
// module runner (./app-modules.mjs): React Router needs the list before it builds, and its config
// loads modules without the ~ alias or build constants. Asked once per build, so the prerender list
// and the last steps agree; asking first, it is the first to find the service down, which the
// whole build then remembers (app/cms/content-faults.ts).
import { siteLanguage } from "../../app/languages.ts";
import { withAppModule } from "./app-modules.mjs";

/** @typedef {import("../../app/cms/published-pages").PublishedPages} PublishedPages */

/** @type {Promise<PublishedPages> | undefined} */
let answer;

/**
 * @param {string} [mode] the build's mode (its .env files)
 * @returns {Promise<PublishedPages>}
 */
export function publishedPages(mode = "production") {
  answer ??= withAppModule(
    "/app/cms/published-pages.ts",
    /** @param {typeof import("../../app/cms/published-pages")} app */ (app) => app.publishedPages(),
    // A translation's build (SITE_LANGUAGE) publishes its built-in articles in its own language.
    { mode, language: siteLanguage(process.env.SITE_LANGUAGE).pathPrefix ? process.env.SITE_LANGUAGE : undefined },
  );
  return answer;
}

/** @param {PublishedPages} published */
export const publishedPaths = (published) => [
  ...published.articles.map((article) => article.path),
  ...published.cardPages,
  ...published.landingPages.map((page) => page.path),
];

/** Not the hub's pages of cards. @param {PublishedPages} published */
export const searchedPaths = (published) => [
  ...published.articles.map((article) => article.path),
  ...published.landingPages.map((page) => page.path),
];
