// @vitest-environment jsdom
// jsdom: the inline loader runs in a page, its document and events jsdom's.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HYDRATED_EVENT } from "../../app/lib/hydration";
import { bootFileOf, bootModule, deferPageHydration, loaderScript, minifiedScript } from "./defer-hydration.mjs";

const bootstrap = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  '  window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-1.js");',
].join("\n");
const head =
  '<meta charset="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js"/>';
const before = '<main><h1>Page</h1></main><script>window.__reactRouterContext = {"ssr":false};</script>';
const after = '<script>$RC("B:1","S:1")</script><!--/$-->';
const page = `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${before}<script type="module" async="">${bootstrap}</script>${after}</body></html>`;

describe("deferPageHydration (build step)", () => {
  it("moves the bootstrap, verbatim, into a file named by its content, and drops the module preloads", () => {
    const deferred = deferPageHydration(page, "index.html")!;
    expect(deferred.boot.source.startsWith(bootstrap)).toBe(true);
    expect(deferred.boot.file).toBe(bootFileOf(deferred.boot.source));
    expect(deferred.boot.file).toMatch(/^assets\/boot-[\w-]{10}\.js$/);
    expect(deferred.html).not.toMatch(/<link rel="modulepreload"/);
    expect(deferred.html).not.toMatch(/<script type="module"/);
  });

  it("runs the page's own scripts as before, starts the app only through the loader, and keeps every script element React hydrates", async () => {
    const { html, boot } = deferPageHydration(page, "index.html")!;
    const deferred = new DOMParser().parseFromString(html, "text/html");
    const scripts = [...deferred.querySelectorAll("script")];
    expect(scripts).toHaveLength(new DOMParser().parseFromString(page, "text/html").querySelectorAll("script").length);
    expect(scripts.every((script) => script.type === "")).toBe(true);

    // The scripts run as the browser would, in order, their one import() recorded, $RC watched.
    vi.useFakeTimers();
    const calls: string[] = [];
    const win = window as unknown as { __reactRouterContext?: unknown; $RC?: (...ids: string[]) => void };
    win.$RC = (...ids) => calls.push(`$RC ${ids.join(" ")} after context ${JSON.stringify(win.__reactRouterContext)}`);
    const importModule = (href: string) => (calls.push(`import ${href}`), Promise.resolve());
    for (const { textContent } of scripts)
      new Function("importModule", textContent!.replace(/\bimport\(/, "importModule("))(importModule);
    expect(calls).toEqual(['$RC B:1 S:1 after context {"ssr":false}']);
    await vi.runAllTimersAsync();
    expect(calls.at(-1)).toBe(`import /${boot.file}`);
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.useRealTimers();
    delete win.$RC;
    delete win.__reactRouterContext;
  });

  it("leaves a script that does not close the body where it is", () => {
    const early = page.replace("<main>", "<script>window.early = 1;</script><main>");
    const { html } = deferPageHydration(early, "index.html")!;
    expect(html).toContain("<body><script>window.early=1;</script><main>");
    expect(html.match(/<script>[^<]/g)).toHaveLength(2);
  });

  it("has the file import every preloaded module at once, but leaves the client entry to run last", () => {
    const preloaded = [
      "/assets/manifest-1.js",
      "/assets/entry.client-1.js",
      "/assets/root-1.js",
      "/assets/framework-1.js",
    ];
    const staticImports = (module: string) =>
      [...module.matchAll(/^import (?:.* from )?"([^"]+)";$/gm)].map(([, href]) => href);
    const module = bootModule(bootstrap, preloaded);
    expect(staticImports(module).sort()).toEqual([
      "/assets/framework-1.js",
      "/assets/manifest-1.js",
      "/assets/root-1.js",
    ]);
    expect(module.match(/import\("([^"]+)"\)/g)).toEqual(['import("/assets/entry.client-1.js")']);
    expect(staticImports(bootModule(bootstrap, ["/assets/root-1.js"])).sort()).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-1.js",
    ]);
  });

  it("gives identical bootstraps one file and different ones their own", () => {
    const other = page.replaceAll("root-1.js", "root-2.js");
    expect(deferPageHydration(page, "a")!.boot.file).toBe(deferPageHydration(page, "b")!.boot.file);
    expect(deferPageHydration(other, "c")!.boot.file).not.toBe(deferPageHydration(page, "a")!.boot.file);
  });

  it("leaves a page without scripts alone (the aliases' redirect documents)", () => {
    const redirect = '<!doctype html><head><meta http-equiv="refresh" content="0;url=/perks"></head><body></body>';
    expect(deferPageHydration(redirect, "perks-alias/index.html")).toBeNull();
  });

  it("fails the build on a page whose scripts it does not recognise, naming the page", () => {
    const withoutBootstrap = page.replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(() => deferPageHydration(withoutBootstrap, "perks/index.html")).toThrow(/perks\/index\.html.*found 0/);
    const twice = page.replace(after, `<script type="module">${bootstrap}</script>`);
    expect(() => deferPageHydration(twice, "x/index.html")).toThrow(/found 2/);
  });
});

describe("minifiedScript", () => {
  it("minifies a script as a script: its top-level names stay, for the page's other scripts", () => {
    const restore =
      '((storageKey, restoreKey) => {\n  if (!window.history.state) {\n    let key = Math.random();\n    console.log(key, storageKey, restoreKey);\n  }\n})("a", "b")';
    expect(minifiedScript(restore)).toBe("((e,t)=>{window.history.state||console.log(Math.random(),e,t)})(`a`,`b`);");
    expect(minifiedScript("var a = 1; let b = 2; function f(x) { return x + a; }")).toBe(
      "var a=1;let b=2;function f(e){return e+a}",
    );
  });

  it("never writes a sequence that would end or change the <script> element, and keeps what it cannot minify", () => {
    expect(minifiedScript('document.title = "\\u003c/script>";')).not.toMatch(/<\/script/i);
    expect(minifiedScript("x = '<!--';")).toBe("x = '<!--';");
    expect(minifiedScript("if (")).toBe("if (");
    expect(minifiedScript('$RC("B:1")')).toBe('$RC("B:1")');
  });
});

describe("the inline loader, in a page", () => {
  const plan = {
    boot: "/assets/boot-abc.js",
    hydratedEvent: HYDRATED_EVENT,
    shortcutKeys: ["/"],
    searchDialog: "site-search",
    searchReadyEvent: "app:search-ready",
  };
  // The loader starts the app with the browser's import(), which a test cannot watch: here the
  // page's one import() is handed to a function that records what it was asked for.
  const imported = vi.fn((_href: string) => Promise.resolve());
  const started = () => imported.mock.calls.length > 0;
  const hydrate = async () => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    await vi.runAllTimersAsync();
  };
  const byId = (id: string) => document.getElementById(id)!;
  /** A click or key press as the browser sends it: bubbling, and the page may cancel it. */
  const click = () => new MouseEvent("click", { bubbles: true, cancelable: true });
  const keydown = (init: KeyboardEventInit) =>
    new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = `
      <button id="menu" type="button">Menu</button>
      <a id="link" href="#somewhere">Perks</a>
      <form action="/search"><button id="submit">Search</button></form>
      <label><input id="vc" type="radio" name="funding" value="vc"> Venture capital</label>
      <input id="field" type="search">
      <details><summary id="question">Is there a fee?</summary><p>No.</p></details>
      <button id="open-search" type="button" command="show-modal" commandfor="site-search">Search</button>
      <dialog id="site-search"><button id="close-search" type="button" command="close" commandfor="site-search">Close</button><form><input id="query" name="q"></form></dialog>`;
    imported.mockClear();
    const script = loaderScript(plan);
    expect(script.match(/\bimport\(/g)).toHaveLength(1);
    new Function("importModule", script.replace(/\bimport\(/, "importModule("))(imported);
  });
  afterEach(async () => {
    await hydrate(); // every test's loader stops listening
    vi.useRealTimers();
  });

  it("requests nothing until the page has painted and is idle, then the bootstrap", async () => {
    expect(started()).toBe(false);
    await vi.runAllTimersAsync();
    expect(imported.mock.calls).toEqual([[plan.boot]]);
  });

  it("says so when the app cannot start, and leaves the page as it is", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const offline = new TypeError("Failed to fetch dynamically imported module");
    imported.mockRejectedValueOnce(offline);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining(plan.boot), offline));
    error.mockRestore();
  });

  it("starts at once on the first interaction", () => {
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(started()).toBe(true);
  });

  it("starts when the pointer moves, not for a pointer at rest that the page lays out under", () => {
    // What a browser sends for a resting pointer as the page moves under it (docs/decisions/906).
    document.body.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent("pointermove", { bubbles: true, movementX: 0, movementY: 0 }));
    expect(started()).toBe(false);
    document.body.dispatchEvent(new MouseEvent("pointermove", { bubbles: true, movementX: 3, movementY: -2 }));
    expect(started()).toBe(true);
  });

  it("holds a tap on a control until the app has hydrated, then replays it once", async () => {
    const taps = vi.fn();
    const menu = byId("menu");
    menu.addEventListener("click", taps);
    const early = click();
    menu.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(taps).not.toHaveBeenCalled();
    expect(started()).toBe(true);

    await hydrate();
    expect(taps).toHaveBeenCalledTimes(1);
    menu.click();
    expect(taps).toHaveBeenCalledTimes(2);
  });

  it("lets links and a form's submit button work natively", () => {
    for (const id of ["link", "submit"]) {
      const seen = vi.fn();
      byId(id).addEventListener("click", (event) => event.preventDefault(), { once: true });
      byId(id).addEventListener("click", seen, { once: true });
      byId(id).dispatchEvent(click());
      expect(seen, id).toHaveBeenCalled();
    }
  });

  it("leaves a choice on a radio button's label, and a disclosure's summary, to the browser at once", () => {
    const radio = byId("vc") as HTMLInputElement;
    radio.closest("label")!.dispatchEvent(click());
    expect(radio.checked).toBe(true);
    const press = click();
    byId("question").dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it("lets a button with a command open and close its dialog at once, by script where the browser has no commands", () => {
    const dialog = byId("site-search") as HTMLDialogElement;
    expect("commandForElement" in HTMLButtonElement.prototype).toBe(false); // jsdom: the script's case
    const press = click();
    byId("open-search").dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(dialog.open).toBe(true);
    byId("close-search").click();
    expect(dialog.open).toBe(false);
  });

  it("holds a widget's arrow keys and replays them, modifiers and all; leaves other keys alone", async () => {
    const keys = vi.fn((event: KeyboardEvent) => `${event.shiftKey ? "Shift+" : ""}${event.key} ${event.code}`);
    const menu = byId("menu");
    menu.addEventListener("keydown", keys);
    const arrow = keydown({ key: "ArrowDown", code: "ArrowDown", shiftKey: true });
    menu.dispatchEvent(arrow);
    menu.dispatchEvent(keydown({ key: "a", code: "KeyA" }));
    expect(arrow.defaultPrevented).toBe(true);
    expect(keys.mock.results.map((result) => result.value)).toEqual(["a KeyA"]);

    // The replayed press bubbles as the first did, to where the app listens.
    const atDocument = vi.fn((event: KeyboardEvent) => event.key);
    document.addEventListener("keydown", atDocument);
    await hydrate();
    document.removeEventListener("keydown", atDocument);
    expect(keys.mock.results.map((result) => result.value)).toEqual(["a KeyA", "Shift+ArrowDown ArrowDown"]);
    expect(atDocument.mock.results.map((result) => result.value)).toEqual(["ArrowDown"]);
  });

  it("opens the search dialog at once for the search key, focus in its field; not while typing, not with a modifier", async () => {
    const dialog = byId("site-search") as HTMLDialogElement;
    const typed = keydown({ key: "/" });
    byId("field").dispatchEvent(typed);
    document.body.dispatchEvent(keydown({ key: "/", ctrlKey: true }));
    expect(typed.defaultPrevented).toBe(false);
    expect(dialog.open).toBe(false);

    const slash = keydown({ key: "/" });
    byId("link").dispatchEvent(slash);
    expect(slash.defaultPrevented).toBe(true);
    expect(started()).toBe(true);
    expect(dialog.open).toBe(true);
    expect(document.activeElement?.id).toBe("query");
    dialog.close();
  });

  it("holds the arrow keys on an FAQ question until the app has hydrated", async () => {
    const keys = vi.fn((event: KeyboardEvent) => event.key);
    const question = byId("question");
    question.addEventListener("keydown", keys);
    question.dispatchEvent(keydown({ key: "End" }));
    expect(keys).not.toHaveBeenCalled();
    await hydrate();
    expect(keys.mock.results.map((result) => result.value)).toEqual(["End"]);
  });
});
