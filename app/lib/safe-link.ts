/**
 * Links that content editors may set: an https: address or a path on this site. Everything else
 * (javascript:, data:, http:, protocol-relative "//host") is refused.
 */
export function isSafeLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
