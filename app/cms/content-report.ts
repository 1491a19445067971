import { programmeCohort } from "~/content/cohort";
import { contentReportText as text } from "~/content/content-report";
import { translations } from "~/languages";
import { formatDate } from "~/content/dates";
import type { PartnerPerk } from "~/content/perks";
import { announcementsToShip } from "~/lib/announcement";
import { dateInIndia, daysIncluded } from "~/lib/calendar-date";
import { endsWithin, hasEnded } from "~/lib/perks";
import type { ContentReport, EntryStatus, ReportEntry, ReportSection } from "~/lib/content-report";
import { aliasRedirects, knowledgeHubPaths, landingPagePath, paths } from "~/route-paths";
import { builtInTranslations } from "./built-in-translations";
import type { ContentType } from "./content-types/define";
import {
  consultant,
  mentor,
  newsLink,
  partnerPerk,
  programmeCohort as programmeCohortType,
  video,
} from "./content-types/lists";
import type { CmsClient } from "./client";
import { cmsConfig, DEFAULT_ASSET_ORIGIN, DEFAULT_EDITOR_ORIGINS, DEFAULT_ENVIRONMENT } from "./config";
import { toArticle, toFaqEntry, toHeroOverride, toSection } from "./entries";
import { formatCmsError, withDeadline } from "./errors";
import { withIssues, type EntryIssue, type RawEntry } from "./fields";
import { sectionTypes, toCard, toLandingPage, toLandingSection } from "./landing-entries";
import { toConsultant, toMentor, toNewsLink, toPartnerPerk, toProgrammeCohort, toVideo } from "./list-entries";
import { getEntries, INCLUDE_DEPTH } from "./queries";
import { toAnnouncement, toPageMeta } from "./site-entries";
import { builtInTranslationFor, translateEntries, type TranslationTables } from "./translated-entries";

/**
 * The content report (docs/decisions/602): every entry, active or not, through the pages' own
 * mappers, with its outcome in an editor's words. Shown live at /content-report in preview builds.
 */

/** An offer whose last day is this close (today included) is named in the report, to renew or let go. */
export const OFFER_ENDING_SOON_DAYS = 30;

/** A slug's page: an alias's canonical path, else the slug. */
const pageOf = (slug: unknown) =>
  typeof slug === "string" ? (aliasRedirects[slug as keyof typeof aliasRedirects] ?? slug) : "(no page)";

interface TypeRules {
  contentType: string;
  name: string;
  /** The fields that name an entry, the first one set wins. */
  labelFields: string[];
  /** The same mapper the pages use; null when the entry is skipped. */
  map: (entry: RawEntry, assetOrigin: string) => unknown;
  places: (entry: RawEntry) => string[];
  /** Entries that take the same place: only the first usable one of a group is shown. */
  group?: (entry: RawEntry) => string;
  /** List types come in the editors' order. */
  order?: string;
  /** Types without an isActive switch (a landing page's sections): shown wherever a page lists them. */
  alwaysActive?: boolean;
}

const onItsPage = (entry: RawEntry) => [pageOf(entry.fields?.pageSlug)];

/** Id, label field and order come from the type's definition. */
const listRules = (type: ContentType, rules: Pick<TypeRules, "name" | "map" | "places" | "group">): TypeRules => ({
  contentType: type.id,
  labelFields: [type.displayField],
  order: "fields.order",
  ...rules,
});

const rules: TypeRules[] = [
  {
    contentType: "heroSection",
    name: "Page heroes",
    labelFields: ["title", "pageSlug"],
    map: toHeroOverride,
    places: onItsPage,
    group: (entry) => pageOf(entry.fields?.pageSlug),
  },
  {
    contentType: "pageMeta",
    name: "Page meta (title, description, social card)",
    labelFields: ["title", "pageSlug"],
    map: toPageMeta,
    places: (entry) => [`the head of ${pageOf(entry.fields?.pageSlug)}`],
    group: (entry) => pageOf(entry.fields?.pageSlug),
  },
  {
    contentType: "pageSection",
    name: "Page sections",
    labelFields: ["heading", "sectionName"],
    map: toSection,
    places: onItsPage,
    group: (entry) => `${pageOf(entry.fields?.pageSlug)} ${String(entry.fields?.sectionName)}`,
  },
  {
    contentType: "faqItem",
    name: "FAQ items",
    labelFields: ["question"],
    map: toFaqEntry,
    places: onItsPage,
    order: "fields.order",
  },
  {
    contentType: "blogArticle",
    name: "Knowledge Hub articles",
    labelFields: ["title"],
    map: toArticle,
    // The hub lists it and it has its own address, which one entry only can have.
    places: (entry) => [paths.knowledgeHub, knowledgeHubPaths.article(String(entry.fields?.slug ?? "(no slug)"))],
    group: (entry) => knowledgeHubPaths.article(String(entry.fields?.slug)),
    order: "fields.blogId",
  },
  listRules(partnerPerk, { name: "Partner perks", map: toPartnerPerk, places: () => [paths.perks] }),
  listRules(mentor, { name: "Mentors", map: toMentor, places: () => [paths.infinity] }),
  listRules(consultant, { name: "Consultants", map: toConsultant, places: () => [paths.consulting] }),
  listRules(newsLink, { name: "News links", map: toNewsLink, places: onItsPage }),
  listRules(video, { name: "Videos", map: toVideo, places: onItsPage }),
  listRules(programmeCohortType, {
    name: "The accelerator's cohort",
    map: (entry) => toProgrammeCohort(entry, programmeCohort),
    places: () => [paths.infinity, paths.eligibility],
    group: () => "the cohort",
  }),
  {
    contentType: "landingPage",
    name: "Landing pages",
    labelFields: ["title", "slug"],
    map: toLandingPage,
    places: (entry) => [landingPagePath(String(entry.fields?.slug ?? "(no slug)"))],
    // One page per address: the first created keeps it.
    group: (entry) => landingPagePath(String(entry.fields?.slug)),
    order: "sys.createdAt",
  },
  ...Object.entries(sectionTypes).map(([contentType, type]): TypeRules => ({
    contentType,
    name: `Landing page sections: ${type}`,
    labelFields: ["title", "heading"],
    map: toLandingSection,
    places: () => ["the landing pages that list it"],
    alwaysActive: true,
  })),
  {
    contentType: "card",
    name: "Landing page cards",
    labelFields: ["title"],
    map: toCard,
    places: () => ["the cards sections that list it"],
    alwaysActive: true,
  },
  {
    contentType: "announcement",
    name: "Announcements",
    labelFields: ["text"],
    map: toAnnouncement,
    places: () => ["every page"],
    order: "-fields.startsAt",
  },
];

const labelOf = (entry: RawEntry, fields: string[]) => {
  for (const name of fields) {
    const value = entry.fields?.[name];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "(untitled)";
};

/** A required field that is simply absent is reported as missing. */
function problemsOf(issues: EntryIssue[]): string[] {
  const refused = issues.filter((issue) => issue.problem === "invalid");
  const reasons = refused.map((issue) => issue.reason);
  for (const issue of issues) {
    if (issue.problem !== "skipped") continue;
    for (const field of issue.fields) {
      const name = field.split(" ")[0];
      if (!refused.some((invalid) => invalid.field === name)) {
        reasons.push(
          field.includes(" ")
            ? `${name} ${field.slice(name.length + 1).replace(/^\(|\)$/g, "")}`
            : `${field} is missing`,
        );
      }
    }
  }
  return reasons;
}

const editUrlOf = (id: string) => {
  const origin = cmsConfig?.editorOrigins[0] ?? DEFAULT_EDITOR_ORIGINS[0];
  const space = cmsConfig?.space ?? "";
  const environment = cmsConfig?.environment ?? DEFAULT_ENVIRONMENT;
  return `${origin}/spaces/${encodeURIComponent(space)}/environments/${encodeURIComponent(environment)}/entries/${encodeURIComponent(id)}`;
};

/** What an entry's pages in each translation lack, by entry id, in the report's words. */
type TranslationNotes = Map<string, string[]>;

/** The notes for one type's entries in one translation: fields to translate, pages not there yet. */
function translationNotes(
  notes: TranslationNotes,
  language: string,
  { untranslated, withoutPage }: ReturnType<typeof translateEntries>,
): void {
  const add = (id: string, note: string) => notes.set(id, [...(notes.get(id) ?? []), note]);
  for (const { entryId, fields } of untranslated) add(entryId, text.needsTranslation(language, fields));
  for (const entry of withoutPage) add(entry.sys?.id ?? "", text.noPageIn(language));
}

/** One type's entries, as the pages would take them. */
export function reportSection(
  rule: TypeRules,
  entries: RawEntry[],
  now: number,
  assetOrigin: string,
  notes: TranslationNotes = new Map(),
): ReportSection {
  const taken = new Map<string, string>();
  // As the pages choose: an entry under a page's own path before one under its alias.
  const underAlias = (entry: RawEntry) => (entry.fields?.pageSlug === pageOf(entry.fields?.pageSlug) ? 0 : 1);
  const inPageOrder = rule.group ? [...entries].sort((a, b) => underAlias(a) - underAlias(b)) : entries;
  const reported = inPageOrder.map((entry): ReportEntry => {
    const id = entry.sys?.id ?? "";
    const base = { id, label: labelOf(entry, rule.labelFields), places: rule.places(entry), editUrl: editUrlOf(id) };
    if (!rule.alwaysActive && entry.fields?.isActive !== true) return { ...base, status: "inactive", problems: [] };
    const { result, issues } = withIssues(() => rule.map(entry, assetOrigin));
    const problems = problemsOf(issues.filter((issue) => issue.entryId === id));
    if (result === null) return { ...base, status: "skipped", problems };
    const status: EntryStatus = problems.length > 0 ? "partly shown" : "shown";
    const group = rule.group?.(entry);
    if (group !== undefined) {
      const winner = taken.get(group);
      if (winner) return { ...base, status: "not shown", problems, note: `${winner} is shown there instead` };
      taken.set(group, base.label);
    }
    if (rule.contentType === "announcement") {
      const announcement = result as Parameters<typeof announcementsToShip>[0][number];
      if (announcement.endsAt !== undefined && announcement.endsAt <= now) {
        return { ...base, status: "not shown", problems, note: "it has ended" };
      }
      if (announcementsToShip([announcement], now).length === 0) {
        return {
          ...base,
          status: "not shown",
          problems,
          note: "it starts more than 60 days after this build: a later build puts it on the site",
        };
      }
    }
    if (rule.contentType === partnerPerk.id) {
      const { endsOn } = result as PartnerPerk;
      const today = dateInIndia(now);
      if (endsOn && hasEnded({ endsOn }, today)) {
        return { ...base, status: "not shown", problems, note: text.offerEnded(formatDate(endsOn)) };
      }
      if (endsOn && endsWithin({ endsOn }, today, OFFER_ENDING_SOON_DAYS)) {
        const days = daysIncluded(today, endsOn);
        return { ...base, status, problems, note: text.offerEndsSoon(formatDate(endsOn), days) };
      }
    }
    const toTranslate = notes.get(id);
    return { ...base, status, problems, ...(toTranslate ? { toTranslate } : {}) };
  });
  return { contentType: rule.contentType, name: rule.name, entries: reported };
}

/** Every entry of every type, active or not, from the service (the Preview API in a preview build). */
export async function loadContentReport(
  client: CmsClient,
  now: number,
  {
    assetOrigin = cmsConfig?.assetOrigin ?? DEFAULT_ASSET_ORIGIN,
    tables = builtInTranslations,
    unread = {},
    deadlineMs,
  }: {
    assetOrigin?: string;
    tables?: Readonly<Record<string, TranslationTables>>;
    /** Types the build already failed to read (./content-faults.ts), by content type: not asked again. */
    unread?: Readonly<Record<string, string>>;
    /** At build: each type's questions answered within it (./client.ts), or reported unread. */
    deadlineMs?: number;
  } = {},
): Promise<ContentReport> {
  // Each type on its own, so one unreadable type does not hide the others.
  const sections = await Promise.all(
    rules.map(async (rule): Promise<ReportSection> => {
      const unreadAs = (error: string) => ({
        contentType: rule.contentType,
        name: rule.name,
        entries: [],
        unread: error,
      });
      const known = unread[rule.contentType];
      if (known) return unreadAs(known);
      const reading = readType(client, rule, now, assetOrigin, tables);
      try {
        return await (deadlineMs ? withDeadline(reading, deadlineMs, rule.contentType) : reading);
      } catch (error) {
        return unreadAs(formatCmsError(error));
      }
    }),
  );
  return { sections, madeAt: now };
}

async function readType(
  client: CmsClient,
  rule: TypeRules,
  now: number,
  assetOrigin: string,
  tables: Readonly<Record<string, TranslationTables>>,
): Promise<ReportSection> {
  const query = {
    content_type: rule.contentType,
    include: INCLUDE_DEPTH,
    limit: 1000,
    ...(rule.order ? { order: rule.order } : {}),
  };
  const entries = await getEntries(client, query);
  // Each translation's fields read as its pages read them: what still shows in English there.
  const notes: TranslationNotes = new Map();
  for (const { contentfulLocale } of translations) {
    if (!tables[contentfulLocale.code]) continue;
    const translated = await getEntries(client, { ...query, locale: contentfulLocale.code });
    const table = await builtInTranslationFor(tables[contentfulLocale.code], entries);
    translationNotes(notes, contentfulLocale.name, translateEntries(entries, translated, table, contentfulLocale.code));
  }
  return reportSection(rule, entries, now, assetOrigin, notes);
}
