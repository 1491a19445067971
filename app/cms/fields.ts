import { z } from "zod";
import type { ContentSource } from "~/lib/models";
import { isSafeLink } from "~/lib/safe-link";
import { cmsConfig, DEFAULT_LOCALE, isLivePreview } from "./config";

// The pages' Content-Security-Policy has no 'unsafe-eval': zod must not compile validators with
// `new Function`, nor probe whether it may (a strict CSP reports the caught probe as a violation).
z.config({ jitless: true });

/**
 * An entry as the content service sends it. Every mapper from an entry to a typed model checks
 * each field on its own: a wrong field is logged and left out (the built-in value shows instead),
 * the rest of the entry is used. An entry without what it cannot do without is skipped, logged.
 */
export interface RawEntry {
  sys?: { id?: string; type?: string; locale?: string };
  fields?: Record<string, unknown>;
}

/**
 * Where a model's texts come from, for the live preview's inspector: the entry (or asset), its
 * locale, and the service's field id behind each field of the model. Only in preview builds;
 * elsewhere undefined, so public pages carry no trace of it.
 */
export function contentSource(
  entry: RawEntry,
  fields: Readonly<Record<string, string>>,
  type: ContentSource["type"] = "Entry",
): ContentSource | undefined {
  const id = entry.sys?.id;
  if (!isLivePreview() || !id) return undefined;
  return { id, type, locale: entry.sys?.locale ?? cmsConfig?.locale ?? DEFAULT_LOCALE, fields };
}

/** Field shapes every content type uses. */
export const field = {
  text: z.string().trim().min(1),
  link: z.string().trim().refine(isSafeLink, "not an https: address or a path on this site"),
  order: z.number().finite(),
};

export function entryLabel(entry: RawEntry, type: string): string {
  return `${type} ${entry.sys?.id ?? "(no id)"}`;
}

/** The field's value when valid; undefined (logged unless simply absent) when not. */
export function readField<T>(entry: RawEntry, type: string, name: string, schema: z.ZodType<T>): T | undefined {
  const value = entry.fields?.[name];
  if (value === undefined || value === null) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn(
    `[cms] ${entryLabel(entry, type)}: field "${name}" is invalid (${parsed.error.issues[0]?.message}); using the built-in text.`,
  );
  return undefined;
}

/** `read(name, schema)` for one entry of one type. */
export const fieldReader =
  (entry: RawEntry, type: string) =>
  <T>(name: string, schema: z.ZodType<T>) =>
    readField(entry, type, name, schema);

export function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Logs that an entry is skipped for want of the named fields, and says so with null. */
export function skipEntry(entry: RawEntry, type: string, missing: string[]): null {
  console.warn(`[cms] ${entryLabel(entry, type)} has no usable ${missing.join(" or ")}; skipped.`);
  return null;
}
