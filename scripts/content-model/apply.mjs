// @ts-check
// A plan (plan.mjs) as contentful-migration's own calls. Per type, every change to the type and its
// fields comes before any change to its controls: the library saves and publishes a type's field
// changes as one step and its editor interface as another, so a control set between two fields
// would split the type into two saves, the first carrying a display field that does not exist yet
// (issue 43). The library then plans, validates and sends the requests itself.

/** @typedef {import("./plan.mjs").Plan} Plan */
/** @typedef {import("./plan.mjs").ApiField} ApiField */

/**
 * A field's definition as contentful-migration's field options, without its id (the model's field
 * types are the library's: types.mjs).
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
    // A type with nothing else to change that was left unpublished: saving its name again makes
    // the library save and publish it.
    const saved = type.create || Object.keys(type.type).length + type.addFields.length + type.changeFields.length > 0;
    if (type.publish && !saved) contentType.name(type.name);
    for (const { fieldId, widgetId, settings } of type.controls) {
      contentType.changeFieldControl(fieldId, "builtin", /** @type {any} */ (widgetId), /** @type {any} */ (settings));
    }
  }
}
