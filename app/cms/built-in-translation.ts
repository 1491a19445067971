import type { BuiltInTranslation } from "./translated-entries";

/**
 * The built-in copy's translation, by which a translation's build reads the team's translation
 * (./translated-entries.ts). English has none: this is what an English build ships. A translation's
 * build gets the table made from the seed in its place (scripts/build/content-language.mjs).
 */
export const builtInTranslation: BuiltInTranslation | null = null;
