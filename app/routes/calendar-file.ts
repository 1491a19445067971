import { loadContentSnapshot } from "~/cms/snapshot";
import { programmeCohort } from "~/content/cohort";
import { deployment } from "~/deployment";
import { pageLanguage, pathIn, routePathOf } from "~/languages";
import { buildInstant } from "~/lib/build-date";
import { calendarFileEvents } from "~/hooks/cohort-view";
import { icsText } from "~/lib/ics";
import { paths } from "~/route-paths";
import { site } from "~/site";
import type { Route } from "./+types/calendar-file";

/**
 * The file asked for: its route's path (one route per event), or its data twin's, which prerendering
 * asks for too; in a translation's build, without the language's prefix (/hi/calendar/… → /calendar/…).
 */
const calendarPathOf = (request: Request) =>
  routePathOf(pageLanguage, new URL(request.url).pathname.replace(/\.data$/, ""));

/**
 * An event of the cohort as a calendar file, prerendered to build/client/calendar/ (a resource
 * route: no page, no script). It reads the cohort the Infinity page is built with, the content
 * service's when it has one, so the file and the page always give the same dates.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const snapshot = await loadContentSnapshot(paths.infinity, ["programmeCohort"]);
  const cohort = snapshot.programmeCohort ?? programmeCohort;
  const pageUrl = `${deployment.origin}${pathIn(pageLanguage, paths.infinity)}`;
  const event = calendarFileEvents(cohort, pageUrl).find(({ path }) => path === calendarPathOf(request));
  if (!event) throw new Response("No such calendar file", { status: 404 });
  const text = icsText(event, { stamp: buildInstant(), productId: `-//${site.provider}//${site.programme}//EN` });
  return new Response(text, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
