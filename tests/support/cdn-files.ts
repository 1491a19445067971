// Reads _headers and _redirects back as Cloudflare Pages and Netlify do, independently of the
// generator (scripts/build/cdn-files.mjs), for the tests to compare with serving.json.
import { expect } from "vitest";
import type { ServingManifest } from "../../server/manifest.mjs";

export interface ParsedHeaderRule {
  path: string;
  headers: Record<string, string>;
  detach: string[];
}

export interface ParsedRedirect {
  from: string;
  to: string;
  status: number;
}

/** `_headers`: a path line, then indented `Name: value` or `! Name` lines; `#` starts a comment. */
export function parseHeadersFile(text: string): ParsedHeaderRule[] {
  const rules: ParsedHeaderRule[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      rules.push({ path: line, headers: {}, detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`header before any path: ${line}`);
    if (line.startsWith("! ")) {
      rule.detach.push(line.slice(2).trim());
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`not a header line: ${line}`);
    const name = line.slice(0, colon).trim();
    if (name in rule.headers) throw new Error(`${name} twice in ${rule.path}`);
    rule.headers[name] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** `_redirects`: `from to status` per line; `#` starts a comment. */
export function parseRedirectsFile(text: string): ParsedRedirect[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status, ...rest] = line.split(/\s+/);
      if (rest.length > 0 || !to || !/^\d{3}$/.test(status ?? "")) throw new Error(`not a redirect line: ${line}`);
      return { from, to, status: Number(status) };
    });
}

/** A `*` matches anything, slashes included; the rest literally. */
const matches = (pattern: string, path: string) => {
  const [first, ...rest] = pattern.split("*");
  if (rest.length === 0) return pattern === path;
  const last = rest.at(-1) ?? "";
  return path.startsWith(first) && path.endsWith(last) && path.length >= first.length + last.length;
};

/**
 * The headers an address gets from every rule that matches it, as the hosts combine them: a header
 * set by two rules is joined with ", " (which is why a policy must come from one rule only).
 */
export function headersFor(rules: ParsedHeaderRule[], path: string): Record<string, string> {
  const combined: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => matches(candidate.path, path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      combined[name] = name in combined ? `${combined[name]}, ${value}` : value;
    }
  }
  return combined;
}

export const RESOURCE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "no-cache",
  routeData: "private, max-age=300",
  media: "public, max-age=86400",
  redirect: "public, max-age=3600",
};

/**
 * Route data five minutes, private, so a prefetch serves the tap (issue 55); hashed files a year;
 * the search index's unhashed script, entry and WebAssembly revalidated; media a day.
 */
export function expectedCacheRule(file: string): string {
  if (file.endsWith(".data")) return CACHE.routeData;
  if (file.startsWith("assets/")) return CACHE.immutable;
  if (file.startsWith("pagefind/")) return /_[0-9a-f]{6,}\.pf_\w+$/.test(file) ? CACHE.immutable : CACHE.revalidate;
  return CACHE.media;
}

/** The Content-Security-Policy in a document's <meta http-equiv>, if any. */
export function metaPolicy(html: string): string | undefined {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i.exec(html);
  return meta?.[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

/**
 * Every rule the two files state, held against the serving manifest.
 * `files`: the files served as themselves (no HTML, no compressed copies).
 */
export function expectCdnFilesToMatch(
  {
    headers,
    redirects,
    notFoundHtml,
    pageHtml,
  }: {
    headers: string;
    redirects: string;
    notFoundHtml: string;
    /** A page's HTML by its file, to read the policy a published page carries in a <meta>. */
    pageHtml?: (file: string) => string;
  },
  manifest: ServingManifest,
  files: string[],
) {
  const rules = parseHeadersFile(headers);
  const everywhere = rules.filter((rule) => rule.path === "/*");
  expect(everywhere).toEqual([{ path: "/*", headers: manifest.headers, detach: ["Access-Control-Allow-Origin"] }]);

  for (const [path, document] of Object.entries(manifest.documents)) {
    if (document.policyInPage) {
      // A published page: no rule of its own (the host's Cache-Control for HTML), its policy in the page.
      expect(headersFor(rules, path), path).toEqual(manifest.headers);
      if (pageHtml) {
        const html = pageHtml(document.file);
        expect(metaPolicy(html), path).toBe(document.csp.replace(/; frame-ancestors [^;]*/, ""));
        expect(html.indexOf("http-equiv"), path).toBeLessThan(html.indexOf("<script"));
      }
      continue;
    }
    expect(headersFor(rules, path), path).toEqual({
      ...manifest.headers,
      "Content-Security-Policy": document.csp,
      "Cache-Control": CACHE.revalidate,
    });
  }
  expect(headersFor(rules, "/404"), "/404").toEqual({
    ...manifest.headers,
    "Content-Security-Policy": manifest.notFound.csp,
    "Cache-Control": CACHE.revalidate,
  });
  // Unknown paths get 404.html, whose policy is in the document (frame-ancestors works only as a header).
  expect(metaPolicy(notFoundHtml)).toBe(manifest.notFound.csp.replace("; frame-ancestors 'none'", ""));
  expect(notFoundHtml.indexOf("http-equiv")).toBeLessThan(notFoundHtml.indexOf("<script"));
  // And ahead of every <style>, where a page has any (a real build's: its critical rules).
  const firstStyle = notFoundHtml.indexOf("<style");
  if (firstStyle >= 0) expect(notFoundHtml.indexOf("http-equiv")).toBeLessThan(firstStyle);

  for (const alias of Object.keys(manifest.aliases)) {
    for (const from of [alias, `${alias}/`]) {
      expect(headersFor(rules, from), from).toEqual({
        ...manifest.headers,
        "Content-Security-Policy": RESOURCE_CSP,
        "Cache-Control": CACHE.redirect,
      });
    }
  }

  for (const file of files) {
    const cache = expectedCacheRule(file);
    // A file typed by its address (the Knowledge Hub's feed) says so; any other keeps the host's type.
    const typed = manifest.contentTypes[`/${file}`];
    expect(headersFor(rules, `/${file}`), file).toEqual({
      ...manifest.headers,
      "Content-Security-Policy": RESOURCE_CSP,
      "Cache-Control": cache,
      ...(typed ? { "Content-Type": typed.charset ? `${typed.type}; charset=utf-8` : typed.type } : {}),
    });
  }

  const parsedRedirects = parseRedirectsFile(redirects);
  const expected = [
    ...Object.keys(manifest.documents)
      .filter((path) => path !== "/")
      .flatMap((path) => [
        { from: path, to: `${path}/`, status: 200 },
        { from: `${path}/`, to: path, status: 301 },
      ]),
    ...Object.entries(manifest.aliases).flatMap(([alias, target]) => [
      { from: alias, to: target, status: 301 },
      { from: `${alias}/`, to: target, status: 301 },
    ]),
  ];
  expect(parsedRedirects).toEqual(expected);
  // A page's trailing-slash form carries only the security headers (see the decision record).
  for (const path of Object.keys(manifest.documents).filter((candidate) => candidate !== "/")) {
    expect(headersFor(rules, `${path}/`), `${path}/`).toEqual(manifest.headers);
  }

  // Cloudflare Pages' limits.
  expect(rules.length).toBeLessThanOrEqual(100);
  for (const line of headers.split("\n")) expect(line.length).toBeLessThanOrEqual(2000);
  for (const line of redirects.split("\n")) expect(line.length).toBeLessThanOrEqual(1000);
}
