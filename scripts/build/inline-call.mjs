// @ts-check
// A browser function of the build (a *.browser.mjs module) written into a page as an inline script
// that calls it: its source, its argument as JSON, minified (it is in every page's HTML).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { minifySync } from "vite";

/**
 * The call, read from the module's file as written rather than from the function loaded: Vite's
 * module runner (which loads the build's configuration) and Vitest rewrite an import() in what they
 * load, and in the page it must be the browser's own (hydrate-on-intent.browser.mjs).
 * @param {string} browserModule the file name of a module beside this one that exports one
 *   function, last in the file, self-contained: its argument and browser globals only, no import
 *   declarations
 * @param {unknown} argument
 */
export function inlineCall(browserModule, argument) {
  const written = readFileSync(join(dirname(fileURLToPath(import.meta.url)), browserModule), "utf8");
  const exported = [...written.matchAll(/^export function (\w+)\(/gm)].map(([, name]) => name);
  if (exported.length !== 1 || /^import\b/m.test(written))
    throw new Error(`${browserModule}: one exported function and no imports, as a page runs it`);
  const [name] = exported;
  // The function as an expression, called at once: `(function(plan) {...})({...});`.
  const expression = written.replace(/^export function \w+\(/m, "(function (");
  const source = `${expression})(${JSON.stringify(argument).replaceAll("<", "\\u003c")});`;
  const { code, errors } = minifySync(`${name}.js`, source);
  if (errors.length > 0) throw new Error(`${name} does not minify: ${errors[0].message}`);
  return code.trim();
}
