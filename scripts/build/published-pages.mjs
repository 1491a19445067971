// @ts-check
// The pages the marketing team published (docs/decisions/009, 010): each Knowledge Hub article, the
// hub's further pages of cards, and each landing page. Which exist is only known by asking the content service, which the
// app's own code does (app/cms/published-pages.ts). React Router needs the list before it
// builds anything (its server bundle records what is prerendered), and react-router.config.ts
// loads modules without the app's ~ alias and build-time constants, so this runs that code in a
// Vite module runner of its own, with the alias and the same constants as the build. Asked once per
// build: the prerender list and the build's last steps read the same answer. Asking first, it is
// also the first to find the content service down, which the whole build then remembers
// (app/cms/content-faults.ts): the pages prerendered after it skip what failed at once.
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

/** Every published page's path: the articles, the further pages of cards, the landing pages. @param {PublishedPages} published */
export const publishedPaths = (published) => [
  ...published.articles.map((article) => article.path),
  ...published.cardPages,
  ...published.landingPages.map((page) => page.path),
];

/** The published pages the site search indexes: the articles and the landing pages (not the hub's pages of cards). @param {PublishedPages} published */
export const searchedPaths = (published) => [
  ...published.articles.map((article) => article.path),
  ...published.landingPages.map((page) => page.path),
];
