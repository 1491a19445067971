import { useEffect, useState } from "react";
import { savesData } from "~/lib/save-data";
import { whenIdle } from "~/lib/when-idle";

/**
 * False until the app has started and the browser is idle; then true, unless the visitor's browser
 * asks to save data (Save-Data, or 2G): whether to fetch what later pages need, Inter (709) and the
 * pages this one links to (docs/decisions/015).
 */
export function useFetchAheadOnceIdle(): boolean {
  const [fetchAhead, setFetchAhead] = useState(false);
  useEffect(() => whenIdle(() => setFetchAhead(!savesData())), []);
  return fetchAhead;
}
