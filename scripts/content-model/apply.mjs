// @ts-check
// A plan (plan.mjs) as contentful-migration calls. Per type, fields change before controls: the
// library saves fields and editor interface as separate steps, and interleaving them splits the
// type's save, the first naming a display field not yet created (issue 43).

/** @typedef {import("./plan.mjs").Plan} Plan */
/** @typedef {import("./plan.mjs").ApiField} ApiField */

/**
 * The model's field types are the library's (types.mjs), so only the id is dropped.
 * @param {ApiField} field
 * @returns {import("contentful-migration").IFieldOptions}
 */
const fieldOptions = ({ id: _id, ...options }) => /** @type {any} */ (options);

/**
 * @param {import("contentful-migration").default} migration
 * @param {Plan} plan
 */
export function applyPlan(migration, plan) {
  for (const type of plan.types) {
    const contentType = type.create ? migration.createContentType(type.id) : migration.editContentType(type.id);
    if (type.type.name !== undefined) contentType.name(type.type.name);
    if (type.type.description !== undefined) contentType.description(type.type.description);
    for (const field of type.addFields) {
      contentType.createField(field.id, fieldOptions(field));
      const after = type.after[field.id];
      if (after === null) contentType.moveField(field.id).toTheTop();
      else if (after) contentType.moveField(field.id).afterField(after);
    }
    for (const { field } of type.changeFields) contentType.editField(field.id, fieldOptions(field));
    if (type.type.displayField !== undefined) contentType.displayField(type.type.displayField);
    // An unpublished type with no other change: saving its name again makes the library publish it.
    const saved = type.create || Object.keys(type.type).length + type.addFields.length + type.changeFields.length > 0;
    if (type.publish && !saved) contentType.name(type.name);
    for (const { fieldId, widgetId, settings } of type.controls) {
      contentType.changeFieldControl(fieldId, "builtin", /** @type {any} */ (widgetId), /** @type {any} */ (settings));
    }
  }
}
