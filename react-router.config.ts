import type { Config } from "@react-router/dev/config";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { loadEnv } from "vite";
import {
  adoptContentFaults,
  CONTENT_FAULTS_ENV,
  contentFaults,
  faultWarnings,
  hasContentFaults,
  productionStopMessage,
} from "./app/cms/content-faults";
import { contentSummary, contentTally } from "./app/cms/content-tally";
import { programmeCohort } from "./app/content/cohort";
import { readDeployment } from "./app/deployment";
import { calendarFilePath, cohortEvents } from "./app/lib/cohort";
import { builtTranslations, pathIn, siteLanguage, translations } from "./app/languages";
import {
  knowledgeHubPaths,
  notFoundDocumentPath,
  paths,
  previewPaths,
  servedRedirects,
  translatedRedirects,
} from "./app/route-paths";
import { site } from "./app/site";
import { writeAliasPages } from "./scripts/build/alias-pages.mjs";
import { writeArticleFeed } from "./scripts/build/article-feed.mjs";
import { publishedPages, publishedPaths, searchedPaths } from "./scripts/build/published-pages.mjs";
import { languageSiteMap, writeLanguageAlternates, type LanguagePages } from "./scripts/build/language-alternates.mjs";
import { inlineCriticalCss } from "./scripts/build/critical-css.mjs";
import { deferHydration } from "./scripts/build/defer-hydration.mjs";
import { documentFile, hardenBuild } from "./scripts/build/harden.mjs";
import { writeSearchIndex } from "./scripts/build/search-index.mjs";
import { writeSeoFiles } from "./scripts/build/seo-files.mjs";
import { writeSocialCards } from "./scripts/build/social-cards.mjs";
import { stopBuild } from "./scripts/build/stop-build.mjs";
import { buildTranslation, mergeTranslation, writeTranslatedPages } from "./scripts/build/translated-builds.mjs";

/** The cohort's calendar files: resource routes (app/routes/calendar-file.ts), prerendered. */
const calendarFiles = cohortEvents(programmeCohort).map((event) => calendarFilePath(event.id));

// The browser tests also build a copy wired to the local content stub, next to the plain one.
const buildDirectory = process.env.BUILD_DIR ?? "build";

/**
 * The language this build's pages are in (SITE_LANGUAGE): English, whose build then builds each
 * translation and merges it under its prefix (docs/decisions/013), or one translation, built by
 * English's, whose pages live under its prefix.
 */
const language = siteLanguage(process.env.SITE_LANGUAGE);

// A translation's build asks nothing the English build found failing (the whole service, or a
// content type): the build as a whole waits for each fault once (app/cms/content-faults.ts).
if (language.pathPrefix) adoptContentFaults(process.env[CONTENT_FAULTS_ENV]);

export default {
  // Static HTML per route, hydrated into a single-page app; no server rendering at request time.
  ssr: false,
  basename: language.pathPrefix || "/",
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
    const log = (message: string) =>
      viteConfig.logger.info(language.pathPrefix ? `${language.code}: ${message}` : message);
    const deployment = readDeployment(loadEnv(viteConfig.mode, viteConfig.root, ["SITE_", "CONTENTFUL_"]));
    // What the content service failed to give (docs/decisions/905): a production build stops, naming
    // each fault, before anything is written that could replace what the team published; any other
    // warns once per failed type, naming the pages that show its built-in copy.
    const faults = contentFaults();
    if (deployment.indexable && hasContentFaults(faults)) {
      await stopBuild(productionStopMessage(faults), buildDirectory);
    }
    // The translations English's build makes: all, unless a test copy names fewer (app/languages.ts).
    let builtLanguages = translations;
    try {
      builtLanguages = builtTranslations(process.env.SITE_TRANSLATIONS, deployment);
    } catch (refused) {
      await stopBuild((refused as Error).message, buildDirectory);
    }
    for (const warning of faultWarnings(faults)) {
      viteConfig.logger.warn(language.pathPrefix ? `${language.code}: ${warning}` : warning);
    }
    const published = await publishedPages(viteConfig.mode);
    // What the pages made of the content service's entries, in one line (nothing without a service),
    // and, after a fault, how many queries the build then left unasked.
    const summary = contentSummary(
      contentTally(),
      previewPaths.contentReport,
      hasContentFaults(faults) ? faults : null,
    );
    if (summary) log(summary);
    const clientDir = join(buildDirectory, "client");
    /** A path of this build's pages, where this build writes it (under its prefix). */
    const fileOf = (path: string) => join(clientDir, pathIn(language, path));

    const entries = await writeArticleFeed({
      clientDir,
      origin: deployment.origin,
      ...published.feed,
      articles: published.articles,
      pathPrefix: language.pathPrefix,
      lang: language.tag,
    });
    log(`Knowledge Hub: ${entries} articles published, each a page and a feed entry`);
    log(`Landing pages: ${published.landingPages.length} published`);

    // A host that cannot answer an alias with a 301 serves its page: a valid one, with a language
    // and a canonical link to the page it stands for, in the build's language (its copy read here,
    // where React Router loads this file without the build's resolution of ~/content/).
    const { aliasPageText } = language.pathPrefix
      ? ((await import(`./app/content/${language.code}/alias-page.ts`)) as typeof import("./app/content/alias-page"))
      : await import("./app/content/alias-page");
    await writeAliasPages({
      clientDir,
      aliases: language.pathPrefix ? translatedRedirects(language.pathPrefix) : servedRedirects,
      origin: deployment.origin,
      lang: language.tag,
      movedText: aliasPageText.moved,
    });

    // React Router also writes a .data twin of each prerendered resource route, and of the 404
    // page (the root's loader gives every page data), for client-side fetches; the calendar links
    // are plain downloads, and the app asks for an unknown address's own data, never /404's.
    await Promise.all(
      [...calendarFiles, notFoundDocumentPath].map((path) => rm(`${fileOf(path)}.data`, { force: true })),
    );

    // No script before the first paint: each page's bootstrap waits for load or a first tap.
    const notFoundFile = documentFile(pathIn(language, notFoundDocumentPath));
    const deferred = await deferHydration(clientDir, notFoundFile);
    log(`Hydration deferred: ${deferred.pages} pages, ${deferred.bootFiles} bootstrap files`);

    // A translation's build ends here, with what it published for English's, which merges it and does
    // the rest once, for every language.
    if (language.pathPrefix) {
      await writeTranslatedPages(buildDirectory, {
        published: publishedPaths(published),
        searched: searchedPaths(published),
      });
      return;
    }

    const cardsIn = async (pathPrefix: string, { socialCardText }: typeof import("./app/content/social-card")) =>
      writeSocialCards({
        clientDir,
        pagesDir: join(clientDir, pathPrefix),
        origin: deployment.origin,
        programme: site.programme,
        tagline: socialCardText.tagline,
        artPath: join(viteConfig.root, "public/img/home/city-skyline.svg"),
      });
    const cards = await cardsIn("", await import("./app/content/social-card"));
    log(`Social cards: ${cards.length} written`);

    // Each translation, built and merged under its prefix; then what reads the whole site, once.
    const languagePages: LanguagePages[] = [
      { language, published: publishedPaths(published), searched: searchedPaths(published) },
    ];
    for (const translation of builtLanguages) {
      const translationDir = await buildTranslation(
        translation,
        buildDirectory,
        hasContentFaults(faults) ? JSON.stringify(faults) : undefined,
      );
      const pages = await mergeTranslation({ clientDir, translationDir, pathPrefix: translation.pathPrefix });
      languagePages.push({ language: translation, ...pages });
      // Its pages' cards, their titles in its script, under its prefix (/hi/social/perks.png).
      const translatedCards = await cardsIn(
        translation.pathPrefix,
        (await import(
          `./app/content/${translation.code}/social-card.ts`
        )) as typeof import("./app/content/social-card"),
      );
      log(`${translation.code}: social cards: ${translatedCards.length} written`);
    }

    // One round trip to first paint: each page's own rules inline, the whole sheet without blocking
    // (and without its font faces, which the sheet is then rewritten without: once, for every language).
    const critical = await inlineCriticalCss(clientDir);
    log(
      `Critical CSS: ${critical.pages} pages, ${(critical.bytes / critical.pages / 1024).toFixed(1)} KiB inline each on average`,
    );

    // Each page's counterparts in the other languages, in its head and in the sitemap.
    const siteMap = languageSiteMap(Object.values(paths), languagePages);
    const linked = await writeLanguageAlternates({ clientDir, origin: deployment.origin, siteMap });
    log(`Language alternates: ${linked} pages link their translations`);
    await writeSeoFiles({ clientDir, ...deployment, siteMap });

    // The search index, from the pages as served (a content service's texts included), before the
    // last step so its files get their types, cache rules and compression like every other file.
    // Pagefind keeps one index per language (the pages' <html lang>), each searched from its pages.
    const searched = languagePages.flatMap(({ language: { pathPrefix }, searched: ownPages }) =>
      [...Object.values(paths).filter((path) => path !== paths.search), ...ownPages].map((path) =>
        pathIn({ pathPrefix }, path),
      ),
    );
    const index = await writeSearchIndex({
      clientDir,
      pages: Object.fromEntries(searched.map((path) => [path, documentFile(path)])),
    });
    log(`Search index: ${index.pages} pages, ${index.words} distinct words, ${index.files} files`);

    // Keep last: hashes inline scripts and styles into each page's CSP, writes the nginx config and
    // precompresses, all from the final files (scripts/build/harden.mjs).
    await hardenBuild({
      buildDirectory,
      mode: viteConfig.mode,
      publishedPaths: publishedPaths(published),
      translations: languagePages.slice(1).map(({ language: { pathPrefix }, published: pages }) => ({
        pathPrefix,
        publishedPaths: pages,
      })),
    });
  },
} satisfies Config;
