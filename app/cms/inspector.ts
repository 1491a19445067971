import type { FromContentService } from "~/lib/models";

/** The attributes Contentful's Live Preview SDK reads to outline a field (its InspectorModeDataAttributes). */
export type InspectorTags = Record<string, string>;

/**
 * The live preview's inspector tags for the element that shows one field of a model: its entry
 * (or asset), the service's field id and the locale, so that inspector mode outlines the element
 * with an Edit button that opens that field. Nothing for the built-in copy, which has no source.
 *
 * Always written `{...(__LIVE_PREVIEW__ && inspect(model, "field"))}`: a public build's minifier
 * then removes the call, and with it this module, so not one tag is in its files (a test greps).
 */
export function inspect<Model extends FromContentService>(
  model: Model | undefined,
  field: keyof Model & string,
): InspectorTags | undefined {
  const source = model?.source;
  const fieldId = source?.fields[field];
  if (!source || !fieldId) return undefined;
  return {
    [source.type === "Asset" ? "data-contentful-asset-id" : "data-contentful-entry-id"]: source.id,
    "data-contentful-field-id": fieldId,
    "data-contentful-locale": source.locale,
  };
}
