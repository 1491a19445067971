import { describe, expect, it } from "vitest";
import { isSafeLink } from "./safe-link";

describe("isSafeLink", () => {
  it("accepts https addresses and same-site paths", () => {
    expect(isSafeLink("https://dashboard.nimbus.example/signup")).toBe(true);
    expect(isSafeLink("/perks#how-to-claim")).toBe(true);
  });

  it("refuses script, data, plain http and protocol-relative links", () => {
    for (const link of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http://example.com",
      "//evil.example/path",
      "/\\evil.example",
      "perks",
      "",
    ]) {
      expect(isSafeLink(link), link).toBe(false);
    }
  });
});
