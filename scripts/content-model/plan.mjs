// @ts-check
// What applying the content model would change in a space, from what the space already has. It only
// adds and updates: a field the model dropped is kept (entries may hold text in it) and a retyped
// field stops the run; both are a numbered step's job (steps.mjs, docs/decisions/011).
import { isDeepStrictEqual } from "node:util";

/** @typedef {import("./types.mjs").FieldSpec} FieldSpec */
/** @typedef {import("./types.mjs").TypeSpec} TypeSpec */
/**
 * As the Management API stores it.
 * @typedef {{ id: string, name: string, type: string, linkType?: string, items?: { type: string, linkType?: string, validations?: object[] }, required?: boolean, localized?: boolean, validations?: object[], defaultValue?: Record<string, unknown>, disabled?: boolean, omitted?: boolean, deleted?: boolean }} ApiField
 */
/** @typedef {{ fieldId: string, widgetId?: string, widgetNamespace?: string, settings?: Record<string, unknown> }} ApiControl */
/**
 * As the Management API answers it.
 * @typedef {{ sys: { id: string, version: number, publishedVersion?: number }, name: string, description?: string, displayField?: string, fields: ApiField[] }} ApiContentType
 */
/**
 * Editor interfaces are absent for a type never published; default values are keyed by defaultLocale.
 * @typedef {{ contentTypes: ApiContentType[], editorInterfaces: Record<string, { controls?: ApiControl[] }>, defaultLocale: string }} Space
 */
/**
 * @typedef {{
 *   id: string,
 *   name: string,
 *   create: boolean,
 *   type: Partial<Pick<TypeSpec, "name" | "description" | "displayField">>,
 *   addFields: ApiField[],
 *   after: Record<string, string | null>,
 *   changeFields: { field: ApiField, what: string[] }[],
 *   controls: { fieldId: string, widgetId: string, settings: Record<string, unknown> }[],
 *   publish: boolean,
 * }} TypePlan
 * @typedef {{ types: TypePlan[], kept: string[], conflicts: string[] }} Plan
 */

/** What the model sets on a field, compared one by one with the space's. */
const FIELD_PROPERTIES = /** @type {const} */ ([
  "name",
  "required",
  "localized",
  "validations",
  "defaultValue",
  "items",
  "disabled",
  "omitted",
]);

/**
 * @param {FieldSpec} spec @param {string} defaultLocale
 * @returns {ApiField}
 */
export function apiField(
  { id, name, type, linkType, items, required, localized, validations, defaultValue },
  defaultLocale,
) {
  return {
    id,
    name,
    type,
    ...(linkType ? { linkType } : {}),
    ...(items ? { items: { ...items, validations: items.validations ?? [] } } : {}),
    required: Boolean(required),
    localized: Boolean(localized),
    validations: validations ?? [],
    ...(defaultValue === undefined ? {} : { defaultValue: { [defaultLocale]: defaultValue } }),
    disabled: false,
    omitted: false,
  };
}

/** API defaults filled in, so absent and empty compare alike. @param {ApiField} field */
const stored = (field) => ({
  ...field,
  required: field.required ?? false,
  localized: field.localized ?? false,
  validations: field.validations ?? [],
  disabled: field.disabled ?? false,
  omitted: field.omitted ?? false,
  ...(field.items ? { items: { ...field.items, validations: field.items.validations ?? [] } } : {}),
});

/** By content, whatever the order of JSON keys. @param {unknown} a @param {unknown} b */
const same = (a, b) => isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

/** @param {ApiField} field */
const shape = ({ type, linkType, items }) =>
  [type, linkType, items?.type, items?.linkType].filter(Boolean).join(" of ").replace("Array of Link of", "list of");

/**
 * Same widget and every setting the model gives; a setting the model leaves out keeps the space's.
 * @param {ApiControl | undefined} control @param {FieldSpec["control"]} wanted
 */
const sameControl = (control, wanted) =>
  control?.widgetId === wanted.widgetId &&
  (control.widgetNamespace ?? "builtin") === "builtin" &&
  Object.entries(wanted.settings).every(([key, value]) => same(control.settings?.[key], value));

/**
 * @param {TypeSpec[]} model
 * @param {Space} space
 * @returns {Plan}
 */
export function planModel(model, space) {
  /** @type {Plan} */
  const plan = { types: [], kept: [], conflicts: [] };
  const existing = new Map(space.contentTypes.map((type) => [type.sys.id, type]));
  for (const spec of model) {
    const current = existing.get(spec.id);
    const fields = spec.fields.map((field) => apiField(field, space.defaultLocale));
    const controls = space.editorInterfaces[spec.id]?.controls ?? [];
    /** @type {TypePlan} */
    const typePlan = {
      id: spec.id,
      name: spec.name,
      create: !current,
      type: {},
      addFields: [],
      after: {},
      changeFields: [],
      controls: spec.fields
        .filter(
          (field) =>
            !sameControl(
              controls.find((control) => control.fieldId === field.id),
              field.control,
            ),
        )
        .map((field) => ({ fieldId: field.id, ...field.control })),
      publish: false,
    };
    if (!current) {
      typePlan.type = { name: spec.name, description: spec.description, displayField: spec.displayField };
      typePlan.addFields = fields;
    } else {
      for (const key of /** @type {const} */ (["name", "description", "displayField"])) {
        if ((current[key] ?? "") !== spec[key]) typePlan.type[key] = spec[key];
      }
      const currentFields = new Map(current.fields.filter((field) => !field.deleted).map((field) => [field.id, field]));
      for (const field of fields) {
        const had = currentFields.get(field.id);
        if (!had) {
          typePlan.addFields.push(field);
          // Keeps the model's field order in the entry editor.
          const index = fields.indexOf(field);
          typePlan.after[field.id] = index === 0 ? null : fields[index - 1].id;
        } else if (shape(had) !== shape(field)) {
          plan.conflicts.push(
            `${spec.id}.${field.id} is a ${shape(had)} field in the space and a ${shape(field)} field in the model: Contentful cannot retype a field, so this needs a numbered step that moves its text (scripts/content-model/steps.mjs).`,
          );
        } else {
          const what = FIELD_PROPERTIES.filter((key) => !same(stored(had)[key], field[key]));
          if (what.length > 0) typePlan.changeFields.push({ field, what });
        }
      }
      for (const id of currentFields.keys()) {
        if (!spec.fields.some((field) => field.id === id)) {
          plan.kept.push(
            `${spec.id}.${id}: in the space, not in the model; kept with what the team wrote in it (the site does not read it).`,
          );
        }
      }
      const { version, publishedVersion } = current.sys;
      // Saved and never published, or saved since (a run cut off between the two): publish it.
      typePlan.publish = publishedVersion === undefined || version > publishedVersion + 1;
    }
    const changes =
      typePlan.create ||
      Object.keys(typePlan.type).length + typePlan.addFields.length + typePlan.changeFields.length > 0 ||
      typePlan.controls.length > 0 ||
      typePlan.publish;
    if (changes) plan.types.push(typePlan);
  }
  return plan;
}

/**
 * Lines a developer reads before the plan is applied.
 * @param {Plan} plan
 * @returns {string[]}
 */
export function describePlan(plan) {
  return plan.types.map((type) => {
    if (type.create) return `${type.id}: new, with ${type.addFields.length} fields`;
    const parts = [
      ...Object.keys(type.type).map((key) => `its ${key}`),
      ...type.addFields.map((field) => `new field ${field.id}`),
      ...type.changeFields.map(({ field, what }) => `${field.id}'s ${what.join(", ")}`),
      ...(type.controls.length > 0
        ? [`the controls of ${type.controls.map((control) => control.fieldId).join(", ")}`]
        : []),
      ...(type.publish ? ["published (it had unpublished changes)"] : []),
    ];
    return `${type.id}: ${parts.join("; ")}`;
  });
}
