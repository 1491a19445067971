// @ts-check
// _headers, _redirects and 404.html for Cloudflare Pages and Netlify, from the serving manifest the
// Node server and nginx config also use (docs/decisions/101-cdn-headers-and-redirects.md).
//   - Hosts join a header set by several matching rules with a comma (two CSPs both enforced), so
//     no address may match two rules setting the same header (checkHeaderRules); only the constant
//     security headers sit on the catch-all `/*`.
//   - Pages serves `<dir>/index.html` only at `<dir>/`: a 200 rewrite keeps each page at one
//     address. Redirects run before assets on Pages, so slash forms and aliases are plain 301s.
//   - No rule can reach the 404 answer for unknown paths, so 404.html carries its policy in a <meta>.
//   - Pages allows 100 rules and published pages are unbounded, so they get no rule: a <meta>
//     policy (harden.mjs) and the host's HTML Cache-Control (max-age=0, must-revalidate).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  CACHE,
  cacheControlForFile,
  contentTypeHeader,
  HOST_CONFIG_FILES,
  RESOURCE_CSP,
} from "../../server/policy.mjs";
import { listFiles } from "./precompress.mjs";

/** @typedef {import("../../server/manifest.mjs").ServingManifest} ServingManifest */
/** @typedef {{ path: string, headers: Record<string, string>, detach?: string[] }} HeaderRule */
/** @typedef {{ comment: string, rules: HeaderRule[] }} HeaderSection */
/** @typedef {{ from: string, to: string, status: 200 | 301 }} RedirectRule */

export const HEADERS_FILE = "_headers";
export const REDIRECTS_FILE = "_redirects";
/** The name both hosts look for when a path matches nothing. */
export const CDN_NOT_FOUND_FILE = "404.html";

/**
 * Pages serves the nearest 404.html up the folders (hi/404.html under /hi/); Netlify only the
 * root's. @param {string} prefix "/hi"
 */
export const cdnNotFoundFile = (prefix) => `${prefix.slice(1)}/${CDN_NOT_FOUND_FILE}`;

/** Cloudflare Pages' documented limits (Netlify's are looser). The build fails beyond them. */
export const PAGES_LIMITS = { headerRules: 100, lineLength: 2000, staticRedirects: 2000, redirectLineLength: 1000 };

/** Headers Pages adds to every answer that the Node server and nginx do not send. */
const PAGES_DEFAULTS_TO_DROP = ["Access-Control-Allow-Origin"];

/**
 * As both hosts read `_headers`: `*` matches anything, slashes included; the rest literally.
 * @param {string} pattern @param {string} path
 */
export function pathMatches(pattern, path) {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\/-]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(path);
}

/** Where Pages serves an HTML file: "x/index.html" -> "/x/", "x.html" -> "/x". @param {string} file */
export const prettyAddress = (file) =>
  file.endsWith("index.html") ? `/${file.slice(0, -"index.html".length)}` : `/${file.slice(0, -".html".length)}`;

/** Files served as themselves: not pages, not compressed copies, not the hosts' own files. @param {string} file */
export const isServedFile = (file) => !/\.(?:html|br|gz)$/.test(file) && !HOST_CONFIG_FILES.includes(file);

/** The redirects and rewrites, in the order they must be read. @param {ServingManifest} manifest */
export function cdnRedirects(manifest) {
  /** @type {RedirectRule[]} */
  const rules = [];
  for (const path of Object.keys(manifest.documents)) {
    if (path === "/") continue;
    // Rewrite first, so Netlify (which ignores trailing slashes) serves the page instead of looping.
    rules.push({ from: path, to: `${path}/`, status: 200 }, { from: `${path}/`, to: path, status: 301 });
  }
  for (const [alias, target] of Object.entries(manifest.aliases)) {
    rules.push({ from: alias, to: target, status: 301 }, { from: `${alias}/`, to: target, status: 301 });
  }
  return rules;
}

/** Addresses no file rule may reach: pages, aliases and their slash forms. @param {ServingManifest} manifest */
const pageAddresses = (manifest) =>
  [...Object.keys(manifest.documents), ...Object.keys(manifest.aliases)].flatMap((path) =>
    path === "/" ? [path] : [path, `${path}/`],
  );

/**
 * Few rules to stay under Pages' limit: one for route data, a splat per folder, an exact rule per
 * root file. A folder with mixed cache rules (the search index) or whose splat would reach a page
 * (the Knowledge Hub's feed) is split one level down, recursively. Typed files (`contentTypes`)
 * also get their Content-Type.
 * @param {string[]} files served files
 * @param {ServingManifest} manifest
 * @returns {HeaderRule[]}
 */
function fileRules(files, manifest) {
  const reserved = pageAddresses(manifest);
  /** @type {Map<string, string>} pattern -> its files' cache rule */
  const patterns = new Map();
  const data = files.filter((file) => file.endsWith(".data"));
  if (data.length > 0) patterns.set("/*.data", sameCacheRule("/*.data", data));

  /** @param {string} folder "" or "a/b/" @param {string[]} inside the files under it, relative to it */
  const cover = (folder, inside) => {
    /** @type {Map<string, string[]>} */
    const subfolders = new Map();
    for (const file of inside) {
      const slash = file.indexOf("/");
      if (slash === -1) patterns.set(`/${folder}${file}`, cacheControlForFile(`${folder}${file}`));
      else
        subfolders.set(file.slice(0, slash), [...(subfolders.get(file.slice(0, slash)) ?? []), file.slice(slash + 1)]);
    }
    for (const [name, below] of subfolders) {
      const path = `${folder}${name}/`;
      const rules = new Set(below.map((file) => cacheControlForFile(`${path}${file}`)));
      const reachesAPage = reserved.some((address) => pathMatches(`/${path}*`, address));
      if (rules.size === 1 && !reachesAPage) patterns.set(`/${path}*`, [...rules][0]);
      else cover(path, below);
    }
  };
  cover(
    "",
    files.filter((file) => !file.endsWith(".data")),
  );

  /** @type {HeaderRule[]} */
  const rules = [...patterns].map(([path, cache]) => ({
    path,
    headers: { "Content-Security-Policy": RESOURCE_CSP, "Cache-Control": cache },
  }));
  for (const [path, entry] of Object.entries(manifest.contentTypes)) {
    if (!files.includes(path.slice(1))) continue;
    const exact = rules.find((rule) => rule.path === path);
    if (exact) exact.headers["Content-Type"] = contentTypeHeader(entry);
    else rules.push({ path, headers: { "Content-Type": contentTypeHeader(entry) } });
  }
  return rules.sort((a, b) => a.path.localeCompare(b.path));
}

/** The one cache rule all these files share; the build fails if they do not. @param {string} pattern @param {string[]} files */
function sameCacheRule(pattern, files) {
  const rules = [...new Set(files.map(cacheControlForFile))];
  if (rules.length !== 1) throw new Error(`${pattern} holds files with different cache rules (${rules.join(", ")}).`);
  return rules[0];
}

/**
 * @param {{ manifest: ServingManifest, files: string[] }} site files: every file under build/client
 * @returns {HeaderSection[]}
 */
export function cdnHeaderSections({ manifest, files }) {
  const documentFiles = new Set([
    ...Object.values(manifest.documents).map((document) => document.file),
    ...Object.keys(manifest.aliases).map((alias) => `${alias.slice(1)}/index.html`),
    manifest.notFound.file,
    CDN_NOT_FOUND_FILE,
    ...Object.entries(manifest.notFoundByPrefix).flatMap(([prefix, page]) => [page.file, cdnNotFoundFile(prefix)]),
  ]);
  const redirect = { "Content-Security-Policy": RESOURCE_CSP, "Cache-Control": CACHE.redirect };
  const notAPage = { "Content-Security-Policy": RESOURCE_CSP, "Cache-Control": CACHE.revalidate };
  const notFoundAddress = prettyAddress(manifest.notFound.file).replace(/\/$/, "");

  return [
    {
      comment:
        "Every answer: the security headers. Pages' own Access-Control-Allow-Origin is dropped (Netlify skips that line).",
      rules: [{ path: "/*", headers: { ...manifest.headers }, detach: PAGES_DEFAULTS_TO_DROP }],
    },
    {
      comment:
        "Pages: each its own Content-Security-Policy (the hashes of its inline scripts), revalidated. The pages the team publishes carry theirs in a <meta>.",
      rules: Object.entries(manifest.documents)
        .filter(([, document]) => !document.policyInPage)
        .map(([path, document]) => ({
          path,
          headers: { "Content-Security-Policy": document.csp, "Cache-Control": CACHE.revalidate },
        })),
    },
    {
      comment: `The 404 page at the addresses Pages serves it at with 200 (${notFoundAddress}, ${notFoundAddress}/). Unknown paths get ${CDN_NOT_FOUND_FILE} with 404 and its policy in a <meta>.`,
      rules: [
        {
          path: `${notFoundAddress}*`,
          headers: { "Content-Security-Policy": manifest.notFound.csp, "Cache-Control": CACHE.revalidate },
        },
        // Each translation's (/hi/404), which Pages serves as the nearest 404.html under its prefix.
        ...Object.values(manifest.notFoundByPrefix).map((page) => ({
          path: `${prettyAddress(page.file).replace(/\/$/, "")}*`,
          headers: { "Content-Security-Policy": page.csp, "Cache-Control": CACHE.revalidate },
        })),
      ],
    },
    {
      comment: "Aliases: permanent redirects, cached an hour.",
      rules: Object.keys(manifest.aliases).flatMap((alias) => [
        { path: alias, headers: redirect },
        { path: `${alias}/`, headers: redirect },
      ]),
    },
    {
      comment: "HTML that is no page (React Router's SPA fallback), at the address Pages would serve it.",
      rules: files
        .filter((file) => file.endsWith(".html") && !documentFiles.has(file))
        .map((file) => ({ path: prettyAddress(file), headers: notAPage })),
    },
    {
      comment:
        "Files: hashed assets a year, route data five minutes in the browser alone, other media a day; a file typed by its address, that type.",
      rules: fileRules(files.filter(isServedFile), manifest),
    },
  ].filter((section) => section.rules.length > 0);
}

/**
 * Fails when an address would get CSP or Cache-Control from two rules (the host joins them) or
 * none, when a slash form or published page (policy in a <meta>) would get any, or when Content-Type
 * is not exactly one rule for a typed file and none for the rest (the host's type stands there).
 * @param {HeaderRule[]} rules
 * @param {{ manifest: ServingManifest, files: string[] }} site
 */
export function checkHeaderRules(rules, { manifest, files }) {
  const inPage = Object.entries(manifest.documents)
    .filter(([, document]) => document.policyInPage)
    .map(([path]) => path);
  const covered = [
    ...Object.keys(manifest.documents).filter((path) => !inPage.includes(path)),
    ...Object.keys(manifest.aliases).flatMap((alias) => [alias, `${alias}/`]),
    ...files.filter(isServedFile).map((file) => `/${file}`),
  ];
  const slashForms = Object.keys(manifest.documents)
    .filter((path) => path !== "/")
    .map((path) => `${path}/`);
  const problems = [];
  /** @param {string} address @param {number} wanted how many rules may set each of the two headers */
  const check = (address, wanted) => {
    const matching = rules.filter((rule) => pathMatches(rule.path, address));
    for (const name of ["Content-Security-Policy", "Cache-Control"]) {
      const setters = matching.filter((rule) => name in rule.headers).map((rule) => rule.path);
      if (setters.length !== wanted) {
        problems.push(`${address}: ${name} from ${setters.length > 0 ? setters.join(" and ") : "no rule"}`);
      }
    }
    const typed = manifest.contentTypes[address];
    const type = typed && covered.includes(address) ? contentTypeHeader(typed) : undefined;
    const typing = matching.filter((rule) => "Content-Type" in rule.headers);
    const right = type ? typing.length === 1 && typing[0].headers["Content-Type"] === type : typing.length === 0;
    if (!right) {
      const from = typing.map((rule) => `${rule.path} (${rule.headers["Content-Type"]})`).join(" and ") || "no rule";
      problems.push(`${address}: Content-Type from ${from}, where ${type ? `one rule says ${type}` : "none may"}`);
    }
  };
  for (const address of covered) check(address, 1);
  // A rule reaching a slash form would reach the page too on a host that ignores trailing slashes.
  for (const address of slashForms) check(address, 0);
  for (const address of inPage) check(address, 0);
  if (rules.length > PAGES_LIMITS.headerRules) {
    problems.push(`${rules.length} header rules, over Cloudflare Pages' limit of ${PAGES_LIMITS.headerRules}`);
  }
  if (problems.length > 0) throw new Error(`_headers would not say what the policy says:\n  ${problems.join("\n  ")}`);
}

/** @param {HeaderSection[]} sections */
export function renderHeaders(sections) {
  const blocks = sections.map(({ comment, rules }) =>
    [
      `# ${comment}`,
      ...rules.map((rule) =>
        [
          rule.path,
          ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
          ...(rule.detach ?? []).map((name) => `  ! ${name}`),
        ].join("\n"),
      ),
    ].join("\n"),
  );
  const text = `${HEADER_COMMENT}\n\n${blocks.join("\n\n")}\n`;
  const long = text.split("\n").filter((line) => line.length > PAGES_LIMITS.lineLength);
  if (long.length > 0) {
    throw new Error(`_headers lines over Cloudflare Pages' ${PAGES_LIMITS.lineLength} characters:\n${long.join("\n")}`);
  }
  return text;
}

/** @param {RedirectRule[]} rules */
export function renderRedirects(rules) {
  const lines = rules.map(({ from, to, status }) => `${from} ${to} ${status}`);
  if (
    rules.length > PAGES_LIMITS.staticRedirects ||
    lines.some((line) => line.length > PAGES_LIMITS.redirectLineLength)
  ) {
    throw new Error("_redirects is over Cloudflare Pages' limits (2,000 rules of 1,000 characters).");
  }
  return `${REDIRECT_COMMENT}\n${lines.join("\n")}\n`;
}

const GENERATED = `# Generated by \`npm run build\` (scripts/build/cdn-files.mjs) from server/policy.mjs and
# build/serving.json, for Cloudflare Pages and Netlify. Do not edit: change the policy or the site.`;
const HEADER_COMMENT = GENERATED;
const REDIRECT_COMMENT = `${GENERATED}
# Pages first: a 200 rewrite serves <page>/index.html at <page>; then its trailing-slash form moves
# to it. Aliases move to their page. Query strings are kept.`;

/**
 * The CSP as a <meta> ahead of every script, for answers no `_headers` rule reaches (the 404 for
 * unknown paths, published pages). frame-ancestors is dropped: ignored in a <meta>; X-Frame-Options
 * on `/*` covers it.
 * @param {string} html the prerendered 404 page
 * @param {string} csp its policy from the manifest
 */
export function withMetaPolicy(html, csp) {
  const policy = csp
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`;
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html);
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  const anchor = charset ?? head;
  if (!anchor) throw new Error("A page has no <head>: cannot give it its policy.");
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/**
 * @param {{ clientDir: string, manifest: ServingManifest }} options
 * @returns {Promise<{ headerRules: number, redirects: number }>}
 */
export async function writeCdnFiles({ clientDir, manifest }) {
  const notFoundHtml = await readFile(join(clientDir, manifest.notFound.file), "utf8");
  await writeFile(join(clientDir, CDN_NOT_FOUND_FILE), withMetaPolicy(notFoundHtml, manifest.notFound.csp));
  for (const [prefix, page] of Object.entries(manifest.notFoundByPrefix)) {
    const html = await readFile(join(clientDir, page.file), "utf8");
    await writeFile(join(clientDir, cdnNotFoundFile(prefix)), withMetaPolicy(html, page.csp));
  }

  const files = await listFiles(clientDir);
  const sections = cdnHeaderSections({ manifest, files });
  const rules = sections.flatMap((section) => section.rules);
  checkHeaderRules(rules, { manifest, files });
  await writeFile(join(clientDir, HEADERS_FILE), renderHeaders(sections));
  const redirects = cdnRedirects(manifest);
  await writeFile(join(clientDir, REDIRECTS_FILE), renderRedirects(redirects));
  return { headerRules: rules.length, redirects: redirects.length };
}
