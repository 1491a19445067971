import { describe, expect, it } from "vitest";
import { consultants } from "./consulting";

describe("the built-in consultants", () => {
  it("are six, covering the roles the spec names", () => {
    expect(consultants).toHaveLength(6);
    const titles = consultants.map((consultant) => consultant.title).join(" | ");
    for (const role of [
      /SMB and Growth/,
      /Security and Technology Risk/,
      /PR and Communications/,
      /Marketing/,
      /Head of Startups/,
      /Startup Partnerships/,
    ]) {
      expect(titles).toMatch(role);
    }
  });

  it("each have a name, a title and a profile address on the professional network", () => {
    for (const consultant of consultants) {
      expect(consultant.name).not.toBe("");
      expect(consultant.title).not.toBe("");
      expect(new URL(consultant.linkedin).protocol).toBe("https:");
    }
  });
});
