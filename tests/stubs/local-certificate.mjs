// @ts-check
// A one-run certificate for 127.0.0.1 (Debian's openssl, a temp dir) for the local HTTPS servers: the serving tests'
// TLS front (tests/serve/global-setup.ts) and the Management API stand-in (tests/stubs/cma-stub.mjs). Node trusts it
// through NODE_EXTRA_CA_CERTS, read at process start: only processes started after it is set, and given it, trust it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * @typedef {object} LocalCertificate
 * @property {{ key: string, cert: string }} tls the key and certificate, PEM, for `https.createServer`
 * @property {string} certFile the certificate's file: what NODE_EXTRA_CA_CERTS names for a child process
 * @property {() => void} remove deletes the temp dir holding both
 */

/**
 * A self-signed certificate for 127.0.0.1 (subjectAltName IP:127.0.0.1), valid for a day.
 * @param {{ trust?: boolean }} [options] trust (default true): set `process.env.NODE_EXTRA_CA_CERTS` for processes
 *   started afterwards; false leaves the environment alone, for the caller to pass `certFile` to its children.
 * @returns {LocalCertificate}
 */
export function trustedLocalCertificate({ trust = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "local-tls-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "ignore" },
  );
  if (trust) process.env.NODE_EXTRA_CA_CERTS = cert;
  return {
    tls: { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") },
    certFile: cert,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
