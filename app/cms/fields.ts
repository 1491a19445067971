import { z } from "zod";
import type { ContentSource } from "~/lib/models";
import { isSafeLink } from "~/lib/safe-link";
import { cmsConfig, DEFAULT_LOCALE, isLivePreview } from "./config";

// No 'unsafe-eval' in the CSP: zod must not use `new Function`, nor probe for it (a strict CSP
// reports the caught probe as a violation).
z.config({ jitless: true });

/**
 * As the content service sends it. Mappers check each field on its own: a wrong one is logged and
 * its built-in value shows; an entry lacking what it needs is skipped, logged.
 */
export interface RawEntry {
  sys?: {
    id?: string;
    type?: string;
    locale?: string;
    createdAt?: string;
    updatedAt?: string;
    /** What a reference to it (a landing page's section) needs to know. */
    contentType?: { sys?: { id?: string } };
  };
  fields?: Record<string, unknown>;
}

/**
 * For the live preview's inspector: entry, locale and the service's field id behind each model
 * field. Undefined outside preview builds, so public pages carry no trace of it.
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

/** Each refusal is worded for editors in the content report: "ctaLink must start with https:// or /". */
export const field = {
  text: z.string("must be text").trim().min(1, "must not be empty"),
  link: z.string("must be text").trim().refine(isSafeLink, "must start with https:// or /"),
  order: z.number("must be a number").finite("must be a number"),
};

export function entryLabel(entry: RawEntry, type: string): string {
  return `${type} ${entry.sys?.id ?? "(no id)"}`;
}

/** For the content report: one field refused (its built-in value shows), or the whole entry skipped. */
export type EntryIssue =
  | { entryId: string; type: string; problem: "invalid"; field: string; reason: string }
  | { entryId: string; type: string; problem: "skipped"; fields: string[] };

let recordIssue: ((issue: EntryIssue) => void) | null = null;

/** Mapping is synchronous, so the issues recorded are this call's. The console warns either way. */
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

/** Undefined when invalid (logged) or absent (not logged). */
export function readField<T>(entry: RawEntry, type: string, name: string, schema: z.ZodType<T>): T | undefined {
  const value = entry.fields?.[name];
  if (value === undefined || value === null) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  refuseField(entry, type, name, parsed.error.issues[0]?.message ?? "is not valid");
  return undefined;
}

/** Also notes it for the content report. reason: "must not be empty". */
export function refuseField(entry: RawEntry, type: string, name: string, reason: string): void {
  recordIssue?.({ entryId: entry.sys?.id ?? "", type, problem: "invalid", field: name, reason: `${name} ${reason}` });
  console.warn(`[cms] ${entryLabel(entry, type)}: field "${name}" is invalid (${reason}); using the built-in text.`);
}

/** The rest of the list is used. reason: "item 3 links an entry that is deleted or not published". */
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

export function skipEntry(entry: RawEntry, type: string, missing: string[]): null {
  recordIssue?.({ entryId: entry.sys?.id ?? "", type, problem: "skipped", fields: missing });
  console.warn(`[cms] ${entryLabel(entry, type)} has no usable ${missing.join(" or ")}; skipped.`);
  return null;
}
