// @ts-check
// Finds the Chromium the browser tests and the benchmarks drive: CHROME_PATH when set, else the
// system's; as root on Debian, installs it with apt when missing. A browser is never downloaded
// from anywhere else.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.mjs";

/**
 * @param {string[]} candidates where the browser may be installed
 * @param {string} debianPackage what apt installs when none is
 * @returns {string}
 */
function ensureBrowser(candidates, debianPackage) {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROME_PATH points at ${configured}, which does not exist.`);
    return configured;
  }
  const firstInstalled = () => candidates.find((path) => existsSync(path));
  const found = firstInstalled();
  if (found) return found;

  aptInstall(
    [debianPackage],
    `Install your system's ${debianPackage} (Debian: \`apt-get install ${debianPackage}\`) or set CHROME_PATH.`,
  );
  const installed = firstInstalled();
  if (!installed) throw new Error(`apt installed ${debianPackage} but no binary was found.`);
  return installed;
}

/** The whole browser, as a visitor runs it: what the benchmarks measure. */
export const ensureChromium = () =>
  ensureBrowser(["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"], "chromium");

/**
 * Chromium's headless shell, the same engine without the browser around it, which Playwright itself
 * runs for headless tests: it takes half the CPU of the whole browser (docs/decisions/906).
 */
export const ensureHeadlessShell = () => ensureBrowser(["/usr/bin/chromium-headless-shell"], "chromium-headless-shell");

/**
 * A Devanagari face (Noto, as on every Android phone): without it Hindi draws as boxes after a
 * search of every font at each layout, which the benches would count and the layout checks measure.
 */
export function ensureDevanagariFace() {
  const listed = spawnSync("fc-list", [":lang=hi", "family"], { encoding: "utf8" });
  if (listed.status === 0 && listed.stdout.trim()) return;
  aptInstall(["fonts-noto-core"], "Install a Devanagari face (Debian: `apt-get install fonts-noto-core`).");
}

/**
 * Flags for an offline-quiet Chromium: no background calls to vendor hosts, and every host name
 * but 127.0.0.1 unresolvable, so a stray third-party request fails loudly. Playwright adds its own
 * headless switch; tools that launch Chromium themselves add `--headless=new`.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
