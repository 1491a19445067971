import type { Consultant } from "~/content/consulting";
import type { Mentor } from "~/content/infinity";
import type { NewsArticle, Video } from "~/content/models";
import type { PartnerPerk } from "~/content/perks";
import type { ProgrammeCohort } from "~/lib/models";
import type { ContentType, Field, Read } from "./content-types/define";
import { consultant, mentor, newsLink, partnerPerk, programmeCohort, video } from "./content-types/lists";
import { skipEntry, type RawEntry } from "./fields";
import { readEntry, type ReadOptions } from "./read-entry";

/**
 * List entries to typed models by each type's definition (./content-types/lists.ts). A wrong field
 * is logged and left out; an entry missing a required one is skipped with a warning.
 */

export type Ordered<T> = T & { order: number };

/** Entries without an `order` sort last. */
export function listItem<Fields extends Record<string, Field>>(
  type: ContentType<Fields>,
  entry: RawEntry,
  options?: ReadOptions,
): Ordered<Omit<Read<Fields>, "order">> | null {
  const read = readEntry(type, entry, options);
  if (!read) return null;
  const { order = Number.MAX_SAFE_INTEGER, ...item } = read as Record<string, unknown>;
  return { ...item, order } as Ordered<Omit<Read<Fields>, "order">>;
}

/** A partner's offer; one whose last day comes before its first is skipped. */
export function toPartnerPerk(entry: RawEntry, assetOrigin: string): Ordered<PartnerPerk> | null {
  const perk = listItem(partnerPerk, entry, { assetOrigin, alt: ({ name }) => `${String(name)} logo` });
  if (!perk) return null;
  if (perk.startsOn && perk.endsOn && perk.endsOn < perk.startsOn)
    return skipEntry(entry, partnerPerk.id, ["endsOn (before startsOn)"]);
  return { ...perk, id: entry.sys?.id ?? perk.name, kind: perk.kind ?? "" };
}

// A portrait is decorative: the person's name is the card's heading.
export const toMentor = (entry: RawEntry, assetOrigin: string): Ordered<Mentor> | null =>
  listItem(mentor, entry, { assetOrigin });

export const toConsultant = (entry: RawEntry, assetOrigin: string): Ordered<Consultant> | null =>
  listItem(consultant, entry, { assetOrigin });

export const toNewsLink = (entry: RawEntry): Ordered<NewsArticle> | null => listItem(newsLink, entry);

/** A video, with the slot of its page it fills ("library", "highlights", "whatsapp-groups"...). */
export type PlacedVideo = Ordered<Video> & { placement: string };

export const toVideo = (entry: RawEntry): PlacedVideo | null => listItem(video, entry);

/**
 * Skipped without a name, city or any of its four dates, or with dates running backwards. Mandatory
 * hours are not edited in the service, and a missing apply link falls back on the built-in cohort too.
 */
export function toProgrammeCohort(entry: RawEntry, builtIn: ProgrammeCohort): Ordered<ProgrammeCohort> | null {
  const cohort = listItem(programmeCohort, entry);
  if (!cohort) return null;
  const { bootcampStart, bootcampEnd, demoDayStart, demoDayEnd } = cohort;
  const backwards = [
    bootcampEnd < bootcampStart && "bootcampEnd (before bootcampStart)",
    demoDayEnd < demoDayStart && "demoDayEnd (before demoDayStart)",
    demoDayStart < bootcampEnd && "demoDayStart (before the bootcamp ends)",
  ].filter((reason) => reason !== false);
  if (backwards.length > 0) return skipEntry(entry, programmeCohort.id, backwards);
  return { ...cohort, applyUrl: cohort.applyUrl ?? builtIn.applyUrl, mandatoryHours: builtIn.mandatoryHours };
}

/** In the editors' order. */
export function inOrder<T>(entries: RawEntry[], map: (entry: RawEntry) => Ordered<T> | null): T[] {
  return entries
    .map(map)
    .filter((item) => item !== null)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...item }) => item as T);
}
