// @ts-check
// Contentful's documented model limits, checked before sending: the service would refuse the model
// (or, for a widget on the wrong field type, show it broken). Each rule names its source.
/** @typedef {import("./types.mjs").FieldSpec} FieldSpec */
/** @typedef {import("./types.mjs").TypeSpec} TypeSpec */

/** A content type has at most 50 fields (Technical limits: "Fields per content type"). */
export const FIELDS_MAX = 50;
/** The API allows 256 characters; the web app's field settings stop at 255 (issue 43). */
export const HELP_TEXT_MAX = 255;
/** An `in` validation takes at most 50 predefined values (Available validations: "Predefined value"). */
export const IN_VALUES_MAX = 50;

/**
 * Built-in widgets by the field kinds each edits (Editor interfaces: "There are sets of compatible
 * builtin widgets per content type field type"). Symbols, Entries, Assets are arrays.
 * @type {Record<string, string[]>}
 */
export const WIDGET_FIELD_KINDS = {
  assetLinkEditor: ["Asset"],
  assetLinksEditor: ["Assets"],
  assetGalleryEditor: ["Assets"],
  boolean: ["Boolean"],
  datePicker: ["Date"],
  entryLinkEditor: ["Entry"],
  entryLinksEditor: ["Entries"],
  entryCardEditor: ["Entry"],
  entryCardsEditor: ["Entries"],
  numberEditor: ["Integer", "Number"],
  rating: ["Integer", "Number"],
  locationEditor: ["Location"],
  objectEditor: ["Object"],
  urlEditor: ["Symbol"],
  slugEditor: ["Symbol"],
  listInput: ["Symbols"],
  checkbox: ["Symbols"],
  tagEditor: ["Symbols"],
  multipleLine: ["Text"],
  markdown: ["Text"],
  richTextEditor: ["RichText"],
  singleLine: ["Text", "Symbol"],
  dropdown: ["Text", "Symbol", "Integer", "Number"],
  radio: ["Text", "Symbol", "Integer", "Number"],
};

/** @param {Pick<FieldSpec, "type" | "linkType" | "items">} field */
export function fieldKind({ type, linkType, items }) {
  if (type === "Link") return /** @type {string} */ (linkType);
  if (type === "Array") {
    if (items?.type !== "Link") return `${items?.type}s`;
    return items.linkType === "Asset" ? "Assets" : "Entries";
  }
  return type;
}

/**
 * Why Contentful would refuse a pattern, or null. Its engine is not JavaScript's (422 for a
 * lookahead: contentful-migration issue 1285), so no `(?` construct and no backreference.
 * @param {string} pattern
 */
export function patternProblem(pattern) {
  let inClass = false;
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === "\\") {
      if (/[1-9k]/.test(pattern[index + 1] ?? "")) return "uses a backreference";
      index += 1;
    } else if (inClass) {
      inClass = char !== "]";
    } else if (char === "[") {
      inClass = true;
    } else if (char === "(" && pattern[index + 1] === "?") {
      return "uses a (? construct (lookaround, a non-capturing or named group)";
    }
  }
  try {
    new RegExp(pattern);
  } catch (error) {
    return `is not a pattern (${/** @type {Error} */ (error).message})`;
  }
  return null;
}

/**
 * Must be empty: scripts/cms-model.test.ts checks it, and the command refuses to send otherwise.
 * @param {TypeSpec[]} model
 * @returns {string[]}
 */
export function modelProblems(model) {
  const problems = [];
  for (const type of model) {
    const at = (/** @type {string} */ field) => `${type.id}.${field}`;
    if (type.fields.length > FIELDS_MAX)
      problems.push(`${type.id} has ${type.fields.length} fields (at most ${FIELDS_MAX})`);
    const ids = type.fields.map((field) => field.id);
    if (new Set(ids).size !== ids.length) problems.push(`${type.id} names a field twice`);
    const display = type.fields.find((field) => field.id === type.displayField);
    if (display?.type !== "Symbol")
      problems.push(`${type.id}'s display field ${type.displayField} is not a Symbol field of it`);
    for (const field of type.fields) {
      const { widgetId, settings } = field.control;
      const kind = fieldKind(field);
      if (!WIDGET_FIELD_KINDS[widgetId]?.includes(kind)) {
        problems.push(`${at(field.id)}: the ${widgetId} widget cannot edit a ${kind} field`);
      }
      if (settings.helpText.length > HELP_TEXT_MAX) {
        problems.push(
          `${at(field.id)}: help text of ${settings.helpText.length} characters (at most ${HELP_TEXT_MAX})`,
        );
      }
      for (const validation of [...(field.validations ?? []), ...(field.items?.validations ?? [])]) {
        const rules = /** @type {Record<string, any>} */ (validation);
        if (Array.isArray(rules.in) && rules.in.length > IN_VALUES_MAX) {
          problems.push(`${at(field.id)}: an in list of ${rules.in.length} values (at most ${IN_VALUES_MAX})`);
        }
        for (const key of ["regexp", "prohibitRegexp"]) {
          const problem = rules[key] && patternProblem(rules[key].pattern);
          if (problem) problems.push(`${at(field.id)}: its ${key} ${problem}`);
        }
      }
    }
  }
  return problems;
}
