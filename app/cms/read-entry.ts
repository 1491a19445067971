import { z } from "zod";
import { lucideIcons } from "~/content/icons";
import { articleBadges, type IconName } from "~/content/models";
import { parseIndiaDateTime } from "~/lib/announcement";
import { isArticleSlug } from "~/lib/article-slug";
import { isCalendarDate } from "~/lib/format-date";
import { isLandingSlug, isSectionLink, paragraphsOf } from "~/lib/landing-page";
import { socialCardFile } from "~/lib/image-api";
import type { FromContentService, Picture } from "~/lib/models";
import { perkCategories, perkStages } from "~/lib/perks";
import { SOCIAL_IMAGE } from "~/lib/seo";
import { previewPaths, reservedSlugs } from "~/route-paths";
import type { ContentType, Field, Read, ReadField, ReadValues } from "./content-types/define";
import { ANNOUNCEMENT_MAX, META_DESCRIPTION, META_TITLE_MAX, SOCIAL_IMAGE_MIN } from "./content-types/rules";
import { contentSource, field, fieldReader, skipEntry, withoutUndefined, type RawEntry } from "./fields";

/**
 * Entries read by their type's one definition (./content-types/). Like every mapper here: a wrong
 * field is logged and left out; an entry missing a needed field is skipped with a warning naming it.
 */

/** Given the asset host, pictures are read; `alt` says a picture's text from what was read before it. */
export interface ReadOptions {
  assetOrigin?: string;
  alt?: (read: Record<string, unknown>) => string;
}

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
 * Refuses a URL off the configured asset origin; size from the file's metadata. The image API
 * resizes and converts rasters; an SVG is drawn as it is.
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

const badge = z.enum(articleBadges, { error: `must be one of ${articleBadges.join(", ")}` });

/** An article's address, as the content model validates it (app/cms/content-types/rules.ts). */
const articleSlug = z
  .string("must be text")
  .refine(isArticleSlug, "must be lowercase letters and digits joined by single hyphens, at most 80 characters");

/** The kinds of startup an offer is for: each one the site knows. */
const stages = z.array(z.enum(perkStages, { error: `must each be one of ${perkStages.join(", ")}` }), "must be a list");
const perkCategory = z.enum(perkCategories, { error: `must be one of ${perkCategories.join(", ")}` });
/** An offer's own steps: each a text. */
const steps = z.array(field.text, "must be a list of texts");

/** A cohort's name names its calendar entries: it needs a letter or a digit. */
const cohortName = field.text.refine((value) => /[\p{L}\p{N}]/u.test(value), "must have a letter or a digit");

const metaTitle = field.text.max(META_TITLE_MAX, `must be at most ${META_TITLE_MAX} characters`);
const { min, max } = META_DESCRIPTION;
const metaDescription = field.text
  .min(min, `must be ${min} to ${max} characters`)
  .max(max, `must be ${min} to ${max} characters`);
const announcementText = field.text.max(ANNOUNCEMENT_MAX, `must be at most ${ANNOUNCEMENT_MAX} characters`);
const moment = z.string("must be a date and time").transform((value, context) => {
  const parsed = parseIndiaDateTime(value);
  if (parsed === null) context.addIssue({ code: "custom", message: "must be a date and time" });
  return parsed ?? z.NEVER;
});

/** An address the site has; in a preview build, its preview pages' too (a constant: public builds drop the branch). */
const isTaken = (slug: string) =>
  reservedSlugs().has(slug) || (__LIVE_PREVIEW__ && Object.values(previewPaths).some((path) => path === `/${slug}`));
const landingSlug = z
  .string("must be text")
  .refine(isLandingSlug, "must be lowercase letters and digits joined by single hyphens, at most 80 characters")
  .refine((value) => !isTaken(value), {
    error: (issue) => `is taken: /${String(issue.input)} is already a page or a folder of the site`,
  });
const sectionLink = z
  .string("must be text")
  .trim()
  .refine(isSectionLink, "must be signup, a path such as /perks, or an https:// address");
const icon = z.enum(Object.keys(lucideIcons) as [IconName, ...IconName[]], {
  error: "must be the name of one of the site's icons (see the content model's help text)",
});
const paragraphs = z
  .string("must be text")
  .transform(paragraphsOf)
  .refine((found) => found.length > 0, "must have some text");

/** The picture as a social card: its address through the image API, at exactly the card's size. */
const socialImage = (assetOrigin: string) =>
  pictureSchema(assetOrigin, "")
    .refine((picture) => picture.resizable, "must be a JPEG, PNG, WebP or AVIF picture (not an SVG)")
    .refine(
      (picture) => picture.width >= SOCIAL_IMAGE_MIN.width && picture.height >= SOCIAL_IMAGE_MIN.height,
      `must be at least ${SOCIAL_IMAGE_MIN.width} × ${SOCIAL_IMAGE_MIN.height} pixels`,
    )
    .transform((picture) => socialCardFile(picture, SOCIAL_IMAGE));

/** The schema each way of reading a field checks it with (./content-types/define.ts ReadValues). */
function schemaOf(as: keyof ReadValues, assetOrigin: string, alt: string): z.ZodType {
  switch (as) {
    case "text":
      return field.text;
    case "plainText":
      return z.string("must be text").trim();
    case "link":
      return field.link;
    case "profileLink":
      return profileLink;
    case "picture":
      return pictureSchema(assetOrigin, alt);
    case "date":
      return calendarDate;
    case "order":
    case "number":
      return field.order;
    case "articleSlug":
      return articleSlug;
    case "badge":
      return badge;
    case "articleSections":
      return z.unknown();
    case "yesOrNo":
      return z.boolean("must be on or off");
    case "stages":
      return stages;
    case "perkCategory":
      return perkCategory;
    case "steps":
      return steps;
    case "videoId":
      return videoId;
    case "placement":
      return placement;
    case "cohortName":
      return cohortName;
    case "metaTitle":
      return metaTitle;
    case "metaDescription":
      return metaDescription;
    case "socialImage":
      return socialImage(assetOrigin);
    case "announcementText":
      return announcementText;
    case "moment":
      return moment;
    case "landingSlug":
      return landingSlug;
    case "sectionLink":
      return sectionLink;
    case "icon":
      return icon;
    case "paragraphs":
      return paragraphs;
  }
}

const readFields = (type: ContentType) =>
  Object.entries(type.fields).filter((entry): entry is [string, ReadField] => "site" in entry[1]);

/** The service's field behind each field of a model, for the live preview's inspector. */
const sourceFields = (type: ContentType) =>
  Object.fromEntries(readFields(type).flatMap(([key, { id, site }]) => (site.as === "order" ? [] : [[key, id]])));

/**
 * Needed and refusing fields first (one missing or invalid skips the entry, naming it), then the
 * rest, each kept only when valid. Preview builds also get where each field came from.
 */
export function readEntry<Fields extends Record<string, Field>>(
  type: ContentType<Fields>,
  entry: RawEntry,
  { assetOrigin, alt = () => "" }: ReadOptions = {},
): (Read<Fields> & FromContentService) | null {
  const read = fieldReader(entry, type.id);
  const needsAssets = ({ site }: ReadField) => site.as === "picture" || site.as === "socialImage";
  const fields = readFields(type).filter(([, field]) => assetOrigin || !needsAssets(field));
  const values: Record<string, unknown> = {};
  const missing: string[] = [];
  const first = ({ site }: ReadField) => site.needed || site.refuses;
  for (const [key, { id, site }] of fields.filter(([, field]) => first(field))) {
    const value = read(id, schemaOf(site.as, assetOrigin ?? "", ""));
    const given = entry.fields?.[id] !== undefined && entry.fields?.[id] !== null;
    if (value !== undefined) values[key] = value;
    else if (site.needed || given) missing.push(id);
  }
  if (missing.length > 0) return skipEntry(entry, type.id, missing);
  for (const [key, { id, site }] of fields.filter(([, field]) => !first(field))) {
    const value = read(id, schemaOf(site.as, assetOrigin ?? "", alt(values)));
    if (value !== undefined) values[key] = value;
  }
  return { ...values, ...withoutUndefined({ source: contentSource(entry, sourceFields(type)) }) } as Read<Fields> &
    FromContentService;
}
