import { z } from "zod";
import type { Consultant } from "~/content/consulting";
import type { Mentor } from "~/content/infinity";
import type { NewsArticle, Video } from "~/content/models";
import type { Picture, ProgrammeCohort } from "~/lib/models";
import type { PartnerPerk } from "~/content/perks";
import { isCalendarDate } from "~/lib/format-date";
import { contentSource, field, fieldReader, skipEntry, withoutUndefined, type RawEntry } from "./fields";

/**
 * From the content service's list entries (partnerPerk, mentor, consultant, newsLink, video,
 * programmeCohort) to the
 * site's typed models. Like every mapper here: each field on its own, a wrong one logged and left
 * out, an entry without what it cannot do without skipped with a warning naming it. Every entry
 * carries its `order` (entries without one sort last).
 */

export type Ordered<T> = T & { order: number };

const { text, link, order } = field;
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

/** The service's field behind each field of a model, for the live preview's inspector. */
const pictureFields = { src: "file" };
const perkFields = {
  name: "name",
  kind: "kind",
  logo: "logo",
  offer: "offer",
  description: "description",
  cta: "ctaText",
  ctaLink: "ctaLink",
  terms: "terms",
  lastVerified: "lastVerified",
};
const personFields = { name: "name", title: "title", linkedin: "linkedin", photo: "photo" };
const newsFields = { outlet: "publication", headline: "title", summary: "summary", href: "url" };
const videoFields = { id: "videoId", title: "title", description: "description" };
const cohortFields = {
  name: "name",
  city: "city",
  bootcampStart: "bootcampStart",
  bootcampEnd: "bootcampEnd",
  demoDayStart: "demoDayStart",
  demoDayEnd: "demoDayEnd",
  applyUrl: "applyUrl",
};

const orderOf = (read: ReturnType<typeof fieldReader>) => read("order", order) ?? Number.MAX_SAFE_INTEGER;

export function toPartnerPerk(entry: RawEntry, assetOrigin: string): Ordered<PartnerPerk> | null {
  const read = fieldReader(entry, "partnerPerk");
  const name = read("name", text);
  const offer = read("offer", text);
  const description = read("description", text);
  const cta = read("ctaText", text);
  const missing = Object.entries({ name, offer, description, ctaText: cta }).filter(([, value]) => !value);
  if (!name || !offer || !description || !cta)
    return skipEntry(
      entry,
      "partnerPerk",
      missing.map(([key]) => key),
    );
  return {
    id: entry.sys?.id ?? name,
    name,
    kind: read("kind", text) ?? "",
    offer,
    description,
    cta,
    ...withoutUndefined({
      logo: read("logo", pictureSchema(assetOrigin, `${name} logo`)),
      ctaLink: read("ctaLink", link),
      terms: read("terms", text),
      lastVerified: read("lastVerified", calendarDate),
      source: contentSource(entry, perkFields),
    }),
    order: orderOf(read),
  };
}

function toPerson(type: "mentor" | "consultant", entry: RawEntry, assetOrigin: string) {
  const read = fieldReader(entry, type);
  const name = read("name", text);
  const title = read("title", text);
  const linkedin = read("linkedin", profileLink);
  if (!name || !title || !linkedin) {
    const missing = Object.entries({ name, title, linkedin }).filter(([, value]) => !value);
    return skipEntry(
      entry,
      type,
      missing.map(([key]) => key),
    );
  }
  // Decorative: the person's name is the card's heading.
  const photo = read("photo", pictureSchema(assetOrigin, ""));
  return {
    name,
    title,
    linkedin,
    ...withoutUndefined({ photo, source: contentSource(entry, personFields) }),
    order: orderOf(read),
  };
}

export const toMentor = (entry: RawEntry, assetOrigin: string): Ordered<Mentor> | null =>
  toPerson("mentor", entry, assetOrigin);

export const toConsultant = (entry: RawEntry, assetOrigin: string): Ordered<Consultant> | null =>
  toPerson("consultant", entry, assetOrigin);

export function toNewsLink(entry: RawEntry): Ordered<NewsArticle> | null {
  const read = fieldReader(entry, "newsLink");
  const outlet = read("publication", text);
  const headline = read("title", text);
  const href = read("url", link);
  if (!outlet || !headline || !href) {
    const missing = Object.entries({ publication: outlet, title: headline, url: href }).filter(([, value]) => !value);
    return skipEntry(
      entry,
      "newsLink",
      missing.map(([key]) => key),
    );
  }
  return {
    outlet,
    headline,
    href,
    ...withoutUndefined({ summary: read("summary", text), source: contentSource(entry, newsFields) }),
    order: orderOf(read),
  };
}

/** A video, with the slot of its page it fills ("library", "highlights", "whatsapp-groups"...). */
export type PlacedVideo = Ordered<Video> & { placement: string };

export function toVideo(entry: RawEntry): PlacedVideo | null {
  const read = fieldReader(entry, "video");
  const id = read("videoId", videoId);
  const title = read("title", text);
  const where = read("placement", placement);
  if (!id || !title || !where) {
    const missing = Object.entries({ videoId: id, title, placement: where }).filter(([, value]) => !value);
    return skipEntry(
      entry,
      "video",
      missing.map(([key]) => key),
    );
  }
  return {
    id,
    title,
    placement: where,
    ...withoutUndefined({ description: read("description", text), source: contentSource(entry, videoFields) }),
    order: orderOf(read),
  };
}

/** A cohort's name names its calendar entries: it needs a letter or a digit. */
const cohortName = field.text.refine((value) => /[\p{L}\p{N}]/u.test(value), "must have a letter or a digit");

/**
 * The accelerator's cohort. Its dates are what the record is for: an entry without a usable name,
 * city or any of its four dates, or whose dates run backwards, is skipped. The mandatory hours are
 * not edited in the service and stay the built-in cohort's; a missing application link is too.
 */
export function toProgrammeCohort(entry: RawEntry, builtIn: ProgrammeCohort): Ordered<ProgrammeCohort> | null {
  const read = fieldReader(entry, "programmeCohort");
  const required = {
    name: read("name", cohortName),
    city: read("city", text),
    bootcampStart: read("bootcampStart", calendarDate),
    bootcampEnd: read("bootcampEnd", calendarDate),
    demoDayStart: read("demoDayStart", calendarDate),
    demoDayEnd: read("demoDayEnd", calendarDate),
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([key]) => key);
  if (missing.length > 0) return skipEntry(entry, "programmeCohort", missing);
  const { name, city, bootcampStart, bootcampEnd, demoDayStart, demoDayEnd } = required as Record<
    keyof typeof required,
    string
  >;
  const backwards = [
    bootcampEnd < bootcampStart && "bootcampEnd (before bootcampStart)",
    demoDayEnd < demoDayStart && "demoDayEnd (before demoDayStart)",
    demoDayStart < bootcampEnd && "demoDayStart (before the bootcamp ends)",
  ].filter((reason) => reason !== false);
  if (backwards.length > 0) return skipEntry(entry, "programmeCohort", backwards);
  return {
    name,
    city,
    bootcampStart,
    bootcampEnd,
    demoDayStart,
    demoDayEnd,
    applyUrl: read("applyUrl", link) ?? builtIn.applyUrl,
    mandatoryHours: builtIn.mandatoryHours,
    ...withoutUndefined({ source: contentSource(entry, cohortFields) }),
    order: orderOf(read),
  };
}

/** The entries that map, in the editors' order, without their order. */
export function inOrder<T>(entries: RawEntry[], map: (entry: RawEntry) => Ordered<T> | null): T[] {
  return entries
    .map(map)
    .filter((item) => item !== null)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...item }) => item as T);
}
