import { describe, expect, it } from "vitest";
import { brandGlyphs, lucideIcons } from "../app/content/icons";
import { iconShapes, iconSprite } from "./icon-sprite.mjs";

describe("the icon sprite", () => {
  const sprite = iconSprite();

  it("has one symbol per icon the site names, on Lucide's 24-unit grid", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(([, id]) => id);
    expect(ids).toEqual([...Object.keys(lucideIcons), ...Object.keys(brandGlyphs)]);
  });

  it("draws each icon's shapes without colours or sizes of its own, so the page's stroke and size apply", () => {
    const rocket = iconShapes(lucideIcons.rocket);
    expect(rocket).toMatch(/^<path d="[^"]+"><\/path>/);
    expect(sprite).not.toMatch(/<symbol[^>]*(?:stroke|fill|width|height)=/);
  });

  it("is committed as drawn (`npm run media:icons` redraws it after app/content/icons.ts changes)", async () => {
    await expect(sprite).toMatchFileSnapshot("../app/components/ui/icons.svg");
  });
});
