/**
 * Element ids a link can land on, made from the texts they belong to ("faqs" + "Is there a fee?" ->
 * "faqs-is-there-a-fee"): readable in a shared link, the same in every build while the text stays
 * the same, and unique in the list (a repeated text gets -2, -3...). Search results land on these
 * (docs/decisions/401-site-search-with-pagefind.md). At most the text's first eight words, in any
 * script ("faqs-क्या-कोई-फ़ीस-है" on a Hindi page: a Devanagari word keeps its vowel signs); never the
 * prefix alone, which is the list's own id.
 */
export function anchorIds(prefix: string, texts: string[]): string[] {
  const taken = new Set<string>([prefix]);
  return texts.map((text) => {
    const words =
      text
        .toLowerCase()
        .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)
        ?.slice(0, 8) ?? [];
    const base = [prefix, ...words].join("-");
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}
