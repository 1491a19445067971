// @ts-check
// deploy/nginx.conf, from the serving manifest the Node server reads, so both serve alike (CSP,
// headers, caching, aliases, 404s, precompressed files, GET/HEAD only). A complete main config for
// Debian's nginx with libnginx-mod-http-brotli-static: `nginx -c $PWD/deploy/nginx.conf`.
import {
  ALLOWED_METHODS,
  CACHE,
  cacheControlForFile,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  HASHED_SEARCH_FILE,
  HOST_CONFIG_FILES,
  RESOURCE_CSP,
} from "../../server/policy.mjs";

/** @typedef {import("../../server/manifest.mjs").ServingManifest} ServingManifest */

/**
 * A value as an nginx double-quoted string. `$` would start a variable and cannot be escaped in
 * nginx, so a header containing one is refused rather than silently changed.
 * @param {string} value
 */
export function nginxString(value) {
  if (value.includes("$")) throw new Error(`nginx cannot send a literal "$" in a header value: ${value}`);
  if (/[\r\n]/.test(value)) throw new Error(`header value with a line break: ${JSON.stringify(value)}`);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** A path as an exact-match location: only characters that need no quoting in nginx. @param {string} path */
function locationPath(path) {
  if (!/^\/[A-Za-z0-9/_.~-]*$/.test(path)) throw new Error(`unexpected characters in route path ${path}`);
  return path;
}

/** A content type as an nginx `types` value: a bare media type, no parameters. @param {string} type */
function mediaType(type) {
  if (!/^[a-z0-9._+-]+\/[a-z0-9._+-]+$/i.test(type)) {
    throw new Error(`unexpected content type ${type}`);
  }
  return type;
}

/** The policy's pattern for hashed search files, as an nginx regex location on the request path. */
function searchIndexLocation() {
  const source = HASHED_SEARCH_FILE.source;
  if (!source.startsWith("^") || source.includes('"')) throw new Error(`unexpected search file pattern ${source}`);
  return `^/${source.slice(1)}`;
}

/**
 * @param {Record<string, string>} headers
 * @param {string} indent
 */
const addHeaders = (headers, indent) =>
  Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${nginxString(value)} always;`)
    .join("\n");

/**
 * @param {{
 *   manifest: ServingManifest,
 *   root: string,
 *   listen: string,
 *   accessLog: string,
 *   brotliModule: string,
 * }} options
 * @returns {string}
 */
export function renderNginxConfig({ manifest, root, listen, accessLog, brotliModule }) {
  const inner = "      ";
  /** @param {Record<string, string>} extra */
  const headers = (extra) => addHeaders({ ...manifest.headers, ...extra }, inner);
  const resource = (/** @type {string} */ cacheControl) =>
    headers({ "Content-Security-Policy": RESOURCE_CSP, "Cache-Control": cacheControl });

  /** @param {string} from @param {string} to */
  const redirect = (from, to) => `    location = ${locationPath(from)} {
${resource(CACHE.redirect)}
      return 301 ${locationPath(to)}$is_args$args;
    }`;

  const documents = Object.entries(manifest.documents).map(([path, document]) => {
    const page = `    location = ${locationPath(path)} {
${headers({ "Content-Security-Policy": document.csp, "Cache-Control": CACHE.revalidate })}
      try_files /${document.file} =404;
    }`;
    // A page asked for with a trailing slash moves to its one address.
    return path === "/" ? page : `${page}\n${redirect(`${path}/`, path)}`;
  });

  const aliases = Object.entries(manifest.aliases).flatMap(([alias, target]) => [
    redirect(alias, target),
    redirect(`${alias}/`, target),
  ]);

  const types = Object.entries(CONTENT_TYPES).reduce((byType, [extension, { type }]) => {
    byType.set(type, [...(byType.get(type) ?? []), extension]);
    return byType;
  }, /** @type {Map<string, string[]>} */ (new Map()));
  const charsetTypes = [
    ...new Set(
      [...Object.values(CONTENT_TYPES), ...Object.values(manifest.contentTypes)]
        .filter((entry) => entry.charset)
        .map((entry) => entry.type),
    ),
  ];

  // Files typed by address, not extension: an exact location each, with only that type.
  const typedFiles = Object.entries(manifest.contentTypes).map(([path, { type }]) => {
    if (path in manifest.documents || path in manifest.aliases || /(?:\/|\.(?:html|br|gz))$/.test(path)) {
      throw new Error(`${path} is typed by its address, but it is no file served as itself.`);
    }
    return `    location = ${locationPath(path)} {
      types { }
      default_type ${mediaType(type)};
${resource(cacheControlForFile(path.slice(1)))}
      try_files $uri =404;
    }`;
  });

  const methods = ALLOWED_METHODS.join("|");

  // Each language's 404 page for the unknown addresses under its prefix (docs/decisions/013).
  const notFoundPages = [
    ...Object.entries(manifest.notFoundByPrefix).map(([prefix, page]) => ({ prefix, page })),
    { prefix: "", page: manifest.notFound },
  ];
  const notFoundLocations = notFoundPages.map(
    ({ page }) => `    location = ${locationPath(`/${page.file}`)} {
      internal;
${headers({ "Content-Security-Policy": page.csp, "Cache-Control": CACHE.revalidate })}
    }`,
  );
  const notFoundMap = notFoundPages
    .filter(({ prefix }) => prefix)
    .map(({ prefix, page }) => `    ~^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:/|$) /${page.file};`);

  return `# Generated by \`npm run build\` (scripts/build/nginx-config.mjs) from server/policy.mjs and the
# build in ${root}. Do not edit: change the policy or the site and build again.
# Serves exactly what \`npm start\` serves, with the same headers. Needs Debian's nginx and
# libnginx-mod-http-brotli-static. Run: nginx -c /absolute/path/to/deploy/nginx.conf
# TLS is expected in front (a load balancer or CDN): HSTS only takes effect over HTTPS.

user www-data;
worker_processes auto;
load_module ${brotliModule};

events {
  worker_connections 1024;
}

http {
  types {
${[...types].map(([type, extensions]) => `    ${type} ${extensions.join(" ")};`).join("\n")}
  }
  default_type ${DEFAULT_CONTENT_TYPE};
  charset utf-8;
  charset_types ${charsetTypes.join(" ")};

  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  server_tokens off;
  access_log ${accessLog};
  # The longest request line accepted: a longer URL gets 414.
  large_client_header_buffers 4 8k;

  # Compressed once at build, never per request: .br and .gz siblings, chosen by Accept-Encoding.
  gzip off;
  gzip_static on;
  brotli_static on;
  gzip_vary on;
  etag on;

  # The 404 page for an unknown address: its language's, by the address's prefix.
  map $uri $not_found_page {
    default /${manifest.notFound.file};
${notFoundMap.map((line) => `${line}\n`).join("")}  }

  server {
    listen ${listen};
    server_name _;
    root ${root};
    absolute_redirect off;

    # Answers nginx gives before choosing a location (400, 405, 414) carry the headers too.
${addHeaders({ ...manifest.headers, "Content-Security-Policy": RESOURCE_CSP, "Cache-Control": CACHE.none }, "    ")}

    if ($request_method !~ ^(?:${methods})$) {
      return 405;
    }
    error_page 405 @method_not_allowed;
    error_page 404 $not_found_page;

    location @method_not_allowed {
${resource(CACHE.none)}
      add_header Allow ${nginxString(ALLOWED_METHODS.join(", "))} always;
      return 405;
    }

    # Pages: each with its own Content-Security-Policy (the hashes of its inline scripts).
${documents.join("\n")}

    # Aliases: a permanent redirect to their page.
${aliases.join("\n")}

    # The 404 pages, sent with status 404 for every unknown path, never at an address of their own.
${notFoundLocations.join("\n")}

    # Files whose address gives their type, over their extension's (server/policy.mjs, contentTypesByPath).
${typedFiles.map((location) => `${location}\n`).join("")}    # A directory is not a page.
    location ~ /$ {
      return 404;
    }
    # HTML only at its route; compressed siblings only through Accept-Encoding.
    location ~ \\.(?:html|br|gz)$ {
      return 404;
    }
    # The CDN hosts' configuration files are not content.
${HOST_CONFIG_FILES.map((file) => `    location = ${locationPath(`/${file}`)} {\n      return 404;\n    }`).join("\n")}
    # Route data for client-side navigation: five minutes in the visitor's browser alone.
    location ~ \\.data$ {
${resource(CACHE.routeData)}
      try_files $uri =404;
    }
    # Hashed file names: cached for a year.
    location /assets/ {
${resource(CACHE.immutable)}
      try_files $uri =404;
    }
    # The search index: its files named by their content for a year, the rest revalidated.
    location ~ "${searchIndexLocation()}" {
${resource(CACHE.immutable)}
      try_files $uri =404;
    }
    location /pagefind/ {
${resource(CACHE.revalidate)}
      try_files $uri =404;
    }
    location / {
${resource(CACHE.media)}
      try_files $uri =404;
    }
  }
}
`;
}
