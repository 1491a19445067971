// @ts-check
// Numbered upgrade steps: what applying the model cannot do by adding (plan.mjs), because it writes
// into the team's entries or would remove or retype what they wrote in. Each says what it will do,
// to which entries, before `npm run cms:model` asks to go on; each finds its own work from the
// space's entries, so it does nothing where there is nothing to do and a run cut off half way is
// finished by the next (docs/decisions/011). Add a step with the next number; never renumber one.
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
    // A space set up before articles had addresses (2026-10) gains the required slug field with
    // this release; until each article has one, the build refuses it and its page disappears.
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
