import { z } from "zod";
import { lucideIcons } from "~/content/icons";
import type { IconName, LandingCard, LandingPage, LandingSection } from "~/content/models";
import type { FaqEntry } from "~/lib/models";
import { isLandingSlug, isSectionLink, paragraphsOf } from "~/lib/landing-page";
import { landingPagePath, previewPaths, reservedSlugs } from "~/route-paths";
import { toFaqEntry } from "./entries";
import { contentSource, field, fieldReader, refuseItem, skipEntry, withoutUndefined, type RawEntry } from "./fields";
import { headFields } from "./site-entries";

/**
 * Landing pages (issue 32, docs/decisions/010): a `landingPage` entry and the section entries it
 * references, in its order, each mapped through the rules every entry goes through (a wrong field
 * left out and logged, an entry without what it cannot do without skipped). A section the page
 * cannot use (deleted, unpublished, of an unknown type, invalid) is left out with a reason; a page
 * with no usable section, or whose address the site already answers, is refused.
 */

const { text } = field;

/** An address the site has; in a preview build, its preview pages' too (a constant: public builds drop the branch). */
const isTaken = (slug: string) =>
  reservedSlugs().has(slug) || (__LIVE_PREVIEW__ && Object.values(previewPaths).some((path) => path === `/${slug}`));

/** The content types a landing page's `sections` may reference, and the section each one is. */
export const sectionTypes = {
  sectionHero: "hero",
  sectionText: "text",
  sectionCards: "cards",
  sectionFaq: "faq",
  sectionCta: "cta",
} as const satisfies Record<string, LandingSection["type"]>;

type SectionContentType = keyof typeof sectionTypes;

const sectionLink = z
  .string("must be text")
  .trim()
  .refine(isSectionLink, "must be signup, a path such as /perks, or an https:// address");
const icon = z.enum(Object.keys(lucideIcons) as [IconName, ...IconName[]], {
  error: "must be the name of one of the site's icons (see the content model's help text)",
});
const slug = z
  .string("must be text")
  .refine(isLandingSlug, "must be lowercase letters and digits joined by single hyphens, at most 80 characters")
  .refine((value) => !isTaken(value), {
    error: (issue) => `is taken: /${String(issue.input)} is already a page or a folder of the site`,
  });

/** The service's field behind each field of a model, for the live preview's inspector. */
const inspectorFields = {
  hero: { title: "title", subtitle: "subtitle", ctaText: "ctaText" },
  text: { heading: "heading", paragraphs: "body" },
  cards: { heading: "heading" },
  faq: { heading: "heading" },
  cta: { heading: "heading", description: "text", buttonText: "buttonText" },
  card: { title: "title", description: "text" },
  page: { title: "title" },
} as const;

const contentTypeOf = (entry: RawEntry) => entry.sys?.contentType?.sys?.id;

/** Whether a reference was resolved to an entry (not left a bare link to a deleted or draft one). */
const isResolved = (entry: RawEntry) => entry.sys?.type === "Entry" && typeof entry.fields === "object";

/**
 * The entries a list field references, usable ones only: each one that is not (a link left
 * unresolved, a switched-off item, another type) is left out with a reason noted on the entry
 * that lists it.
 */
function referencedEntries(owner: RawEntry, ownerType: string, name: string, accepts: readonly string[]): RawEntry[] {
  const value = owner.fields?.[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    refuseItem(owner, ownerType, name, "must be a list of entries");
    return [];
  }
  return value.filter((item: RawEntry, index) => {
    const position = `item ${index + 1}`;
    if (!isResolved(item)) {
      refuseItem(owner, ownerType, name, `${position} links an entry that is deleted or not published`);
      return false;
    }
    const type = contentTypeOf(item);
    if (!type || !accepts.includes(type)) {
      refuseItem(
        owner,
        ownerType,
        name,
        `${position} is a ${type ?? "entry of no known type"}, not ${accepts.join(" or ")}`,
      );
      return false;
    }
    if (item.fields?.isActive === false) {
      refuseItem(owner, ownerType, name, `${position} (${item.sys?.id}) is switched off`);
      return false;
    }
    return true;
  });
}

/** The items a list field references that map to something to show (cards, questions). */
function usableItems<Item>(
  owner: RawEntry,
  ownerType: string,
  name: string,
  itemType: string,
  map: (entry: RawEntry) => Item | null,
): Item[] {
  return referencedEntries(owner, ownerType, name, [itemType])
    .map(map)
    .filter((item) => item !== null);
}

export function toCard(entry: RawEntry): LandingCard | null {
  const read = fieldReader(entry, "card");
  const title = read("title", text);
  if (!title) return skipEntry(entry, "card", ["title"]);
  return {
    id: entry.sys?.id ?? title,
    title,
    ...withoutUndefined({
      description: read("text", text),
      icon: read("icon", icon),
      link: read("link", sectionLink),
      source: contentSource(entry, inspectorFields.card),
    }),
  };
}

function toQuestion(entry: RawEntry): FaqEntry | null {
  const faq = toFaqEntry(entry);
  if (!faq) return null;
  const { order: _order, ...question } = faq;
  return question;
}

/** One section entry as the section it is; null (logged) when it has nothing to show. */
export function toLandingSection(entry: RawEntry): LandingSection | null {
  const contentType = contentTypeOf(entry) as SectionContentType;
  const type = sectionTypes[contentType];
  const read = fieldReader(entry, contentType);
  const id = entry.sys?.id ?? "";
  switch (type) {
    case "hero": {
      const title = read("title", text);
      if (!title) return skipEntry(entry, contentType, ["title"]);
      return {
        type,
        id,
        title,
        ...withoutUndefined({
          subtitle: read("subtitle", text),
          ctaText: read("ctaText", text),
          ctaLink: read("ctaLink", sectionLink),
          source: contentSource(entry, inspectorFields.hero),
        }),
      };
    }
    case "text": {
      const paragraphs = paragraphsOf(read("body", z.string("must be text")) ?? "");
      if (paragraphs.length === 0) return skipEntry(entry, contentType, ["body"]);
      return {
        type,
        id,
        paragraphs,
        ...withoutUndefined({ heading: read("heading", text), source: contentSource(entry, inspectorFields.text) }),
      };
    }
    case "cards": {
      const cards = usableItems(entry, contentType, "cards", "card", toCard);
      if (cards.length === 0) return skipEntry(entry, contentType, ["cards (none can be shown)"]);
      return {
        type,
        id,
        cards,
        ...withoutUndefined({ heading: read("heading", text), source: contentSource(entry, inspectorFields.cards) }),
      };
    }
    case "faq": {
      const questions = usableItems(entry, contentType, "questions", "faqItem", toQuestion);
      if (questions.length === 0) return skipEntry(entry, contentType, ["questions (none can be shown)"]);
      return {
        type,
        id,
        questions,
        ...withoutUndefined({ heading: read("heading", text), source: contentSource(entry, inspectorFields.faq) }),
      };
    }
    case "cta": {
      const heading = read("heading", text);
      if (!heading) return skipEntry(entry, contentType, ["heading"]);
      return {
        type,
        id,
        heading,
        ...withoutUndefined({
          text: read("text", text),
          buttonText: read("buttonText", text),
          buttonLink: read("buttonLink", sectionLink),
          source: contentSource(entry, inspectorFields.cta),
        }),
      };
    }
    default:
      return skipEntry(entry, contentType ?? "section", ["content type (not a section type)"]);
  }
}

/** A landing page entry with its sections; null (logged) when it cannot be a page. */
export function toLandingPage(entry: RawEntry, assetOrigin: string): LandingPage | null {
  const read = fieldReader(entry, "landingPage");
  const title = read("title", text);
  const address = read("slug", slug);
  if (!title || address === undefined) {
    return skipEntry(entry, "landingPage", [...(address === undefined ? ["slug"] : []), ...(!title ? ["title"] : [])]);
  }
  const sections: LandingSection[] = [];
  const referenced = referencedEntries(entry, "landingPage", "sections", Object.keys(sectionTypes));
  for (const sectionEntry of referenced) {
    const section = toLandingSection(sectionEntry);
    if (!section) {
      refuseItem(entry, "landingPage", "sections", `"${sectionEntry.sys?.id}" cannot be shown (see its own entry)`);
    } else if (section.type === "hero" && sections.length > 0) {
      // The hero holds the page's one h1: it opens the page or it is not shown.
      refuseItem(
        entry,
        "landingPage",
        "sections",
        `"${sectionEntry.sys?.id}" is a hero: only the first section can be one`,
      );
    } else {
      sections.push(section);
    }
  }
  if (sections.length === 0) return skipEntry(entry, "landingPage", ["sections (none can be shown)"]);
  const meta = headFields(entry, "landingPage", assetOrigin);
  return {
    slug: address,
    title,
    noindex: meta.noindex === true,
    sections,
    ...withoutUndefined({
      description: meta.description,
      socialImage: meta.socialImage,
      source: contentSource(entry, inspectorFields.page),
    }),
  };
}

/**
 * Every usable landing page, one per address: the first in the service's order (first created)
 * keeps it, and a later entry asking for it is skipped, logged (the content report says which one
 * has it).
 */
export function landingPagesFrom(entries: RawEntry[], assetOrigin: string): LandingPage[] {
  const owners = new Map<string, LandingPage>();
  for (const entry of entries) {
    const page = toLandingPage(entry, assetOrigin);
    if (!page) continue;
    const owner = owners.get(page.slug);
    if (owner) skipEntry(entry, "landingPage", [`slug (${landingPagePath(page.slug)} is "${owner.title}")`]);
    else owners.set(page.slug, page);
  }
  return [...owners.values()];
}
