import type { LandingCard, LandingPage, LandingSection } from "~/content/models";
import type { FaqEntry } from "~/lib/models";
import { landingPagePath } from "~/route-paths";
import {
  card,
  landingPage as landingPageType,
  sectionCards,
  sectionCta,
  sectionFaq,
  sectionHero,
  sectionText,
} from "./content-types/landing";
import { toFaqEntry } from "./entries";
import { refuseItem, skipEntry, type RawEntry } from "./fields";
import { readEntry } from "./read-entry";

/**
 * Landing pages (issue 32, docs/decisions/010): a `landingPage` entry and its sections in order, each
 * read by its type's definition (./content-types/landing.ts) under the usual entry rules. An unusable
 * section (deleted, unpublished, unknown type, invalid) is left out with a reason; a page with no
 * usable section, or at an address the site already answers, is refused.
 */

/** The site checks addresses itself, so the model's list of taken ones is not needed. */
const landingPage = landingPageType();

/** The content types `sections` may reference, and the section each is. */
export const sectionTypes = {
  sectionHero: "hero",
  sectionText: "text",
  sectionCards: "cards",
  sectionFaq: "faq",
  sectionCta: "cta",
} as const satisfies Record<string, LandingSection["type"]>;

type SectionContentType = keyof typeof sectionTypes;

const contentTypeOf = (entry: RawEntry) => entry.sys?.contentType?.sys?.id;

/** Not a bare link to a deleted or draft entry. */
const isResolved = (entry: RawEntry) => entry.sys?.type === "Entry" && typeof entry.fields === "object";

/** Usable ones only; each unusable one (unresolved, switched off, another type) is noted on the owner. */
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

/** Those that map to something to show (cards, questions). */
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
  const read = readEntry(card, entry);
  return read && { id: entry.sys?.id ?? read.title, ...read };
}

function toQuestion(entry: RawEntry): FaqEntry | null {
  const faq = toFaqEntry(entry);
  if (!faq) return null;
  const { order: _order, ...question } = faq;
  return question;
}

/** Null (logged) when it has nothing to show. */
export function toLandingSection(entry: RawEntry): LandingSection | null {
  const contentType = contentTypeOf(entry) as SectionContentType;
  const type = sectionTypes[contentType];
  const id = entry.sys?.id ?? "";
  switch (type) {
    case "hero": {
      const read = readEntry(sectionHero, entry);
      return read && { type, id, ...read };
    }
    case "text": {
      const read = readEntry(sectionText, entry);
      return read && { type, id, ...read };
    }
    case "cards": {
      const read = readEntry(sectionCards, entry);
      const cards = usableItems(entry, contentType, "cards", "card", toCard);
      if (!read) return null;
      if (cards.length === 0) return skipEntry(entry, contentType, ["cards (none can be shown)"]);
      return { type, id, cards, ...read };
    }
    case "faq": {
      const read = readEntry(sectionFaq, entry);
      const questions = usableItems(entry, contentType, "questions", "faqItem", toQuestion);
      if (!read) return null;
      if (questions.length === 0) return skipEntry(entry, contentType, ["questions (none can be shown)"]);
      return { type, id, questions, ...read };
    }
    case "cta": {
      const read = readEntry(sectionCta, entry);
      return read && { type, id, ...read };
    }
    default:
      return skipEntry(entry, contentType ?? "section", ["content type (not a section type)"]);
  }
}

/** Null (logged) when it cannot be a page. */
export function toLandingPage(entry: RawEntry, assetOrigin: string): LandingPage | null {
  const read = readEntry(landingPage, entry, { assetOrigin });
  if (!read) return null;
  const sections: LandingSection[] = [];
  const referenced = referencedEntries(entry, "landingPage", "sections", Object.keys(sectionTypes));
  for (const sectionEntry of referenced) {
    const section = toLandingSection(sectionEntry);
    if (!section) {
      refuseItem(entry, "landingPage", "sections", `"${sectionEntry.sys?.id}" cannot be shown (see its own entry)`);
    } else if (section.type === "hero" && sections.length > 0) {
      // The hero holds the page's one h1: first section or not shown.
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
  return { ...read, noindex: read.noindex === true, sections };
}

/** One page per address: the first in the service's order (first created) keeps it; later ones are skipped, logged. */
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
