import { mkdtemp, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { truncateModificationTimes } from "./modification-times.mjs";

let dir = "";
afterAll(() => rm(dir, { recursive: true, force: true }));

it("gives a file written late in a second the Last-Modified nginx states for it, on the Node server too", async () => {
  dir = await mkdtemp(join(tmpdir(), "mtimes-"));
  const file = join(dir, "route.data");
  await writeFile(file, "[]");
  // 0.9997 s past 2026-11-26T11:12:22Z: nginx says 11:12:22; a Date rounds it up to 11:12:23.
  const late = Date.UTC(2026, 10, 26, 11, 12, 22) / 1000 + 0.9997;
  await utimes(file, late, late);
  expect((await stat(file)).mtime.toUTCString()).toBe("Thu, 26 Nov 2026 11:12:23 GMT");

  await truncateModificationTimes(dir);

  expect((await stat(file)).mtime.toUTCString()).toBe("Thu, 26 Nov 2026 11:12:22 GMT");
  expect((await stat(file, { bigint: true })).mtimeNs % 1_000_000_000n).toBe(0n);
});
