import { daysIncluded, INDIA_OFFSET_MS, type CalendarDate } from "./calendar-date.ts";

/** An offer for none of them is for every founder. */
export const perkStages = ["bootstrapped", "venture-funded", "infinity"] as const;
export type PerkStage = (typeof perkStages)[number];

/** What a founder can narrow the list to. */
export const perkCategories = ["software", "finance", "hiring", "legal"] as const;
export type PerkCategory = (typeof perkCategories)[number];

/** A filter's choice that leaves nothing out. */
export const ALL_OFFERS = "all";

/** In the address as `?for=…&category=…`. */
export interface OfferFilter {
  for: typeof ALL_OFFERS | PerkStage;
  category: typeof ALL_OFFERS | PerkCategory;
}
export const OFFER_FILTER_NAMES = ["for", "category"] as const satisfies readonly (keyof OfferFilter)[];
export const EVERY_OFFER: OfferFilter = { for: ALL_OFFERS, category: ALL_OFFERS };

/** "all" first. */
export const offerFilterChoices = {
  for: [ALL_OFFERS, ...perkStages],
  category: [ALL_OFFERS, ...perkCategories],
} as const satisfies { [Name in keyof OfferFilter]: readonly OfferFilter[Name][] };

/** A value the page does not know is ignored (every offer, for it). */
export function offerFilterOf(search: string): OfferFilter {
  const params = new URLSearchParams(search);
  const pick = <Name extends keyof OfferFilter>(name: Name): OfferFilter[Name] => {
    const value = params.get(name);
    return (offerFilterChoices[name] as readonly string[]).includes(value ?? "")
      ? (value as OfferFilter[Name])
      : ALL_OFFERS;
  };
  return { for: pick("for"), category: pick("category") };
}

/** Only what narrows, so every offer is the page's own address. */
export function offerFilterSearch(filter: OfferFilter): string {
  const params = new URLSearchParams(
    OFFER_FILTER_NAMES.flatMap((name) => (filter[name] === ALL_OFFERS ? [] : [[name, filter[name]]])),
  );
  return params.size > 0 ? `?${params}` : "";
}

/** The perks page's `shouldRevalidate`: filters live in the query, so a choice loads nothing again. */
export const unlessOnlyTheFiltersChanged = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/** An offer for every founder shows under each stage; an offer with no category only under "all". */
export const showsUnder = (
  perk: { qualifies?: readonly PerkStage[]; category?: PerkCategory },
  filter: OfferFilter,
): boolean =>
  (filter.for === ALL_OFFERS || isFor(perk, [filter.for])) &&
  (filter.category === ALL_OFFERS || perk.category === filter.category);

/**
 * Runs while the page is parsed, before the offers, so a shared link paints filtered (the
 * stylesheet hides what the checked filters leave out). Inlined as source: uses only its arguments.
 */
export function checkFiltersFromAddress(names: readonly string[]): void {
  const params = new URLSearchParams(location.search);
  for (const name of names) {
    const value = params.get(name);
    const input = [...document.querySelectorAll<HTMLInputElement>(`input[name="perk-${name}"]`)].find(
      (candidate) => candidate.value === value,
    );
    if (input) input.checked = true;
  }
}

/** The inline script for the page's filters (docs/decisions/017). */
export const filtersFromAddressScript = () =>
  `(${checkFiltersFromAddress.toString()})(${JSON.stringify(OFFER_FILTER_NAMES)})`;

/** A whole day in India; absent, the offer runs until taken down. */
export interface OfferDays {
  endsOn?: CalendarDate;
}

/** Shows all of its last day, in India. */
export const hasEnded = ({ endsOn }: OfferDays, day: CalendarDate): boolean => endsOn !== undefined && endsOn < day;

/** Within the next `days` days, today included. */
export const endsWithin = ({ endsOn }: OfferDays, day: CalendarDate, days: number): boolean =>
  endsOn !== undefined && day <= endsOn && daysIncluded(day, endsOn) <= days;

/**
 * Before the offers are parsed (docs/decisions/017): hides each offer whose `data-ends-on` has passed
 * in India as the parser adds it, so none is painted; stops once parsed. Inlined as source: uses
 * only its argument.
 */
export function hideEndedOffers(indiaOffsetMs: number): void {
  const today = new Date(Date.now() + indiaOffsetMs).toISOString().slice(0, 10);
  const hide = (node: Node) => {
    const endsOn = node instanceof HTMLElement ? node.dataset.endsOn : undefined;
    if (endsOn && today > endsOn) (node as HTMLElement).hidden = true;
  };
  const parsed = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(hide)));
  parsed.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => parsed.disconnect(), { once: true });
}

/** The inline script for a page with offers that have a last day. */
export const endedOffersScript = () => `(${hideEndedOffers.toString()})(${INDIA_OFFSET_MS})`;

/** An offer with no stages is for every founder. */
export const isFor = ({ qualifies }: { qualifies?: readonly PerkStage[] }, stages: readonly PerkStage[]): boolean =>
  !qualifies?.length || qualifies.some((stage) => stages.includes(stage));
