import { buildQueryBudget, getCmsClient, getCmsProbe, type CmsClient } from "./client";
import {
  contentKey,
  contentLabel,
  kindNames,
  type ContentKind,
  type ContentPath,
  type ContentSnapshot,
} from "./content-kinds";
import { contentFaults, noteFaultedPage, recordOutage, recordTypeFault } from "./content-faults";
import { contentTally } from "./content-tally";
import { formatCmsError, withDeadline } from "./errors";

export type { ContentSnapshot };

/**
 * One answer per query per build: prerendering asks twice per page (data file, HTML), and
 * site-wide kinds serve every page and the calendar files.
 */
const answers = new Map<string, Promise<unknown>>();

/**
 * A prerendered page's entries, so the HTML carries them (docs/decisions/905). Each kind is asked
 * within the build's query budget (./client.ts), to stay inside React Router's prerender limit.
 * A failure is probed to tell a faulty type from an outage (./content-faults.ts); unusable entries
 * are refused one by one, never failing the build. `probing`: the probe's client (./client.ts).
 */
export async function loadContentSnapshot(
  path: ContentPath,
  wanted: ContentKind[],
  pending: Promise<CmsClient> | null = getCmsClient(),
  probing: Promise<CmsClient> | null = getCmsProbe(),
): Promise<ContentSnapshot> {
  if (!pending) return {};
  const found = await Promise.all(
    wanted.map((kind) => {
      const key = contentKey({ kind, path }).join(" ");
      if (!answers.has(key)) answers.set(key, fetchKind(kind, path, pending, probing));
      return answers.get(key);
    }),
  );
  // A site-wide kind's one answer serves many pages: each one built without it is named.
  for (const kind of wanted) noteFaultedPage(kind, path);
  return Object.fromEntries(wanted.map((kind, index) => [kind, found[index]]));
}

async function fetchKind(
  kind: ContentKind,
  path: ContentPath,
  pending: Promise<CmsClient>,
  probing: Promise<CmsClient> | null,
) {
  const faults = contentFaults();
  if (faults.outage !== null || faults.types[kind]) {
    faults.skipped += 1;
    return null;
  }
  // On demand, as in the browser, where the queries are a chunk of their own.
  const [{ loadEntries, contentFromEntries, contentTypeOf, probeService, translationLocale }, { withIssues }] =
    await Promise.all([import("./queries"), import("./fields")]);
  const request = { kind, path };
  try {
    const entries = await withDeadline(
      loadEntries(await pending, request),
      buildQueryBudget.deadlineMs,
      contentLabel(request),
    );
    const { result, issues } = withIssues(() => contentFromEntries(request, entries));
    const skipped = new Set(issues.filter((issue) => issue.problem === "skipped").map((issue) => issue.entryId));
    for (const { sys } of entries) if (sys?.id) contentTally().set(sys.id, skipped.has(sys.id) ? "skipped" : "shown");
    return result;
  } catch (error) {
    const locale = translationLocale();
    const said = `${contentLabel(request)}${locale ? ` in ${locale}` : ""}: ${formatCmsError(error)}`;
    const down = probing
      ? await probing.then(probeService).then(
          () => false,
          () => true,
        )
      : false;
    if (!down) {
      const contentType = contentTypeOf(kind);
      recordTypeFault(
        kind,
        { type: `${kindNames[kind]} (${contentType})`, contentType, error: formatCmsError(error) },
        path,
      );
      return null;
    }
    // The first query to find the service down warns; those asked beside it only count.
    if (recordOutage(said)) {
      console.warn(
        `[cms] Build: the content service could not be read (${said}). ` +
          "This build goes on with the built-in copy and asks the service nothing more.",
      );
    } else faults.skipped += 1;
    return null;
  }
}
