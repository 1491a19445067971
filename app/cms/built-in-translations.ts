import type { TranslationTables } from "./translated-entries";

/**
 * The built-in copy's translations by Contentful locale ("hi-IN"), by which the team's are read
 * (./translated-entries.ts). Empty as written here: a build gets the tables made from the seed in
 * this module's place (scripts/build/built-in-translation.mjs), a translation's build its own
 * language's, an English preview build every translation's (its content report says what needs
 * translating), a public English build none.
 */
export const builtInTranslations: Readonly<Record<string, TranslationTables>> = {};
