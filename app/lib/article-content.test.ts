import { describe, expect, it } from "vitest";
import { splitArticleContent } from "./article-content";

/** A piece of exactly `length` characters: "Label: " followed by filler. */
const labelled = (length: number, label = "Label") => `${label}: ${"x".repeat(length - label.length - 2)}`;

describe("splitArticleContent", () => {
  it("returns nothing for empty or blank content", () => {
    expect(splitArticleContent("")).toEqual([]);
    expect(splitArticleContent("   ")).toEqual([]);
  });

  it("splits on '. ' and gives each piece but the last its full stop back", () => {
    expect(splitArticleContent("First point. Second point. Third point.")).toEqual([
      { text: "First point." },
      { text: "Second point." },
      { text: "Third point." },
    ]);
  });

  it("leaves the last piece as written, with or without a trailing full stop", () => {
    expect(splitArticleContent("One. Two")).toEqual([{ text: "One." }, { text: "Two" }]);
    expect(splitArticleContent("One. Two.")).toEqual([{ text: "One." }, { text: "Two." }]);
  });

  it("drops the empty piece a trailing '. ' leaves, keeping the full stop of the one before", () => {
    expect(splitArticleContent("One. Two. ")).toEqual([{ text: "One." }, { text: "Two." }]);
  });

  it("does not split on a full stop without a following space", () => {
    expect(splitArticleContent("Settle in T+1.5 days or 2.0 hours.")).toEqual([
      { text: "Settle in T+1.5 days or 2.0 hours." },
    ]);
  });

  it("keeps a long piece with no colon as plain text", () => {
    const piece = "y".repeat(150);
    expect(splitArticleContent(piece)).toEqual([{ text: piece }]);
  });

  it("keeps a long piece with two colons as plain text", () => {
    const piece = `Opening hours: 10:00 to 18:00 ${"z".repeat(120)}`;
    expect(splitArticleContent(piece)).toEqual([{ text: piece }]);
  });

  it("does not label a piece of exactly 100 characters", () => {
    const piece = labelled(100);
    expect(piece).toHaveLength(100);
    expect(splitArticleContent(piece)).toEqual([{ text: piece }]);
  });

  it("labels a piece of 101 characters with exactly one colon", () => {
    const piece = labelled(101);
    expect(splitArticleContent(piece)).toEqual([{ label: "Label", text: "x".repeat(101 - 7) }]);
  });

  it("counts the length before the restored full stop", () => {
    // 100 characters as split; the restored full stop would make 101 but must not tip it over.
    expect(splitArticleContent(`${labelled(100)}. Next.`)).toEqual([{ text: `${labelled(100)}.` }, { text: "Next." }]);
  });

  it("labels pieces in the middle of the content and keeps their full stop in the text", () => {
    const long = labelled(120, "Bank account proof");
    expect(splitArticleContent(`Intro sentence. ${long}. Closing sentence.`)).toEqual([
      { text: "Intro sentence." },
      { label: "Bank account proof", text: `${"x".repeat(120 - 20)}.` },
      { text: "Closing sentence." },
    ]);
  });

  it("keeps a piece plain when its only colon leaves an empty label or text", () => {
    const leading = `: ${"a".repeat(120)}`;
    const trailing = `${"b".repeat(120)}:`;
    expect(splitArticleContent(leading)).toEqual([{ text: leading }]);
    expect(splitArticleContent(trailing)).toEqual([{ text: trailing }]);
  });

  it("returns plain strings, never markup", () => {
    const piece = `<b>Bold</b>: ${"<i>".repeat(40)}`;
    const [result] = splitArticleContent(piece);
    expect(result).toEqual({ label: "<b>Bold</b>", text: "<i>".repeat(40) });
  });
});
