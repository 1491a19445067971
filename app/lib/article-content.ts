/** One piece of an article section: plain text, or a bold label followed by its text. */
export type ArticlePiece = { text: string; label?: undefined } | { label: string; text: string };

/** Spec section 2: only a piece longer than this carries a label. */
export const LABEL_MIN_EXCLUSIVE_LENGTH = 100;

const SENTENCE_BREAK = ". ";

/**
 * Splits an article section's content into the pieces it is shown as. The content is split on
 * ". "; each piece but the last gets back the full stop the split took, and the last keeps its own.
 * A piece with exactly one colon that is longer than 100 characters (counted as split, before the
 * full stop is restored) becomes `{ label, text }`, shown as a bold label and its text. Empty pieces
 * (blank content, a trailing ". ") are dropped. The result is plain strings: render them as text.
 */
export function splitArticleContent(content: string): ArticlePiece[] {
  const raw = content.split(SENTENCE_BREAK);
  return raw.flatMap((part, index): ArticlePiece[] => {
    const piece = part.trim();
    if (!piece) return [];
    const isLast = index === raw.length - 1;
    const sentence = isLast ? piece : `${piece}.`;
    const colons = piece.split(":").length - 1;
    if (colons === 1 && piece.length > LABEL_MIN_EXCLUSIVE_LENGTH) {
      const [label, text] = sentence.split(":");
      const trimmedLabel = label.trim();
      const trimmedText = text.trim();
      // A colon at either end leaves nothing to label or nothing to say: keep it plain.
      if (trimmedLabel && trimmedText) return [{ label: trimmedLabel, text: trimmedText }];
    }
    return [{ text: sentence }];
  });
}
