import type { Announcement } from "~/lib/announcement";
import type { PageMetaOverride } from "~/lib/seo";
import { contentType } from "./content-types/define";
import { announcement, headFields as headFieldsOf, pageMeta } from "./content-types/site";
import { refuseField, skipEntry, withoutUndefined, type RawEntry } from "./fields";
import { readEntry } from "./read-entry";

/** Entries about the site as a whole: page meta and announcements (./content-types/site.ts). */

/** Every field that validates replaces the page's own. */
export function toPageMeta(entry: RawEntry, assetOrigin: string): PageMetaOverride {
  return withoutUndefined({ ...readEntry(pageMeta, entry, { assetOrigin }), source: undefined });
}

const headOnly = contentType({ ...pageMeta, fields: headFieldsOf({ description: "", socialImage: "" }) });

/**
 * pageMeta's head fields besides the title, for any entry that has them (a landing page's, whose
 * title is its name, templated like every page's).
 */
export function headFields(entry: RawEntry, type: string, assetOrigin: string): Omit<PageMetaOverride, "title"> {
  return withoutUndefined({ ...readEntry({ ...headOnly, id: type }, entry, { assetOrigin }), source: undefined });
}

/**
 * Text and start are required; a link needs both text and a safe address, else it is dropped; an
 * end not after the start skips the entry.
 */
export function toAnnouncement(entry: RawEntry): Announcement | null {
  const read = readEntry(announcement, entry);
  const id = entry.sys?.id;
  if (!read) return null;
  if (!id) return skipEntry(entry, "announcement", []);
  const { text, startsAt, endsAt, linkText, linkUrl } = read;
  if (endsAt !== undefined && endsAt <= startsAt)
    return skipEntry(entry, "announcement", ["endsAt (not after startsAt)"]);
  if (linkText && !linkUrl) refuseField(entry, "announcement", "linkText", "needs a linkUrl to lead somewhere");
  if (linkUrl && !linkText) refuseField(entry, "announcement", "linkUrl", "needs a linkText to show");
  return {
    id,
    text,
    startsAt,
    ...withoutUndefined({
      endsAt,
      link: linkText && linkUrl ? { text: linkText, href: linkUrl } : undefined,
    }),
  };
}
