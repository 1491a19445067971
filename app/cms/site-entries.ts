import { z } from "zod";
import { parseIndiaDateTime, type Announcement } from "~/lib/announcement";
import { socialCardFile } from "~/lib/image-api";
import { SOCIAL_IMAGE, type PageMetaOverride } from "~/lib/seo";
import { field, fieldReader, refuseField, skipEntry, withoutUndefined, type RawEntry } from "./fields";
import { pictureSchema } from "./read-entry";

/**
 * Entries about the site as a whole rather than a section of a page: a page's meta (pageMeta) and
 * the site-wide announcements. Like every mapper: each field on its own, a wrong one logged and
 * left out, an entry without what it cannot do without skipped with a warning naming it.
 */

const { text, link } = field;

/** What search results show before cutting a title off, and a description's useful length. */
export const META_LIMITS = { title: 60, description: { min: 50, max: 160 } } as const;
/** The smallest picture a social card is drawn from without being blown up. */
export const SOCIAL_IMAGE_MIN = { width: 1200, height: 630 } as const;
/** An announcement is one line of a bar, on a phone too. */
export const ANNOUNCEMENT_MAX_LENGTH = 140;

const metaTitle = text.max(META_LIMITS.title, `must be at most ${META_LIMITS.title} characters`);
const { min, max } = META_LIMITS.description;
const metaDescription = text
  .min(min, `must be ${min} to ${max} characters`)
  .max(max, `must be ${min} to ${max} characters`);
const yesOrNo = z.boolean("must be on or off");
const dateTime = z.string("must be a date and time").transform((value, context) => {
  const parsed = parseIndiaDateTime(value);
  if (parsed === null) context.addIssue({ code: "custom", message: "must be a date and time" });
  return parsed ?? z.NEVER;
});

/** The picture as a social card: its address through the image API, at exactly the card's size. */
function socialImage(assetOrigin: string) {
  return pictureSchema(assetOrigin, "")
    .refine((picture) => picture.resizable, "must be a JPEG, PNG, WebP or AVIF picture (not an SVG)")
    .refine(
      (picture) => picture.width >= SOCIAL_IMAGE_MIN.width && picture.height >= SOCIAL_IMAGE_MIN.height,
      `must be at least ${SOCIAL_IMAGE_MIN.width} × ${SOCIAL_IMAGE_MIN.height} pixels`,
    )
    .transform((picture) => socialCardFile(picture, SOCIAL_IMAGE));
}

/** A page's meta from its entry: every field that validates replaces the page's own. */
export function toPageMeta(entry: RawEntry, assetOrigin: string): PageMetaOverride {
  const read = fieldReader(entry, "pageMeta");
  return withoutUndefined({ title: read("title", metaTitle), ...headFields(entry, "pageMeta", assetOrigin) });
}

/**
 * The head's fields besides the title, by pageMeta's rules, for any entry that has them (a
 * landing page's, whose title is its name, templated like every page's).
 */
export function headFields(entry: RawEntry, type: string, assetOrigin: string): Omit<PageMetaOverride, "title"> {
  const read = fieldReader(entry, type);
  return withoutUndefined({
    description: read("description", metaDescription),
    socialImage: read("socialImage", socialImage(assetOrigin)),
    noindex: read("noindex", yesOrNo),
  });
}

/**
 * An announcement: its text and start are what it cannot do without; a link needs both its text
 * and a safe address (otherwise the announcement shows without one); an end before its start
 * skips it.
 */
export function toAnnouncement(entry: RawEntry): Announcement | null {
  const read = fieldReader(entry, "announcement");
  const id = entry.sys?.id;
  const words = read(
    "text",
    text.max(ANNOUNCEMENT_MAX_LENGTH, `must be at most ${ANNOUNCEMENT_MAX_LENGTH} characters`),
  );
  const startsAt = read("startsAt", dateTime);
  if (!id || !words || startsAt === undefined) {
    return skipEntry(
      entry,
      "announcement",
      [!words && "text", startsAt === undefined && "startsAt"].filter((name) => name !== false),
    );
  }
  const endsAt = read("endsAt", dateTime);
  if (endsAt !== undefined && endsAt <= startsAt)
    return skipEntry(entry, "announcement", ["endsAt (not after startsAt)"]);
  const linkText = read("linkText", text);
  const linkUrl = read("linkUrl", link);
  if (linkText && !linkUrl) refuseField(entry, "announcement", "linkText", "needs a linkUrl to lead somewhere");
  if (linkUrl && !linkText) refuseField(entry, "announcement", "linkUrl", "needs a linkText to show");
  return {
    id,
    text: words,
    startsAt,
    ...withoutUndefined({
      endsAt,
      link: linkText && linkUrl ? { text: linkText, href: linkUrl } : undefined,
    }),
  };
}
