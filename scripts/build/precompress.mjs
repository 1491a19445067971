// @ts-check
// Brotli 11 and gzip 9 siblings (`x.js.br`, `x.js.gz`), written once at build so neither server
// compresses per request; skipped when not smaller. Each keeps its file's mtime, so Last-Modified is
// the same whichever encoding is served.
import { readdir, readFile, stat, utimes, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { ENCODINGS, isCompressible, PRECOMPRESS_MIN_BYTES } from "../../server/policy.mjs";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @type {Record<string, (data: Buffer) => Promise<Buffer>>} */
const compressors = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

const isVariant = (/** @type {string} */ path) => ENCODINGS.some(({ suffix }) => path.endsWith(suffix));

/**
 * Posix paths, relative to `dir`.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/**
 * @param {string} dir the directory served (build/client)
 * @param {(file: string) => boolean} [include] which files to (re)compress; all by default
 * @returns {Promise<{ file: string, bytes: number, br?: number, gzip?: number }[]>} what was written
 */
export async function precompressDirectory(dir, include = () => true) {
  const files = (await listFiles(dir)).filter((file) => isCompressible(file) && !isVariant(file) && include(file));
  /** @type {{ file: string, bytes: number, br?: number, gzip?: number }[]} */
  const report = [];
  // Two at a time: brotli 11 is CPU-bound, and the machine has few cores.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const path = join(dir, file);
      const [data, { mtime }] = await Promise.all([readFile(path), stat(path)]);
      if (data.length < PRECOMPRESS_MIN_BYTES) continue;
      /** @type {{ file: string, bytes: number, br?: number, gzip?: number }} */
      const entry = { file, bytes: data.length };
      for (const { name, suffix } of ENCODINGS) {
        const compressed = await compressors[name](data);
        if (compressed.length >= data.length) continue;
        await writeFile(path + suffix, compressed);
        await utimes(path + suffix, mtime, mtime);
        entry[/** @type {"br" | "gzip"} */ (name)] = compressed.length;
      }
      report.push(entry);
    }
  };
  await Promise.all([worker(), worker()]);
  return report.sort((a, b) => a.file.localeCompare(b.file));
}
