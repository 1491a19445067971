// @ts-check
// Writes a *.browser.mjs function into a page as a minified inline script calling it with its
// argument as JSON.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { minifySync } from "vite";

/**
 * Read from the file, not the loaded function: Vite's module runner and Vitest rewrite import(),
 * which in the page must be the browser's own (hydrate-on-intent.browser.mjs).
 * @param {string} browserModule beside this one, exporting one self-contained function, last in
 *   the file: its argument and browser globals only, no imports
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
