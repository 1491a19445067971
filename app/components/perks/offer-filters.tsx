import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { perkFactsText, perkFilterText, type PartnerPerk } from "~/content/perks";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  ALL_OFFERS,
  EVERY_OFFER,
  filtersFromAddressScript,
  OFFER_FILTER_NAMES,
  offerFilterChoices,
  offerFilterOf,
  offerFilterSearch,
  showsUnder,
  type OfferFilter,
} from "~/lib/perks";

const labelOf = {
  for: (value: OfferFilter["for"]) => (value === ALL_OFFERS ? perkFilterText.forEveryone : perkFactsText.stages[value]),
  category: (value: OfferFilter["category"]) => perkFilterText.category[value],
};
const legendOf = { for: perkFilterText.forLabel, category: perkFilterText.categoryLabel };

/** Read from the page, so a choice made before the app started counts. */
function checkedFilter(container: HTMLElement): OfferFilter {
  const search = OFFER_FILTER_NAMES.map((name) => {
    const value = container.querySelector<HTMLInputElement>(`input[name="perk-${name}"]:checked`)?.value;
    return [name, value ?? ALL_OFFERS];
  });
  return offerFilterOf(`?${new URLSearchParams(search)}`);
}

/**
 * Two rows of radio buttons filtered by CSS alone (app.css, "The perks' filters"), so a tap narrows
 * the list with or without the app. A script checks a shared address's choice before the offers
 * parse; the app then writes each choice to `?for=…&category=…`. The count is a polite live
 * region, one line per pair of choices (docs/decisions/017).
 */
export function OfferFilters({ perks }: { perks: PartnerPerk[] }) {
  const container = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  // The prerendered page has no query, so hydration shows every offer; a client move reads the address.
  const initial = hydrated ? offerFilterOf(search) : EVERY_OFFER;
  const writeToAddress = () => {
    if (!container.current) return;
    const wanted = offerFilterSearch(checkedFilter(container.current));
    if (wanted !== search) void navigate({ search: wanted, hash }, { replace: true, preventScrollReset: true });
  };
  // A choice made before the app started, or checked from a shared address, goes into the address.
  useLayoutEffect(() => {
    if (hydrated) writeToAddress();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the app takes the page over
  }, [hydrated]);

  return (
    <div ref={container} className="mt-10" onChange={writeToAddress}>
      {OFFER_FILTER_NAMES.map((name) => (
        <fieldset key={name} className="mt-4 flex flex-wrap items-center justify-center gap-2">
          <legend className="mb-2 w-full text-center text-sm font-semibold text-ink-700">{legendOf[name]}</legend>
          {offerFilterChoices[name].map((value) => (
            <label key={value} className="filter-chip">
              <input
                type="radio"
                name={`perk-${name}`}
                value={value}
                defaultChecked={value === initial[name]}
                className="sr-only"
              />
              {(labelOf[name] as (value: string) => string)(value)}
            </label>
          ))}
        </fieldset>
      ))}
      {/* Written by the prerender only (the app never sets a script's text). */}
      {!hydrated && (
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? filtersFromAddressScript() : "" }}
          suppressHydrationWarning
        />
      )}
      <div role="status" aria-live="polite" className="mt-6 text-center text-sm font-medium text-ink-600">
        {offerFilterChoices.for.flatMap((forWhom) =>
          offerFilterChoices.category.map((category) => (
            <p key={`${forWhom} ${category}`} data-count-for={forWhom} data-count-category={category}>
              {perkFilterText.count(
                perks.filter((perk) => showsUnder(perk, { for: forWhom, category })).length,
                perks.length,
              )}
            </p>
          )),
        )}
      </div>
    </div>
  );
}
