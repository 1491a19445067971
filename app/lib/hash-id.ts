/**
 * The element id an address's fragment names ("#faqs-%E0%A4%95" -> "faqs-क", as a browser writes a
 * Devanagari id in an address), or "" when it has none or is not valid percent-encoding (a
 * hand-typed "#100%"), which names nothing.
 * @param hash the address's "#id" (`location.hash`), or ""
 */
export function idOfHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}
