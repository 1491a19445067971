// @ts-check
// Link checker over the built site, through a real server: every internal link, asset, url() and
// script import must answer 200, fragments must exist (an icon's in its sprite), linked pages need
// their `.data` for client-side navigation, external links need rel="noopener noreferrer", and
// nothing may load from another origin.
//
//   node scripts/check-links.mjs [build-dir]    (default: build; serves it on a free loopback port)
import { attribute, elements, parseHtml, textOf } from "./build/html.mjs";

/** @typedef {import("./build/html.mjs").Element} Element */

const RESOURCE_ATTRIBUTES = /** @type {const} */ ([
  ["script", "src"],
  ["img", "src"],
  ["source", "src"],
  ["video", "src"],
  ["video", "poster"],
  ["audio", "src"],
  ["track", "src"],
  ["iframe", "src"],
  ["embed", "src"],
  ["object", "data"],
  ["input", "src"],
  ["image", "href"],
  ["use", "href"],
]);
const SRCSET_ELEMENTS = ["img", "source"];
/** Link relations that point at an address of this site even when written with another origin. */
const OWN_ADDRESS_RELS = ["canonical", "alternate"];
const OWN_ADDRESS_META = ["og:url", "og:image", "og:image:url", "og:image:secure_url", "twitter:image"];

/** @param {string} srcset */
const srcsetUrls = (srcset) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/** What React Router fetches to navigate to a page client-side. @param {string} pathname */
export const routeDataPath = (pathname) => (pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`);

/**
 * @typedef {{ status: number, url: string, type: string, body: string }} Fetched
 * @typedef {{ href: string, from: string, kind: "link" | "resource" | "own-address" }} Reference
 */

/**
 * @param {{ origin: string, pages: string[], notFoundPath?: string }} options
 *   pages: every route; notFoundPath: an unknown path, whose 404 page is checked too
 * @returns {Promise<{ problems: string[], checked: number, pages: number }>}
 */
export async function checkLinks({ origin, pages, notFoundPath }) {
  /** @type {Map<string, Promise<Fetched>>} */
  const cache = new Map();
  const fetchOnce = (/** @type {string} */ url) => {
    let pending = cache.get(url);
    if (!pending) {
      pending = fetch(url, { redirect: "follow" }).then(async (response) => ({
        status: response.status,
        url: response.url,
        type: response.headers.get("content-type") ?? "",
        body: /^(text\/|application\/(json|xml|javascript)|image\/svg)/.test(response.headers.get("content-type") ?? "")
          ? await response.text()
          : (await response.arrayBuffer(), ""),
      }));
      cache.set(url, pending);
    }
    return pending;
  };

  /** @type {string[]} */
  const problems = [];
  const problem = (/** @type {string} */ from, /** @type {string} */ message) => problems.push(`${from}: ${message}`);
  /** @type {Map<string, Set<string>>} ids by page URL (without fragment) */
  const idsByPage = new Map();
  const visitedPages = new Set();
  const visitedScripts = new Set();
  /** From React Router's manifest: no loader here or at the root, so no route data is written. */
  const pathsWithoutRouteData = new Set();

  /** @param {string} html */
  const idsOf = (html) => {
    const ids = new Set();
    for (const element of elements(parseHtml(html))) {
      const id = attribute(element, "id") ?? (element.tagName === "a" ? attribute(element, "name") : undefined);
      if (id) ids.add(id);
    }
    return ids;
  };

  /** @param {string} url absolute URL of a JS module: its imports must resolve */
  const checkScript = async (url) => {
    if (visitedScripts.has(url)) return;
    visitedScripts.add(url);
    const fetched = await fetchOnce(url);
    if (fetched.status !== 200) return;
    const manifest = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(fetched.body);
    if (manifest) {
      /** @type {Record<string, { path?: string, hasLoader: boolean }>} */
      const routes = JSON.parse(manifest[1]).routes;
      for (const route of Object.values(routes)) {
        if (!routes.root?.hasLoader && !route.hasLoader && route.path?.startsWith("/"))
          pathsWithoutRouteData.add(route.path);
      }
    }
    const specifiers = new Set();
    for (const match of fetched.body.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+|\/assets\/[^"']+)["']/g)) {
      specifiers.add(match[1]);
    }
    // The route manifest names every route module and stylesheet by absolute path.
    for (const match of fetched.body.matchAll(/["'](\/assets\/[^"'?#]+\.(?:js|css))["']/g)) specifiers.add(match[1]);
    for (const specifier of specifiers) {
      const target = new URL(specifier, url).href;
      const answer = await fetchOnce(target);
      if (answer.status !== 200) problem(url, `imports ${specifier}, which answers ${answer.status}`);
      else if (target.endsWith(".js")) await checkScript(target);
    }
  };

  /** @param {string} url absolute URL of a stylesheet: its url() references must resolve */
  const checkStylesheet = async (url) => {
    const fetched = await fetchOnce(url);
    for (const match of fetched.body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const reference = match[1];
      if (reference.startsWith("data:") || reference.startsWith("#")) continue;
      const target = new URL(reference, url);
      if (target.origin !== origin) {
        problem(url, `loads ${reference} from another origin`);
        continue;
      }
      const answer = await fetchOnce(target.href);
      if (answer.status !== 200) problem(url, `url(${reference}) answers ${answer.status}`);
    }
  };

  /**
   * @param {string} pageUrl
   * @param {Element} element
   * @returns {Reference[]}
   */
  const referencesOf = (pageUrl, element) => {
    /** @type {Reference[]} */
    const found = [];
    const tag = element.tagName;
    const add = (/** @type {string | undefined} */ href, /** @type {Reference["kind"]} */ kind) => {
      if (href !== undefined) found.push({ href, from: pageUrl, kind });
    };
    if (tag === "a" || tag === "area") add(attribute(element, "href"), "link");
    if (tag === "link") {
      const rels = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
      // rel=expect names an element of the page its first paint waits for: checked as a skip link is.
      const kind = rels.includes("expect")
        ? "link"
        : rels.some((rel) => OWN_ADDRESS_RELS.includes(rel))
          ? "own-address"
          : "resource";
      add(attribute(element, "href"), kind);
    }
    for (const [elementName, attributeName] of RESOURCE_ATTRIBUTES) {
      if (tag === elementName) add(attribute(element, attributeName), "resource");
    }
    if (SRCSET_ELEMENTS.includes(tag)) {
      for (const url of srcsetUrls(attribute(element, "srcset") ?? "")) add(url, "resource");
    }
    // The inline loader that starts the app names its bootstrap module (scripts/build/defer-hydration.mjs).
    if (tag === "script" && attribute(element, "src") === undefined) {
      for (const match of textOf(element).matchAll(/["'`](\/assets\/[^"'`?#]+\.js)["'`]/g)) add(match[1], "resource");
    }
    if (tag === "meta") {
      const property = attribute(element, "property") ?? attribute(element, "name") ?? "";
      if (OWN_ADDRESS_META.includes(property)) add(attribute(element, "content"), "own-address");
    }
    return found;
  };

  /** @param {Element} element */
  const checkExternalLinkRel = (element) => {
    const rels = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
    return rels.includes("noopener") && rels.includes("noreferrer");
  };

  /**
   * @param {string} path
   * @param {{ expectStatus: number }} expectation
   */
  const checkPage = async (path, { expectStatus }) => {
    const pageUrl = new URL(path, origin).href;
    if (visitedPages.has(pageUrl)) return;
    visitedPages.add(pageUrl);
    const page = await fetchOnce(pageUrl);
    if (page.status !== expectStatus) {
      problem(pageUrl, `answers ${page.status}, expected ${expectStatus}`);
      return;
    }
    const base = page.url;
    idsByPage.set(base.split("#")[0], idsOf(page.body));

    /** @type {{ url: URL, reference: Reference, tag: string }[]} */
    const pageLinks = [];
    for (const element of elements(parseHtml(page.body))) {
      for (const reference of referencesOf(base, element)) {
        const { href, kind } = reference;
        const label = `<${element.tagName} ${href}>`;
        if (/^\s*javascript:/i.test(href)) {
          problem(base, `${label} uses a javascript: URL`);
          continue;
        }
        if (/^(mailto|tel):/i.test(href)) continue;
        if (href === "" || href === "#") {
          problem(base, `${label} points nowhere`);
          continue;
        }
        let url;
        try {
          url = new URL(href, base);
        } catch {
          problem(base, `${label} is not a valid URL`);
          continue;
        }
        if (!/^https?:$/.test(url.protocol)) continue;

        if (url.origin !== origin) {
          if (kind === "own-address") url = new URL(url.pathname + url.search, origin);
          else if (kind === "link") {
            if (!checkExternalLinkRel(element))
              problem(base, `${label} leaves the site without rel="noopener noreferrer"`);
            continue;
          } else {
            problem(base, `${label} loads from another origin`);
            continue;
          }
        }
        if (kind === "link") {
          pageLinks.push({ url, reference, tag: element.tagName });
          continue;
        }
        const answer = await fetchOnce(url.href.split("#")[0]);
        if (answer.status !== 200) problem(base, `${label} answers ${answer.status}`);
        else if (answer.type.startsWith("image/svg+xml") && url.hash.length > 1) {
          // An icon of the sprite: a name it has no symbol for draws nothing, silently.
          const fragment = decodeURIComponent(url.hash.slice(1));
          if (!idsOf(answer.body).has(fragment))
            problem(base, `${label}: no element with id "${fragment}" in ${url.pathname}`);
        } else if (answer.type.startsWith("text/css")) await checkStylesheet(answer.url);
        else if (/^(text|application)\/javascript/.test(answer.type)) await checkScript(answer.url);
      }
    }

    for (const { url, reference, tag } of pageLinks) {
      const label = `<${tag} ${reference.href}>`;
      const target = url.href.split("#")[0];
      if (target === base.split("#")[0]) {
        // A link within the page (the skip link).
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && !idsByPage.get(target)?.has(fragment))
          problem(base, `${label}: no element with id "${fragment}"`);
        continue;
      }
      const answer = await fetchOnce(target);
      if (answer.status !== 200) {
        problem(base, `${label} answers ${answer.status}`);
        continue;
      }
      if (!answer.type.startsWith("text/html")) continue;
      const landed = new URL(answer.url);
      const data = await fetchOnce(new URL(routeDataPath(landed.pathname), origin).href);
      if (data.status !== 200 && !pathsWithoutRouteData.has(landed.pathname))
        problem(base, `${label}: its route data ${routeDataPath(landed.pathname)} answers ${data.status}`);
      await checkPage(landed.pathname + landed.search, { expectStatus: 200 });
      if (url.hash.length > 1) {
        const ids = idsByPage.get(landed.href.split("#")[0]) ?? new Set();
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (!ids.has(fragment)) problem(base, `${label}: no element with id "${fragment}" on ${landed.pathname}`);
      }
    }
  };

  for (const path of pages) await checkPage(path, { expectStatus: 200 });
  if (notFoundPath) await checkPage(notFoundPath, { expectStatus: 404 });
  return { problems, checked: cache.size, pages: visitedPages.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { join } = await import("node:path");
  const { readServingManifest } = await import("../server/manifest.mjs");
  const { createSiteServer } = await import("../server/static-site.mjs");
  const buildDir = join(process.cwd(), process.argv[2] ?? "build");
  const server = createSiteServer({ buildDir });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const manifest = readServingManifest(buildDir);
  const result = await checkLinks({
    origin,
    pages: [...Object.keys(manifest.documents), ...Object.keys(manifest.aliases)],
    notFoundPath: "/this-page-does-not-exist",
  });
  server.close();
  for (const line of result.problems) console.error(`✖ ${line}`);
  console.info(`${result.pages} pages, ${result.checked} addresses checked, ${result.problems.length} problems`);
  process.exit(result.problems.length > 0 ? 1 : 0);
}
