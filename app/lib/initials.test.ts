import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Ananya Rao")).toBe("AR");
    expect(initials("Vikram Singh Rathore")).toBe("VR");
  });

  it("copes with one name, titles with dots, hyphens, brackets and extra spaces", () => {
    expect(initials("Meera")).toBe("M");
    expect(initials("  dr. kiran   mehta-iyer ")).toBe("DI");
    expect(initials("Arjun Nair (CTO)")).toBe("AN");
  });

  it("gives a placeholder for an empty name", () => {
    expect(initials("   ")).toBe("?");
  });
});
