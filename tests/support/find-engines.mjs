// @ts-check
// Finds the two other browser engines the cross-engine suite drives, from Debian's packages only:
// Firefox ESR (driven over WebDriver BiDi) and WebKitGTK's MiniBrowser with its WebDriver server
// (WebKitWebDriver), which needs an X display: Xvfb's. As root on Debian, installs whatever is
// missing with apt. A browser is never downloaded from anywhere else.
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.mjs";

export const FIREFOX = "/usr/bin/firefox-esr";
export const WEBKIT_WEBDRIVER = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const XVFB_RUN = "/usr/bin/xvfb-run";

const packages = [
  { name: "firefox-esr", files: [FIREFOX] },
  { name: "webkit2gtk-driver", files: [WEBKIT_WEBDRIVER, MINIBROWSER] },
  { name: "xvfb", files: [XVFB_RUN] },
  // xvfb-run asks xauth for the display's cookie.
  { name: "xauth", files: ["/usr/bin/xauth"] },
];

/** @returns {{ firefox: string, webkitWebDriver: string, miniBrowser: string, xvfbRun: string }} */
export function ensureEngines() {
  const missing = packages.filter(({ files }) => !files.every((file) => existsSync(file))).map(({ name }) => name);
  if (missing.length > 0) {
    aptInstall(missing, `Install them with your package manager (Debian: \`apt-get install ${missing.join(" ")}\`).`);
  }
  const absent = packages.flatMap(({ files }) => files).filter((file) => !existsSync(file));
  if (absent.length > 0) throw new Error(`apt ran but ${absent.join(", ")} is still missing.`);
  return { firefox: FIREFOX, webkitWebDriver: WEBKIT_WEBDRIVER, miniBrowser: MINIBROWSER, xvfbRun: XVFB_RUN };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureEngines());
}
