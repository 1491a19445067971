// @vitest-environment node
import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeSocialCards } from "./social-cards.mjs";

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

    const written = await writeSocialCards({
      clientDir,
      programme: "Launchpad",
      tagline: "Free · Zero equity",
      artPath: join(import.meta.dirname, "../../public/img/home/city-skyline.svg"),
    });

    expect(written.sort()).toEqual(["social/home.png", "social/perks.png"]);
    const png = await readFile(join(clientDir, "social/perks.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});
