// @ts-check
// Numbered upgrade steps for what the additive plan (plan.mjs) cannot do: writing into the team's
// entries, or removing or retyping what they wrote. Each says what it will do before `npm run
// cms:model` asks to go on, and finds its work from the entries, so it is a no-op when done and a
// cut-off run is finished by the next (docs/decisions/011). Add with the next number; never renumber.
import { isArticleSlug, slugFromTitle } from "../../app/lib/article-slug.ts";

/**
 * @typedef {{ sys: { id: string }, fields: Record<string, Record<string, unknown> | undefined> }} ApiEntry
 * @typedef {{
 *   number: number,
 *   title: string,
 *   contentType: string,
 *   work: (entries: ApiEntry[], defaultLocale: string) => { says: string, run: (migration: import("contentful-migration").default) => void } | null,
 * }} UpgradeStep
 */

/** @type {UpgradeStep[]} */
export const upgradeSteps = [
  {
    // Spaces set up before articles had addresses (2026-10) gain a required slug; the build refuses
    // an article without one and its page disappears.
    number: 1,
    title: "every Knowledge Hub article gets an address",
    contentType: "blogArticle",
    work(entries, locale) {
      const taken = new Set(entries.map((entry) => entry.fields.slug?.[locale]).filter(Boolean));
      /** @type {Map<string, string>} */
      const slugs = new Map();
      for (const { sys, fields } of entries) {
        if (fields.slug?.[locale]) continue;
        const base = slugFromTitle(String(fields.title?.[locale] ?? "")) || slugFromTitle(`article ${sys.id}`);
        let slug = base;
        for (let n = 2; taken.has(slug) || !isArticleSlug(slug); n += 1)
          slug = slugFromTitle(`${base.slice(0, 74)} ${n}`);
        taken.add(slug);
        slugs.set(sys.id, slug);
      }
      if (slugs.size === 0) return null;
      return {
        says: `gives the ${slugs.size} Knowledge Hub article(s) without an address one made from the title (${[...slugs.values()].map((slug) => `/knowledge-hub/${slug}`).join(", ")}); published ones stay published.`,
        run: (migration) =>
          migration.transformEntries({
            contentType: "blogArticle",
            from: ["slug"],
            to: ["slug"],
            shouldPublish: "preserve",
            transformEntryForLocale: (_from, current, { id }) =>
              current === locale && slugs.has(id) ? { slug: slugs.get(id) } : undefined,
          }),
      };
    },
  },
];
