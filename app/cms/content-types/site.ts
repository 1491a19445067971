// The entries about the site as a whole, each declared once (./define.ts): a page's meta (its
// title, description and social card in search results and shared links) and the site-wide
// announcement. Each field's key is the name the site's model gives it.
import { active, contentType, control, needed, optional, page, patterned, SAFE_LINK_MESSAGE, text } from "./define.ts";
import type { FieldSpec } from "./define.ts";
import { ALIASES_READ } from "./pages.ts";
import { ANNOUNCEMENT_MAX, META_DESCRIPTION, META_TITLE_MAX, SAFE_LINK_PATTERN, SOCIAL_IMAGE_MIN } from "./rules.ts";

/**
 * What search engines and shared links show for a page besides its title: its description, social
 * card picture and noindex, on a page meta entry or a landing page.
 * @param empty what shows when the field is empty
 */
export const headFields = (empty: { description: string; socialImage: string }) => ({
  description: optional("metaDescription", {
    id: "description",
    name: "Description",
    type: "Symbol",
    localized: true,
    validations: [
      {
        size: { min: META_DESCRIPTION.min, max: META_DESCRIPTION.max },
        message: `${META_DESCRIPTION.min} to ${META_DESCRIPTION.max} characters.`,
      },
    ],
    control: control(
      "singleLine",
      `Under the title in search results and on shared links: ${META_DESCRIPTION.min} to ${META_DESCRIPTION.max} characters. Empty: ${empty.description}.`,
    ),
  }),
  socialImage: optional("socialImage", {
    id: "socialImage",
    name: "Social card picture",
    type: "Link",
    linkType: "Asset",
    validations: [
      { linkMimetypeGroup: ["image"] },
      {
        assetImageDimensions: { width: { min: SOCIAL_IMAGE_MIN.width }, height: { min: SOCIAL_IMAGE_MIN.height } },
        message: `At least ${SOCIAL_IMAGE_MIN.width} × ${SOCIAL_IMAGE_MIN.height} pixels.`,
      },
    ],
    control: control(
      "assetLinkEditor",
      `The picture shown when the page is shared: a JPEG, PNG or WebP of at least ${SOCIAL_IMAGE_MIN.width} × ${SOCIAL_IMAGE_MIN.height}, cropped to that shape around its centre. Empty: ${empty.socialImage}.`,
    ),
  }),
  noindex: optional("yesOrNo", {
    id: "noindex",
    name: "Hide from search engines",
    type: "Boolean",
    control: control(
      "boolean",
      "On: search engines are asked not to list the page, and it leaves the sitemap. Links on it still count.",
      { trueLabel: "Hidden from search", falseLabel: "Listed" },
    ),
  }),
});

export const pageMeta = contentType({
  id: "pageMeta",
  name: "Page meta",
  description:
    "What search engines and shared links (WhatsApp, LinkedIn...) show for a page: its title, description and card. Read when the site is built: publishing starts a build.",
  displayField: "title",
  fields: {
    pageSlug: page(`The page this describes. ${ALIASES_READ}`),
    isActive: active("Only an active entry is used. Switch off to go back to the page's own title and card."),
    title: optional("metaTitle", {
      id: "title",
      name: "Title",
      type: "Symbol",
      localized: true,
      validations: [{ size: { max: META_TITLE_MAX }, message: `At most ${META_TITLE_MAX} characters.` }],
      control: control(
        "singleLine",
        `The whole title as search results show it, at most ${META_TITLE_MAX} characters (the site adds nothing to it). Empty: the page's own.`,
      ),
    }),
    ...headFields({ description: "the page's own", socialImage: "the page's own card" }),
  },
});

/** When an announcement starts or ends: a moment, India time unless another zone is given. */
const moment = (id: string, name: string, helpText: string, required = false): FieldSpec => ({
  id,
  name,
  type: "Date",
  ...(required ? { required } : {}),
  control: control("datePicker", helpText, { format: "time", ampm: "24" }),
});

export const announcement = contentType({
  id: "announcement",
  name: "Announcement",
  description:
    "A line above every page's header for a while. When several are live, the one that started last shows; a visitor can close it. Put on the site by a build, which takes those live or starting within 60 days.",
  displayField: "text",
  fields: {
    isActive: active("Only active announcements show. Switch off to take it down (with the next build)."),
    text: needed("announcementText", {
      id: "text",
      name: "Text",
      type: "Symbol",
      required: true,
      localized: true,
      validations: [{ size: { max: ANNOUNCEMENT_MAX }, message: `At most ${ANNOUNCEMENT_MAX} characters.` }],
      control: control("singleLine", `Required. One sentence, at most ${ANNOUNCEMENT_MAX} characters. Plain text.`),
    }),
    linkText: optional(
      "text",
      text("linkText", "Link text", "Symbol", 'Optional, with a link address: e.g. "See the dates".'),
    ),
    linkUrl: optional(
      "link",
      patterned(
        "linkUrl",
        "Link address",
        SAFE_LINK_PATTERN,
        SAFE_LINK_MESSAGE,
        "Where the link leads: a path on the site (/infinity-program#dates) or an https:// address.",
        { widgetId: "urlEditor" },
      ),
    ),
    startsAt: needed(
      "moment",
      moment("startsAt", "Starts", "Required. When it first shows. India time, unless you give another zone.", true),
    ),
    endsAt: optional(
      "moment",
      moment(
        "endsAt",
        "Ends",
        "When it stops showing. India time, unless you give another zone. Empty: until switched off.",
      ),
    ),
  },
});

export const siteTypes = [pageMeta, announcement];
