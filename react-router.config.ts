import type { Config } from "@react-router/dev/config";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { loadEnv } from "vite";
import { contentOutage } from "./app/cms/content-outage";
import { contentSummary, contentTally } from "./app/cms/content-tally";
import { programmeCohort } from "./app/content/cohort";
import { readDeployment } from "./app/deployment";
import { calendarFilePath, cohortEvents } from "./app/lib/cohort";
import { aliasPageText } from "./app/content/alias-page";
import { knowledgeHubPaths, notFoundDocumentPath, paths, previewPaths, servedRedirects } from "./app/route-paths";
import { site } from "./app/site";
import { writeAliasPages } from "./scripts/build/alias-pages.mjs";
import { writeArticleFeed } from "./scripts/build/article-feed.mjs";
import { publishedPages, publishedPaths } from "./scripts/build/published-pages.mjs";
import { inlineCriticalCss } from "./scripts/build/critical-css.mjs";
import { deferHydration } from "./scripts/build/defer-hydration.mjs";
import { documentFile, hardenBuild } from "./scripts/build/harden.mjs";
import { writeSearchIndex } from "./scripts/build/search-index.mjs";
import { writeSeoFiles } from "./scripts/build/seo-files.mjs";
import { writeSocialCards } from "./scripts/build/social-cards.mjs";

/** The cohort's calendar files: resource routes (app/routes/calendar-file.ts), prerendered. */
const calendarFiles = cohortEvents(programmeCohort).map((event) => calendarFilePath(event.id));

// The browser tests also build a copy wired to the local content stub, next to the plain one.
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  // Static HTML per route, hydrated into a single-page app; no server rendering at request time.
  ssr: false,
  buildDirectory,
  async prerender({ getStaticPaths }) {
    // Each article the team published, the hub's further pages of cards (docs/decisions/009), and
    // each landing page (010).
    const published = publishedPaths(await publishedPages());
    const redirect = knowledgeHubPaths.firstCardsPage;
    return [...getStaticPaths(), ...published, redirect, ...calendarFiles, notFoundDocumentPath];
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const buildDirectory = reactRouterConfig.buildDirectory;
    const published = await publishedPages(viteConfig.mode);
    // What the pages made of the content service's entries, in one line (nothing without a service),
    // and, when the service was found down, how many queries the build then left unasked.
    const summary = contentSummary(contentTally(), previewPaths.contentReport, contentOutage());
    if (summary) viteConfig.logger.info(summary);
    const clientDir = join(buildDirectory, "client");
    const deployment = readDeployment(loadEnv(viteConfig.mode, viteConfig.root, ["SITE_", "CONTENTFUL_"]));

    await writeSeoFiles({
      clientDir,
      ...deployment,
      canonicalPaths: [...Object.values(paths), ...publishedPaths(published)],
    });
    const entries = await writeArticleFeed({
      clientDir,
      origin: deployment.origin,
      ...published.feed,
      articles: published.articles,
    });
    viteConfig.logger.info(`Knowledge Hub: ${entries} articles published, each a page and a feed entry`);
    viteConfig.logger.info(`Landing pages: ${published.landingPages.length} published`);
    const cards = await writeSocialCards({
      clientDir,
      programme: site.programme,
      tagline: site.socialCardTagline,
      artPath: join(viteConfig.root, "public/img/home/city-skyline.svg"),
    });
    viteConfig.logger.info(`Social cards: ${cards.length} written`);

    // A host that cannot answer an alias with a 301 serves its page: a valid one, with a language
    // and a canonical link to the page it stands for.
    await writeAliasPages({
      clientDir,
      aliases: servedRedirects,
      origin: deployment.origin,
      lang: site.language,
      movedText: aliasPageText.moved,
    });

    // React Router also writes a .data twin of each prerendered resource route, and of the 404
    // page (the root's loader gives every page data), for client-side fetches; the calendar links
    // are plain downloads, and the app asks for an unknown address's own data, never /404's.
    await Promise.all(
      [...calendarFiles, notFoundDocumentPath].map((path) => rm(join(clientDir, `${path}.data`), { force: true })),
    );

    // No script before the first paint: each page's bootstrap waits for load or a first tap.
    const deferred = await deferHydration(clientDir, documentFile(notFoundDocumentPath));
    viteConfig.logger.info(`Hydration deferred: ${deferred.pages} pages, ${deferred.bootFiles} bootstrap files`);

    // One round trip to first paint: each page's own rules inline, the whole sheet without blocking.
    const critical = await inlineCriticalCss(clientDir);
    viteConfig.logger.info(
      `Critical CSS: ${critical.pages} pages, ${(critical.bytes / critical.pages / 1024).toFixed(1)} KiB inline each on average`,
    );

    // The search index, from the pages as served (a content service's texts included), before the
    // last step so its files get their types, cache rules and compression like every other file.
    const searched = [
      ...Object.values(paths).filter((path) => path !== paths.search),
      ...published.articles.map((article) => article.path),
      ...published.landingPages.map((page) => page.path),
    ];
    const index = await writeSearchIndex({
      clientDir,
      pages: Object.fromEntries(searched.map((path) => [path, documentFile(path)])),
    });
    viteConfig.logger.info(`Search index: ${index.pages} pages, ${index.words} distinct words, ${index.files} files`);

    // Keep last: hashes inline scripts and styles into each page's CSP, writes the nginx config and
    // precompresses, all from the final files (scripts/build/harden.mjs).
    await hardenBuild({ buildDirectory, mode: viteConfig.mode, publishedPaths: publishedPaths(published) });
  },
} satisfies Config;
