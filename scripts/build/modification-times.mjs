// @ts-check
// Every served file's modification time in whole seconds, so every server states the same
// Last-Modified. HTTP dates have no fractions: nginx drops them, while the Node server's `send`
// reads the time through a JavaScript Date, which rounds to the nearest millisecond, so a file
// written in the last half millisecond of a second was a second newer on one server than on the
// other (the parity test saw it once, on /toolkits.data).
import { stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import { listFiles } from "./precompress.mjs";

/**
 * Sets each file's access and modification time to the whole second it was last written in.
 * @param {string} dir
 */
export async function truncateModificationTimes(dir) {
  for (const file of await listFiles(dir)) {
    const path = join(dir, file);
    const { mtimeNs } = await stat(path, { bigint: true });
    const seconds = Number(mtimeNs / 1_000_000_000n);
    await utimes(path, seconds, seconds);
  }
}
