// @ts-check
// Built HTML read as a browser reads it (parse5), for the build's CSP hashes and the link checker.
import { parse } from "parse5";

/** @typedef {import("parse5").DefaultTreeAdapterTypes.Element} Element */
/** @typedef {import("parse5").DefaultTreeAdapterTypes.Node} Node */

/** @param {string} html */
export const parseHtml = (html) => parse(html, { scriptingEnabled: true });

/**
 * Every element in document order, template contents excluded (they are inert).
 * @param {Node} node
 * @returns {Generator<Element>}
 */
export function* elements(node) {
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** @param {Element} element @param {string} name */
export const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/** @param {Element | undefined} element */
export const isStylesheet = (element) => element?.tagName === "link" && attribute(element, "rel") === "stylesheet";

/** A script's source as the browser hashes it. @param {Element} element */
export const textOf = (element) =>
  element.childNodes.map((child) => (child.nodeName === "#text" && "value" in child ? child.value : "")).join("");

/**
 * Byte for byte outside the replaced elements. `replace` returns new markup ("" removes) or
 * undefined to keep the element.
 * @param {string} html
 * @param {(element: Element) => string | undefined} replace
 */
export function replaceElements(html, replace) {
  const document = parse(html, { scriptingEnabled: true, sourceCodeLocationInfo: true });
  /** @type {Array<{ start: number, end: number, markup: string }>} */
  const edits = [];
  for (const element of elements(document)) {
    const markup = replace(element);
    const location = element.sourceCodeLocation;
    if (markup === undefined) continue;
    if (!location)
      throw new Error(`<${element.tagName}> has no place in the source: it was not written, it was implied.`);
    if (edits.some((edit) => location.startOffset < edit.end)) continue; // inside an element already replaced
    edits.push({ start: location.startOffset, end: location.endOffset, markup });
  }
  let result = html;
  for (const { start, end, markup } of edits.reverse()) result = result.slice(0, start) + markup + result.slice(end);
  return result;
}
