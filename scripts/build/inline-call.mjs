// @ts-check
// A browser function of the build (a *.browser.mjs module) written into a page as an inline script
// that calls it: its source, its argument as JSON, minified (it is in every page's HTML).
import { minifySync } from "vite";

/**
 * @template T
 * @param {(argument: T) => void} browserFunction self-contained: its argument and browser globals only
 * @param {T} argument
 */
export function inlineCall(browserFunction, argument) {
  const source = `(${browserFunction.toString()})(${JSON.stringify(argument).replaceAll("<", "\\u003c")});`;
  const { code, errors } = minifySync(`${browserFunction.name}.js`, source);
  if (errors.length > 0) throw new Error(`${browserFunction.name} does not minify: ${errors[0].message}`);
  return code.trim();
}
