import { deployment } from "~/deployment";
import { getCmsClient, type CmsClient } from "./client";
import { contentKey, type ContentKind, type ContentPath, type ContentSnapshot } from "./content-kinds";
import { contentOutage, recordContentOutage } from "./content-outage";
import { contentTally } from "./content-tally";
import { formatCmsError, isServiceUnavailable } from "./errors";

export type { ContentSnapshot };

/**
 * One answer per query for the whole build: prerendering asks twice per page (its data file, then
 * its HTML), and site-wide kinds (the cohort, the people, the perks) serve every page and the
 * calendar files that show them.
 */
const answers = new Map<string, Promise<unknown>>();

/**
 * A production build that cannot read the content service stops: built on the built-in copy, it
 * would replace everything the team published (their texts, their articles' pages) with it, and
 * the host keeps the last good deploy instead. Thrown with the service's own error.
 */
export class ContentServiceUnreadableError extends Error {
  constructor(kind: ContentKind, path: ContentPath, cause: unknown) {
    super(
      `[cms] Production build stopped: the content service could not be read (${kind} for ${path}: ${formatCmsError(cause)}). ` +
        "A build on the built-in copy would replace what the team published; the last good deploy stays online. " +
        "Build again once the service answers.",
      { cause },
    );
    this.name = "ContentServiceUnreadableError";
  }
}

/**
 * Build time (a route's loader, run while prerendering): the page's entries, so the HTML carries
 * them. In a development or preview build a failure prints one warning for that query and the page
 * is built on its built-in copy; a service found down or out of reach (a 5xx, a 429, no answer)
 * is warned about once for the whole build, which asks it nothing more (./content-outage.ts). A
 * production build (`production`: SITE_ENV=production with the service configured) fails instead
 * (ContentServiceUnreadableError). Entries the service sends that cannot be used are refused one
 * by one either way, never failing a build.
 */
export async function loadContentSnapshot(
  path: ContentPath,
  wanted: ContentKind[],
  pending: Promise<CmsClient> | null = getCmsClient(),
  production = deployment.indexable,
): Promise<ContentSnapshot> {
  if (!pending) return {};
  const snapshot: ContentSnapshot = {};
  // One after another, so that a service found down is skipped by the queries that follow.
  for (const kind of wanted) {
    const key = contentKey({ kind, path }).join(" ");
    if (!answers.has(key)) answers.set(key, fetchKind(kind, path, pending, production));
    Object.assign(snapshot, { [kind]: await answers.get(key) });
  }
  return snapshot;
}

async function fetchKind(kind: ContentKind, path: ContentPath, pending: Promise<CmsClient>, production: boolean) {
  const outage = production ? null : contentOutage();
  if (outage) {
    outage.skipped += 1;
    return null;
  }
  try {
    // Loaded on demand like in the browser, where the queries are a chunk of their own.
    const [{ loadEntries, contentFromEntries }, { withIssues }] = await Promise.all([
      import("./queries"),
      import("./fields"),
    ]);
    const request = { kind, path };
    const entries = await loadEntries(await pending, request);
    const { result, issues } = withIssues(() => contentFromEntries(request, entries));
    const skipped = new Set(issues.filter((issue) => issue.problem === "skipped").map((issue) => issue.entryId));
    for (const { sys } of entries) if (sys?.id) contentTally().set(sys.id, skipped.has(sys.id) ? "skipped" : "shown");
    return result;
  } catch (error) {
    if (production) throw new ContentServiceUnreadableError(kind, path, error);
    if (!isServiceUnavailable(error)) {
      console.warn(
        `[cms] Build: could not load ${kind} for ${path}: ${formatCmsError(error)}; built with the built-in copy.`,
      );
      return null;
    }
    // A query asked alongside the one that found the service down (a page's loaders run together).
    const known = contentOutage();
    if (known) {
      known.skipped += 1;
      return null;
    }
    recordContentOutage(formatCmsError(error));
    console.warn(
      `[cms] Build: the content service could not be read (${kind} for ${path}: ${formatCmsError(error)}). ` +
        "This build goes on with the built-in copy and asks the service nothing more.",
    );
    return null;
  }
}
