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
  sys?: {
    id?: string;
    type?: string;
    locale?: string;
    createdAt?: string;
    updatedAt?: string;
    /** Which content type it is: what a reference to it (a landing page's section) needs to know. */
    contentType?: { sys?: { id?: string } };
  };
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

/**
 * Field shapes every content type uses. Each refusal says what the field must be, in words an
 * editor reads in the content report: "ctaLink must start with https:// or /".
 */
export const field = {
  text: z.string("must be text").trim().min(1, "must not be empty"),
  link: z.string("must be text").trim().refine(isSafeLink, "must start with https:// or /"),
  order: z.number("must be a number").finite("must be a number"),
};

export function entryLabel(entry: RawEntry, type: string): string {
  return `${type} ${entry.sys?.id ?? "(no id)"}`;
}

/**
 * What mapping an entry found wrong with it, for the content report: a field refused (the rest of
 * the entry is used, the field's built-in value shows instead), or the whole entry skipped for
 * want of what it cannot do without.
 */
export type EntryIssue =
  | { entryId: string; type: string; problem: "invalid"; field: string; reason: string }
  | { entryId: string; type: string; problem: "skipped"; fields: string[] };

let recordIssue: ((issue: EntryIssue) => void) | null = null;

/**
 * Maps entries while noting each issue it finds (mapping is synchronous, so the issues are this
 * call's). The console keeps its warnings either way.
 */
export function withIssues<T>(map: () => T): { result: T; issues: EntryIssue[] } {
  const issues: EntryIssue[] = [];
  const outer = recordIssue;
  recordIssue = (issue) => issues.push(issue);
  try {
    return { result: map(), issues };
  } finally {
    recordIssue = outer;
  }
}

/** The field's value when valid; undefined (logged unless simply absent) when not. */
export function readField<T>(entry: RawEntry, type: string, name: string, schema: z.ZodType<T>): T | undefined {
  const value = entry.fields?.[name];
  if (value === undefined || value === null) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  refuseField(entry, type, name, parsed.error.issues[0]?.message ?? "is not valid");
  return undefined;
}

/** Logs (and notes, for the content report) that one field is not used, and why: "must not be empty". */
export function refuseField(entry: RawEntry, type: string, name: string, reason: string): void {
  recordIssue?.({ entryId: entry.sys?.id ?? "", type, problem: "invalid", field: name, reason: `${name} ${reason}` });
  console.warn(`[cms] ${entryLabel(entry, type)}: field "${name}" is invalid (${reason}); using the built-in text.`);
}

/**
 * Logs (and notes, for the content report) that one item of a list field is left out, and why:
 * "sections item 3 links an entry that is deleted or not published". The rest of the list is used.
 */
export function refuseItem(entry: RawEntry, type: string, name: string, reason: string): void {
  recordIssue?.({ entryId: entry.sys?.id ?? "", type, problem: "invalid", field: name, reason: `${name} ${reason}` });
  console.warn(`[cms] ${entryLabel(entry, type)}: ${name} ${reason}; left out.`);
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
  recordIssue?.({ entryId: entry.sys?.id ?? "", type, problem: "skipped", fields: missing });
  console.warn(`[cms] ${entryLabel(entry, type)} has no usable ${missing.join(" or ")}; skipped.`);
  return null;
}
