/** Up to two capital letters from a person's name, for the avatar shown without a photo. */
export function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, " ")
    .split(/[\s.-]+/)
    .filter((word) => /^\p{L}/u.test(word));
  if (words.length === 0) return "?";
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : "";
  return `${first}${last}`.toLocaleUpperCase("en-IN");
}
