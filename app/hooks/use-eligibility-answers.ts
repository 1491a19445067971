import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { answersFromQuery, queryWithAnswers, type Answers } from "~/lib/eligibility";
import { useHydrated } from "./use-hydrated";

/**
 * The checker's answers live in the page's address and nowhere else: shareable, kept by a reload,
 * and each change a history entry, so Back and Forward step through them. Nothing is sent or
 * stored (the route does not reload its data for a new query: see routes/eligibility.tsx).
 */
export function useEligibilityAnswers() {
  const location = useLocation();
  const { search } = location;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { answers: inAddress, ignored } = useMemo(() => answersFromQuery(new URLSearchParams(search)), [search]);

  const problem = ignored.join(", ");
  useEffect(() => {
    if (problem) console.warn(`[eligibility] Ignored ${problem} in the address: not an answer the checker has.`);
  }, [problem]);

  // A choice shows at once, while the navigation that records it lands a moment later; and taps
  // replayed after hydration arrive one after another, each building on the one before.
  const latest = useRef(inAddress);
  useLayoutEffect(() => {
    latest.current = inAddress;
  }, [inAddress]);
  // Shown until the address changes (a new location, whether the choice's own or Back's).
  const [chosen, setChosen] = useState<{ at: typeof location; answers: Partial<Answers> } | null>(null);

  const update = useCallback(
    (answers: Partial<Answers>, { replace = false } = {}) => {
      latest.current = { ...latest.current, ...answers };
      setChosen({ at: location, answers: latest.current });
      const query = queryWithAnswers(new URLSearchParams(search), latest.current).toString();
      navigate({ search: query ? `?${query}` : "" }, { replace, preventScrollReset: true });
    },
    [navigate, location, search],
  );

  const current = chosen?.at === location ? chosen.answers : inAddress;
  // The prerendered page has no answers: until hydration has matched it, neither has the app.
  return { answers: hydrated ? current : {}, update };
}
