// @ts-check
// Installs Debian packages a test or benchmark needs, the one way this project fetches system
// software: apt, as root, on Debian. Anywhere else it says what to install instead.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * @param {string[]} packages Debian package names
 * @param {string} manualHint what to tell a user who cannot use apt here
 */
export function aptInstall(packages, manualHint) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    throw new Error(`${packages.join(", ")} missing. ${manualHint}`);
  }
  console.info(`Installing Debian's ${packages.join(", ")} with apt.`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // An earlier install cut short (a killed job, a restarted machine) leaves dpkg half done and
  // apt refuses everything until it is finished; finishing it is a no-op when nothing is pending.
  execFileSync("dpkg", ["--configure", "-a"], { stdio: "inherit", env });
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], { stdio: "inherit", env });
}
