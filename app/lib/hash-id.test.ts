import { describe, expect, it } from "vitest";
import { idOfHash } from "./hash-id";

describe("idOfHash", () => {
  it("reads the id a browser percent-encodes, in any script", () => {
    expect(idOfHash("#faqs-is-there-a-fee")).toBe("faqs-is-there-a-fee");
    expect(idOfHash(`#${encodeURIComponent("faqs-क्या-कोई-फ़ीस-है")}`)).toBe("faqs-क्या-कोई-फ़ीस-है");
  });

  it("names nothing for an address without a fragment, or with one that is not valid encoding", () => {
    expect(idOfHash("")).toBe("");
    expect(idOfHash("#")).toBe("");
    expect(idOfHash("#100%")).toBe("");
  });
});
