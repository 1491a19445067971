import { spawn } from "node:child_process";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";
import { freePort } from "../../scripts/nginx.mjs";

/** How long a condition may take to come true before the suite calls it a failure. */
export const PATIENCE = 20_000;

/** A key the journeys press, by its DOM `key` name. */
export type KeyName = "Escape" | "Enter" | "Space" | "ArrowDown" | "Home" | "End" | "/";

/**
 * The same few verbs over puppeteer-core (BiDi, Firefox) and selenium-webdriver (classic WebDriver,
 * WebKit). Input is the driver's own; what the page looks like is read in the page.
 */
export interface Engine {
  readonly name: string;
  /**
   * False for Firefox ESR 153: its BiDi keys reach the page, trusted, but activate nothing, even a
   * plain <button> (a driver gap), so the journeys click instead.
   */
  readonly keysActivateButtons: boolean;
  /** Sets the viewport (the page's innerWidth × innerHeight) to exactly this size. */
  resize(width: number, height: number): Promise<void>;
  /** Resolves once the page has loaded. */
  goto(url: string): Promise<void>;
  /** `fn` must be self-contained: it runs in the page. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Clicks the centre of the first element matching the selector, scrolled into view. */
  click(selector: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  type(text: string): Promise<void>;
  /** Returns the address of the tab `action` opens, and closes it. */
  newTabFrom(action: () => Promise<void>): Promise<string>;
  /** False once the browser crashed or the driver dropped the session. */
  alive(): Promise<boolean>;
  /** The last lines the browser and its driver printed, to say why a session died. */
  output(): string;
  close(): Promise<void>;
}

function lastLines(limit = 40) {
  const lines: string[] = [];
  return {
    add: (chunk: Buffer | string) => {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - limit));
    },
    text: () => lines.join("\n"),
  };
}

/** What a failed wait leaves to read, with the recorder's log and trail of recent input. */
const pageState = (engine: Engine) =>
  engine
    .run(() => {
      const active = document.activeElement;
      return JSON.stringify({
        url: location.href,
        hydrated: document.documentElement.hasAttribute("data-hydrated"),
        focused: active
          ? `${active.tagName} ${active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40)}`
          : null,
        openDialogs: [...document.querySelectorAll("dialog[open]")].map((dialog) => dialog.getClientRects().length > 0),
        dialogs: document.querySelectorAll("dialog").length,
        expanded: [...document.querySelectorAll("[aria-expanded]")].map(
          (control) =>
            `${control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 20)}: ${control.getAttribute("aria-expanded")}`,
        ),
        log: (window as unknown as { __engineLog?: string[] }).__engineLog ?? [],
        trail: ((window as unknown as { __engineTrail?: string[] }).__engineTrail ?? []).slice(-12),
      });
    })
    .catch((error: unknown) => `unreadable (${String(error)})`);

/** Waits, up to PATIENCE, for a condition read from the page to hold; says which one did not, and the page's state. */
export async function until<A extends unknown[]>(
  engine: Engine,
  what: string,
  condition: (...args: A) => unknown,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + PATIENCE;
  while (!(await engine.run(condition, ...args))) {
    if (Date.now() > deadline) {
      throw new Error(`${engine.name}: timed out waiting until ${what}; the page then: ${await pageState(engine)}`);
    }
    await engine.run(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  }
}

/** Firefox ESR, through puppeteer-core over WebDriver BiDi (Firefox's own remote agent, no geckodriver). */
export async function firefoxEngine(executablePath: string): Promise<Engine> {
  const printed = lastLines();
  const browser: Browser = await puppeteer.launch({ browser: "firefox", executablePath, headless: true });
  browser.process()?.stderr?.on("data", printed.add);
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    name: "Firefox",
    keysActivateButtons: false,
    resize: (width, height) => page.setViewport({ width, height }),
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    run: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key === "Space" ? " " : key),
    type: (text) => page.keyboard.type(text),
    newTabFrom: async (action) => {
      const before = new Set(await browser.pages());
      await action();
      const target = await browser.waitForTarget(
        async (candidate) =>
          candidate.type() === "page" && !before.has((await candidate.page())!) && candidate.url() !== "about:blank",
        { timeout: PATIENCE },
      );
      // A tab whose address could not load shows Firefox's error page, which names the address in `u`.
      const shown = new URL(target.url());
      const url = shown.protocol === "about:" ? (shown.searchParams.get("u") ?? shown.href) : shown.href;
      await (await target.page())?.close();
      await page.bringToFront();
      return url;
    },
    alive: async () => browser.connected && !page.isClosed() && (await page.evaluate(() => true).catch(() => false)),
    output: printed.text,
    close: () => browser.close().catch(() => undefined),
  };
}

const webdriverKeys: Record<KeyName, string> = {
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  Space: Key.SPACE,
  ArrowDown: Key.ARROW_DOWN,
  Home: Key.HOME,
  End: Key.END,
  "/": "/",
};

/**
 * WebKitGTK's MiniBrowser via WebKitWebDriver (no BiDi), on its own Xvfb display. Full screen hides
 * the toolbar, whose minimum width would keep the window wider than a phone.
 */
export async function webkitEngine(tools: {
  webkitWebDriver: string;
  miniBrowser: string;
  xvfbRun: string;
}): Promise<Engine> {
  const port = await freePort();
  const server = spawn(tools.xvfbRun, ["-a", "-s", "-screen 0 1400x1000x24", tools.webkitWebDriver, `--port=${port}`], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // What WebKitWebDriver and the MiniBrowser it starts print (a crashed web process says so here).
  const printed = lastLines();
  server.stdout.on("data", printed.add);
  server.stderr.on("data", printed.add);
  const stopServer = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + PATIENCE;
    for (;;) {
      const ready = await fetch(`${endpoint}/status`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on ${endpoint} within ${PATIENCE} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    stopServer();
    throw error;
  }
  const driver: WebDriver = await new Builder()
    .usingServer(endpoint)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: tools.miniBrowser, args: ["--automation", "--full-screen"] },
    })
    .build();
  const keys = (text: string) => driver.actions().sendKeys(text).perform();
  return {
    name: "WebKit",
    keysActivateButtons: true,
    resize: async (width, height) => {
      await driver.manage().window().setRect({ width, height });
      // The window manager-less display applies the size a moment after the command returns.
      let inner: number[] = [];
      await driver
        .wait(async () => {
          inner = await driver.executeScript<number[]>("return [innerWidth, innerHeight]");
          return inner[0] === width && inner[1] === height;
        }, PATIENCE)
        .catch(() => {
          throw new Error(`WebKit: asked for a ${width}×${height} viewport, got ${inner.join("×")}`);
        });
    },
    goto: (url) => driver.get(url),
    run: async (fn, ...args) => {
      const script = `return (${fn.toString()}).apply(null, arguments);`;
      try {
        return await driver.executeScript(script, ...args);
      } catch (error) {
        // WebKitWebDriver now and then loses a script's answer (once in CI, scrolling /hi). Every
        // journey script is safe to repeat, so run it once more.
        if (!(error instanceof Error) || error.message !== "Could not parse script result") throw error;
        console.warn(`WebKit: "${error.message}"; running the script once more`);
        return driver.executeScript(script, ...args);
      }
    },
    click: async (selector) => driver.findElement(By.css(selector)).click(),
    press: (key) => keys(webdriverKeys[key]),
    type: keys,
    newTabFrom: async (action) => {
      const home = await driver.getWindowHandle();
      const before = new Set(await driver.getAllWindowHandles());
      await action();
      let opened: string | undefined;
      await driver.wait(async () => {
        opened = (await driver.getAllWindowHandles()).find((handle) => !before.has(handle));
        return opened !== undefined;
      }, PATIENCE);
      await driver.switchTo().window(opened!);
      let url = "";
      await driver.wait(async () => (url = await driver.getCurrentUrl()) !== "about:blank" && url !== "", PATIENCE);
      await driver.close();
      await driver.switchTo().window(home);
      return url;
    },
    alive: () =>
      driver
        .getCurrentUrl()
        .then(() => true)
        .catch(() => false),
    output: printed.text,
    close: async () => {
      await driver.quit().catch(() => undefined);
      stopServer();
    },
  };
}
