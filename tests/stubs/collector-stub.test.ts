import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MARK, createCollectorStub, eventErrors, EVENTS_PATH } from "./collector-stub.mjs";

const stub = createCollectorStub();
let base = "";
beforeAll(async () => {
  base = await stub.listen();
});
afterAll(() => stub.close());

const event = { name: "pageview", url: "https://launchpad.example/perks", domain: "launchpad.example" };
const post = (body: unknown, client = "a") =>
  fetch(`${base}${EVENTS_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "text/plain", "User-Agent": `Mozilla/5.0 ${CLIENT_MARK}${client}` },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const recorded = async (client: string) => (await fetch(`${base}/__stub/events?client=${client}`)).json();

describe("the collector stub", () => {
  it("accepts an event as Plausible's events API does, with CORS, and records it for its client only", async () => {
    const response = await post({ ...event, props: { placement: "home_hero", page: "/" } }, "one");
    expect(response.status).toBe(202);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    await post(event, "two");
    expect(await recorded("one")).toEqual([
      expect.objectContaining({
        client: "one",
        method: "POST",
        contentType: "text/plain",
        sentCookie: false,
        body: { ...event, props: { placement: "home_hero", page: "/" } },
        answered: 202,
      }),
    ]);
  });

  it("refuses what the API refuses, saying why", async () => {
    expect((await post("not json", "bad")).status).toBe(400);
    expect(eventErrors({ name: "pageview", url: "/perks", domain: "d" })).toEqual([
      "url must be an absolute http(s) URL",
    ]);
    expect(eventErrors({ ...event, props: { nested: { a: 1 } } })).toEqual([
      "props values must be strings, numbers or booleans",
    ]);
    expect(eventErrors({ n: "pageview", u: event.url, d: "d", p: { a: 1 } })).toEqual([]);
  });

  it("fails for one client as told: 500, or a dropped connection", async () => {
    await fetch(`${base}/__stub/fault?client=broken`, { method: "PUT", body: JSON.stringify({ mode: "500" }) });
    expect((await post(event, "broken")).status).toBe(500);
    expect((await post(event, "healthy")).status).toBe(202);
    await fetch(`${base}/__stub/fault?client=broken`, { method: "PUT", body: JSON.stringify({ mode: "down" }) });
    await expect(post(event, "broken")).rejects.toThrow();
    expect((await recorded("broken")).map((request: { answered: unknown }) => request.answered)).toEqual([
      500,
      "dropped",
    ]);
  });
});
