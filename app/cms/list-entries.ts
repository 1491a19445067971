import { z } from "zod";
import type { Consultant } from "~/content/consulting";
import type { Mentor } from "~/content/infinity";
import type { NewsArticle, Video } from "~/content/models";
import type { Picture, ProgrammeCohort } from "~/lib/models";
import type { PartnerPerk } from "~/content/perks";
import { isCalendarDate } from "~/lib/format-date";
import type { ContentType, Field, Read, ReadField, ReadValues } from "./content-types/define";
import { consultant, mentor, newsLink, partnerPerk, programmeCohort, video } from "./content-types/lists";
import { contentSource, field, fieldReader, skipEntry, withoutUndefined, type RawEntry } from "./fields";

/**
 * From the content service's list entries (partnerPerk, mentor, consultant, newsLink, video,
 * programmeCohort) to the site's typed models, by each type's one definition
 * (./content-types/lists.ts). Like every mapper here: each field on its own, a wrong one logged and
 * left out, an entry without what it cannot do without skipped with a warning naming it. Every
 * entry carries its `order` (entries without one sort last).
 */

export type Ordered<T> = T & { order: number };

const profileLink = z
  .string("must be text")
  .trim()
  .refine((value) => /^https:\/\/[^/]/.test(value), "must start with https://");
export const calendarDate = z.string("must be text").refine(isCalendarDate, "must be a date written YYYY-MM-DD");
/** A video host's id: letters, digits, - and _ (the facade builds the embed address from it). */
const videoId = z.string("must be text").regex(/^[\w-]{6,20}$/, "must be a video id: 6 to 20 letters, digits, - or _");
const placement = z
  .string("must be text")
  .regex(/^[a-z][a-z0-9-]*$/, "must be a slot name in small letters, such as library");

/** Whatever is wrong inside a linked asset, an editor is told this. */
const NOT_A_PICTURE = { error: "must be a picture: an image file uploaded to Contentful" };

/** An asset the SDK resolved from a link (include depth 2), with the size its file declares. */
export const asset = z.object(
  {
    sys: z.object(
      { type: z.literal("Asset", NOT_A_PICTURE), id: z.string().optional(), locale: z.string().optional() },
      NOT_A_PICTURE,
    ),
    fields: z.object(
      {
        file: z.object(
          {
            url: z.string(NOT_A_PICTURE),
            contentType: z.string(NOT_A_PICTURE).startsWith("image/", NOT_A_PICTURE),
            details: z.object(
              {
                image: z.object(
                  {
                    width: z.number(NOT_A_PICTURE).positive(NOT_A_PICTURE),
                    height: z.number(NOT_A_PICTURE).positive(NOT_A_PICTURE),
                  },
                  NOT_A_PICTURE,
                ),
              },
              NOT_A_PICTURE,
            ),
          },
          NOT_A_PICTURE,
        ),
      },
      NOT_A_PICTURE,
    ),
  },
  NOT_A_PICTURE,
);

/** The asset's field behind a picture, for the live preview's inspector. */
const pictureFields = { src: "file" };

/**
 * An image asset as a Picture: its URL on the configured asset origin only (a link to anywhere
 * else is refused), its intrinsic size from the file's own metadata. Rasters are resized and
 * converted by the image API; an SVG is drawn as it is.
 */
export function pictureSchema(assetOrigin: string, alt: string) {
  return asset.transform((value, context): Picture => {
    const { url, contentType, details } = value.fields.file;
    let resolved: URL | null = null;
    try {
      resolved = new URL(url, assetOrigin);
    } catch {
      resolved = null;
    }
    if (!resolved || resolved.origin !== assetOrigin) {
      context.addIssue({ code: "custom", message: `must be a picture on ${assetOrigin}` });
      return z.NEVER;
    }
    return {
      src: resolved.href,
      alt,
      width: details.image.width,
      height: details.image.height,
      resizable: contentType !== "image/svg+xml",
      ...withoutUndefined({ source: contentSource(value, pictureFields, "Asset") }),
    };
  });
}

/** A cohort's name names its calendar entries: it needs a letter or a digit. */
const cohortName = field.text.refine((value) => /[\p{L}\p{N}]/u.test(value), "must have a letter or a digit");

/** The schema each way of reading a field checks it with (./content-types/define.ts ReadValues). */
function schemaOf(as: keyof ReadValues, assetOrigin: string, alt: string): z.ZodType {
  switch (as) {
    case "text":
      return field.text;
    case "link":
      return field.link;
    case "profileLink":
      return profileLink;
    case "picture":
      return pictureSchema(assetOrigin, alt);
    case "date":
      return calendarDate;
    case "order":
      return field.order;
    case "videoId":
      return videoId;
    case "placement":
      return placement;
    case "cohortName":
      return cohortName;
  }
}

const readFields = (type: ContentType) =>
  Object.entries(type.fields).filter((entry): entry is [string, ReadField] => "site" in entry[1]);

/** The service's field behind each field of a model, for the live preview's inspector. */
const sourceFields = (type: ContentType) =>
  Object.fromEntries(readFields(type).flatMap(([key, { id, site }]) => (site.as === "order" ? [] : [[key, id]])));

/**
 * An entry of a declared type, read: first the fields the site cannot do without (any missing, or
 * invalid, and the entry is skipped, naming them), then the others, each kept only when valid. With
 * its place in the list (`order`, last without one) and, in preview builds, where each field came from.
 */
function listItem<Fields extends Record<string, Field>>(
  type: ContentType<Fields>,
  entry: RawEntry,
  { assetOrigin = "", alt = () => "" }: { assetOrigin?: string; alt?: (read: Record<string, unknown>) => string } = {},
): Ordered<Omit<Read<Fields>, "order">> | null {
  const read = fieldReader(entry, type.id);
  const fields = readFields(type);
  const values: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [key, { id, site }] of fields.filter(([, field]) => field.site.needed)) {
    const value = read(id, schemaOf(site.as, assetOrigin, ""));
    if (value === undefined) missing.push(id);
    else values[key] = value;
  }
  if (missing.length > 0) return skipEntry(entry, type.id, missing);
  for (const [key, { id, site }] of fields.filter(([, field]) => !field.site.needed)) {
    const value = read(id, schemaOf(site.as, assetOrigin, alt(values)));
    if (value !== undefined) values[key] = value;
  }
  const { order = Number.MAX_SAFE_INTEGER, ...item } = values;
  return {
    ...item,
    ...withoutUndefined({ source: contentSource(entry, sourceFields(type)) }),
    order,
  } as Ordered<Omit<Read<Fields>, "order">>;
}

export function toPartnerPerk(entry: RawEntry, assetOrigin: string): Ordered<PartnerPerk> | null {
  const perk = listItem(partnerPerk, entry, { assetOrigin, alt: ({ name }) => `${String(name)} logo` });
  return perk && { ...perk, id: entry.sys?.id ?? perk.name, kind: perk.kind ?? "" };
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
 * The accelerator's cohort. Its dates are what the record is for: an entry without a usable name,
 * city or any of its four dates, or whose dates run backwards, is skipped. The mandatory hours are
 * not edited in the service and stay the built-in cohort's; a missing application link is too.
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

/** The entries that map, in the editors' order, without their order. */
export function inOrder<T>(entries: RawEntry[], map: (entry: RawEntry) => Ordered<T> | null): T[] {
  return entries
    .map(map)
    .filter((item) => item !== null)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...item }) => item as T);
}
