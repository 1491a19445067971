import type { SitePath } from "~/route-paths";
import { getCmsClient, type CmsClient } from "./client";
import { contentKey, type ContentKind, type ContentSnapshot } from "./content-kinds";
import { contentTally } from "./content-tally";
import { formatCmsError, isServiceUnavailable } from "./errors";

export type { ContentSnapshot };

/**
 * Set once a query has found the service down or unreachable during this build, so
 * later queries skip at once (each still warned about) instead of each waiting out every retry.
 */
let unavailable: string | null = null;

/**
 * One answer per query for the whole build: prerendering asks twice per page (its data file, then
 * its HTML), and site-wide kinds (the cohort, the people, the perks) serve every page and the
 * calendar files that show them.
 */
const answers = new Map<string, Promise<unknown>>();

/**
 * Build time (a route's loader, run while prerendering): the page's entries, so the HTML carries
 * them. A failure never fails the build: it prints one warning for that query and the page is
 * built on its built-in copy.
 */
export async function loadContentSnapshot(
  path: SitePath,
  wanted: ContentKind[],
  pending: Promise<CmsClient> | null = getCmsClient(),
): Promise<ContentSnapshot> {
  if (!pending) return {};
  const snapshot: ContentSnapshot = {};
  // One after another, so that a service found down is skipped by the queries that follow.
  for (const kind of wanted) {
    const key = contentKey({ kind, path }).join(" ");
    if (!answers.has(key)) answers.set(key, fetchKind(kind, path, pending));
    Object.assign(snapshot, { [kind]: await answers.get(key) });
  }
  return snapshot;
}

async function fetchKind(kind: ContentKind, path: SitePath, pending: Promise<CmsClient>) {
  if (unavailable) {
    console.warn(`[cms] Build: skipped ${kind} for ${path} (${unavailable}); built with the built-in copy.`);
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
    if (isServiceUnavailable(error)) unavailable = `the content service failed earlier: ${formatCmsError(error)}`;
    console.warn(
      `[cms] Build: could not load ${kind} for ${path}: ${formatCmsError(error)}; built with the built-in copy.`,
    );
    return null;
  }
}
