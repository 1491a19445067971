import { useEffect, useState } from "react";
import { savesData } from "~/lib/save-data";
import { whenIdle } from "~/lib/when-idle";

/**
 * False until the app has started and the browser is idle; then true, unless the visitor's browser
 * asks to save data (Save-Data, or 2G): whether to fetch the pages this one links to
 * (docs/decisions/015). Its state change re-renders only the component that calls it: keep that a
 * leaf, as one above the page's parts would update them before the app has hydrated them all
 * (React then drops a part's prerendered markup until its code arrives).
 */
export function useFetchAheadOnceIdle(): boolean {
  const [fetchAhead, setFetchAhead] = useState(false);
  useEffect(() => whenIdle(() => setFetchAhead(!savesData())), []);
  return fetchAhead;
}
