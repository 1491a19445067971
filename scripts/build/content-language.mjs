// @ts-check
// The copy of one language (docs/decisions/013): every `~/content/<module>` the app imports is that
// language's translation, `app/content/<code>/<module>.ts`, where there is one; a module without
// one (the content report, which is the team's, the types) stays the English module. For what runs
// the app's modules in another language: `npm run cms:seed`, which writes the built-in Hindi beside
// the English.
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The project's folder, wherever the command was started from. */
const root = join(import.meta.dirname, "..", "..");

/**
 * @param {string} code the language's folder of copy under app/content/ (app/languages.ts)
 * @returns {import("vite").Plugin}
 */
export function contentLanguage(code) {
  return {
    name: `content-language-${code}`,
    enforce: "pre",
    resolveId(source) {
      const module = /^~\/content\/([\w-]+)$/.exec(source)?.[1];
      if (!module) return null;
      const translated = join(root, "app", "content", code, `${module}.ts`);
      return existsSync(translated) ? translated : null;
    },
  };
}
