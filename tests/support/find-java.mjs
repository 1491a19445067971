// @ts-check
// Finds the Java for the Nu Html Checker (`npm run check:html`): $JAVA_HOME/bin/java, else `java` on
// the PATH; as root on Debian, apt-installs `default-jre-headless` when missing or too old. Never
// downloads a runtime elsewhere (not even with vnu-jar's own downloader).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { aptInstall } from "./apt-install.mjs";

/** vnu.jar 26.x carries Java 17 class files (its HTTP client); older runtimes cannot load them. */
export const MINIMUM_JAVA = 17;

/**
 * `openjdk version "17.0.15"` -> 17, `java version "1.8.0_412"` -> 8; null when there is none.
 * @param {string} banner
 */
export function javaMajorVersion(banner) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(banner);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** @param {string} java a command or path @returns {number | null} its major version, null when it does not run */
function versionOf(java) {
  const result = spawnSync(java, ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  return javaMajorVersion(`${result.stderr}${result.stdout}`);
}

/** @returns {string} a Java of version 17 or later, installed with apt first when missing */
export function ensureJava() {
  const javaHome = process.env.JAVA_HOME;
  if (javaHome) {
    const java = join(javaHome, "bin", "java");
    if (!existsSync(java)) throw new Error(`JAVA_HOME points at ${javaHome}, which has no bin/java.`);
    const version = versionOf(java);
    if ((version ?? 0) < MINIMUM_JAVA) {
      throw new Error(
        `JAVA_HOME's Java is version ${version ?? "unknown"}; the checker needs ${MINIMUM_JAVA} or later.`,
      );
    }
    return java;
  }
  if ((versionOf("java") ?? 0) >= MINIMUM_JAVA) return "java";

  aptInstall(
    ["default-jre-headless"],
    `Install Java ${MINIMUM_JAVA} or later (Debian: \`apt-get install default-jre-headless\`) or set JAVA_HOME.`,
  );
  const installed = versionOf("java");
  if ((installed ?? 0) < MINIMUM_JAVA) {
    throw new Error(`apt installed default-jre-headless but java is version ${installed ?? "unknown"}.`);
  }
  return "java";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureJava());
}
