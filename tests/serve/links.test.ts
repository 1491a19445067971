// The link checker (scripts/check-links.mjs) over the built site, through each server.
import { describe, expect, inject, it } from "vitest";
import { checkLinks } from "../../scripts/check-links.mjs";
import { manifest } from "./site";

const servers = inject("servers");

describe.each(Object.entries(servers))("%s", (_name, origin) => {
  it("every internal link and asset resolves, every external link is noopener noreferrer", async () => {
    const result = await checkLinks({
      origin,
      pages: [...Object.keys(manifest.documents), ...Object.keys(manifest.aliases)],
      notFoundPath: "/this-page-does-not-exist",
    });
    expect(result.problems).toEqual([]);
    expect(result.pages).toBeGreaterThanOrEqual(Object.keys(manifest.documents).length + 1);
    expect(result.checked).toBeGreaterThan(60);
  });
});
