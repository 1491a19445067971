import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { devanagariFace, shapedGlyphs, writeSocialCards } from "./social-cards.mjs";

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("social cards", () => {
  it("draws a 1200x630 PNG for each page that names one, from its title, and skips pages that do not", async () => {
    const clientDir = await mkdtemp(join(tmpdir(), "cards-"));
    const page = (title: string, image?: string) =>
      `<html><head><meta property="og:title" content="${title}"/>${
        image ? `<meta property="og:image" content="https://launchpad.example${image}"/>` : ""
      }</head></html>`;
    await mkdir(join(clientDir, "perks"), { recursive: true });
    await mkdir(join(clientDir, "404"), { recursive: true });
    await writeFile(join(clientDir, "index.html"), page("Home &amp; more", "/social/home.png"));
    await writeFile(
      join(clientDir, "perks", "index.html"),
      page("Partner perks worth over ₹1 crore | Launchpad", "/social/perks.png"),
    );
    await writeFile(join(clientDir, "404", "index.html"), page("Not found"));
    // A picture the team chose, on the content service's host: not a card to draw.
    await mkdir(join(clientDir, "community"), { recursive: true });
    await writeFile(
      join(clientDir, "community", "index.html"),
      `<html><head><meta property="og:title" content="Community"/><meta property="og:image" content="https://images.ctfassets.net/space/asset/card.png"/></head></html>`,
    );

    const written = await writeSocialCards({
      clientDir,
      origin: "https://launchpad.example",
      programme: "Launchpad",
      tagline: "Free · Zero equity",
      artPath: join(import.meta.dirname, "../../public/img/home/city-skyline.svg"),
    });

    expect(written.sort()).toEqual(["social/home.png", "social/perks.png"]);
    const png = await readFile(join(clientDir, "social/perks.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("draws a Hindi page's card under its prefix, its title shaped as Devanagari is written", async () => {
    const clientDir = await mkdtemp(join(tmpdir(), "cards-"));
    await mkdir(join(clientDir, "hi", "perks"), { recursive: true });
    await writeFile(
      join(clientDir, "hi", "perks", "index.html"),
      `<html><head><meta property="og:title" content="पार्टनर पर्क्स और क्रेडिट | Launchpad"/><meta property="og:image" content="https://launchpad.example/hi/social/perks.png"/></head></html>`,
    );
    await writeFile(
      join(clientDir, "index.html"),
      `<html><head><meta property="og:title" content="Home"/><meta property="og:image" content="https://launchpad.example/social/home.png"/></head></html>`,
    );
    const written = await writeSocialCards({
      clientDir,
      pagesDir: join(clientDir, "hi"),
      origin: "https://launchpad.example",
      programme: "Launchpad",
      tagline: "मुफ़्त · ज़ीरो इक्विटी",
      artPath: join(import.meta.dirname, "../../public/img/home/city-skyline.svg"),
    });
    expect(written).toEqual(["hi/social/perks.png"]);
    expect(pngSize(await readFile(join(clientDir, "hi/social/perks.png")))).toEqual({ width: 1200, height: 630 });
  });

  it("shapes Devanagari: the vowel sign ि drawn before its consonant, a conjunct as one glyph", async () => {
    const face = await devanagariFace(800);
    const ids = (text: string) => shapedGlyphs(face, text).map((glyph) => glyph.id);
    const [ka] = ids("क");
    // Typed after क, drawn before it.
    expect(ids("कि")).toHaveLength(2);
    expect(ids("कि")[1]).toBe(ka);
    expect(ids("कि")[0]).not.toBe(ka);
    // क + ् + ष: one conjunct, क्ष.
    expect(ids("क्ष")).toHaveLength(1);
  });
});
