import { daysIncluded, INDIA_OFFSET_MS, type CalendarDate } from "./calendar-date.ts";

/** The kinds of startup an offer can be for; an offer for none of them is for every founder. */
export const perkStages = ["bootstrapped", "venture-funded", "infinity"] as const;
export type PerkStage = (typeof perkStages)[number];

/** An offer's last day, a whole day in India; absent, it runs until taken down. */
export interface OfferDays {
  endsOn?: CalendarDate;
}

/** Whether an offer has ended by a day in India: its last day is before it (it shows all of its last day). */
export const hasEnded = ({ endsOn }: OfferDays, day: CalendarDate): boolean => endsOn !== undefined && endsOn < day;

/** Whether an offer still running on `day` has its last day within the next `days` days, today included. */
export const endsWithin = ({ endsOn }: OfferDays, day: CalendarDate, days: number): boolean =>
  endsOn !== undefined && day <= endsOn && daysIncluded(day, endsOn) <= days;

/** What the before-paint script knows of an offer on the page: its slot (1, 2…) and its last day. */
export type OfferSlot = [slot: number, endsOn: CalendarDate];

/** The offers the stylesheet can hide before the app runs, by their place in the list (app.css). */
export const OFFER_SLOTS = 12;

/** The attribute on <html> naming the slots of the offers whose last day has passed. */
export const ENDED_OFFERS_ATTRIBUTE = "data-perks-ended";

/**
 * Before the offers are parsed: names on <html> the slots of those whose last day has passed in
 * India, which the stylesheet hides (app.css). Carried by the page as its source, so it must use
 * nothing but its arguments.
 */
export function markEndedOffers(slots: OfferSlot[], indiaOffsetMs: number, attribute: string): void {
  const today = new Date(Date.now() + indiaOffsetMs).toISOString().slice(0, 10);
  const ended = slots.filter(([, endsOn]) => today > endsOn).map(([slot]) => slot);
  document.documentElement.setAttribute(attribute, ended.join(" "));
}

/** The inline script for a page's offers with a last day (docs/decisions/017). */
export const endedOffersScript = (slots: OfferSlot[]) =>
  `(${markEndedOffers.toString()})(${JSON.stringify(slots).replaceAll("<", "\\u003c")},${INDIA_OFFSET_MS},${JSON.stringify(ENDED_OFFERS_ATTRIBUTE)})`;

/** Whether an offer is for a founder of these kinds: it is for every founder, or for one of them. */
export const isFor = ({ qualifies }: { qualifies?: readonly PerkStage[] }, stages: readonly PerkStage[]): boolean =>
  !qualifies?.length || qualifies.some((stage) => stages.includes(stage));
