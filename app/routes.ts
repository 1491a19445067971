import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { loadEnv } from "vite";
import { readCmsConfig } from "./cms/config";
import { siteLanguage } from "./languages";
import { calendarFilePath, cohortEventIds } from "./lib/cohort";
import { aliasRedirects, knowledgeHubPaths, paths, previewPaths } from "./route-paths";

/** CONTENTFUL_PREVIEW, from the shell or a .env file, read as vite.config.ts reads it. */
const previewBuild =
  readCmsConfig({
    ...loadEnv(process.env.NODE_ENV === "development" ? "development" : "production", process.cwd(), "CONTENTFUL_"),
    ...process.env,
  })?.preview === true;

/** Its pages sit under a prefix, which no old address ever had (docs/decisions/013). */
const translationBuild = siteLanguage(process.env.SITE_LANGUAGE).pathPrefix !== "";

/** The content report exists only in an English preview build; a public build has no trace of it. */
export default [
  index("routes/home.tsx"),
  // The old short addresses (/bootstrapped…), English only.
  ...(translationBuild
    ? []
    : Object.keys(aliasRedirects).map((alias) =>
        route(alias, "routes/alias-redirect.tsx", { id: `alias${alias.replaceAll("/", "-")}` }),
      )),
  route(paths.bootstrapped, "routes/bootstrapped-startups.tsx"),
  route(paths.vcFunded, "routes/vc-funded-startups.tsx"),
  route(paths.perks, "routes/perks.tsx"),
  route(paths.community, "routes/community.tsx"),
  route(paths.consulting, "routes/consulting.tsx"),
  route(paths.knowledgeHub, "routes/knowledge-hub.tsx"),
  // Team-published pages (docs/decisions/009), prerendered for each article the build finds.
  route(knowledgeHubPaths.cardsPage(":page"), "routes/knowledge-hub-cards-page.tsx"),
  route(knowledgeHubPaths.article(":slug"), "routes/knowledge-hub-article.tsx"),
  route(paths.toolkits, "routes/toolkits.tsx"),
  route(paths.infinity, "routes/infinity-program.tsx"),
  route(paths.eligibility, "routes/eligibility.tsx"),
  route(paths.search, "routes/search.tsx"),
  // One per event, not calendar/:file: an unknown address under /calendar/ is the catch-all's 404.
  ...cohortEventIds.map((event) =>
    route(calendarFilePath(event), "routes/calendar-file.ts", { id: `calendar-${event}` }),
  ),
  // The team's landing pages (docs/decisions/010), and the 404 document (/404).
  route(":slug", "routes/landing-page.tsx"),
  // One report, the English preview's, which says what every translation lacks too.
  ...(previewBuild && !translationBuild ? [route(previewPaths.contentReport, "routes/content-report.tsx")] : []),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
