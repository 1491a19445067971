import { describe, expect, it } from "vitest";
import { localiseNginxConfig } from "./nginx.mjs";

const generated = `user www-data;
worker_processes auto;
http {
  access_log /var/log/nginx/access.log;
  server {
    listen 8080;
    location = /perks {
      add_header Cache-Control "no-cache" always;
    }
  }
}
`;

describe("localiseNginxConfig", () => {
  it("changes only where nginx listens, where it logs and who its workers run as", () => {
    const local = localiseNginxConfig(generated, { port: 40123, accessLog: "off", user: "root" });
    expect(local).toBe(
      generated
        .replace("user www-data;", "user root;")
        .replace("access_log /var/log/nginx/access.log;", "access_log off;")
        .replace("listen 8080;", "listen 127.0.0.1:40123;"),
    );
  });

  it("leaves the user to nginx when it is not started as root", () => {
    const local = localiseNginxConfig(generated, { port: 40123, accessLog: "off", user: null });
    expect(local).not.toMatch(/^user /m);
  });

  it("refuses a config where a line to change is missing or repeated", () => {
    expect(() =>
      localiseNginxConfig(generated.replace("    listen 8080;\n", ""), { port: 1, accessLog: "off", user: null }),
    ).toThrow(/listen/);
    expect(() =>
      localiseNginxConfig(generated.replace("listen 8080;", "listen 8080;\n    listen 8081;"), {
        port: 1,
        accessLog: "off",
        user: null,
      }),
    ).toThrow(/found 2/);
  });
});
