import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { eligibilityFormText } from "../../app/content/eligibility";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { motionControl, navigation } from "../../app/content/shared";
import { toolFilters, tools } from "../../app/content/toolkits";
import { filterToolsByCategory } from "../../app/lib/toolkit-filter";
import { pathIn, translations } from "../../app/languages";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { SINKS_REFUSED, tryScriptSinks } from "../support/trusted-types";
import { until, type Engine } from "./engine";
import { AXE_TEMPLATE_ID } from "./recording-proxy";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built site behind the recording proxy (global-setup.ts). */
    siteOrigin: string;
  }
}

const widths = [
  { device: "phone", width: 390, height: 844 },
  { device: "desktop", width: 1280, height: 800 },
] as const;

const article = fallbackArticles[0];
/**
 * Hindi pages where Devanagari may set differently in another engine (face, line height, long
 * words); tests/e2e/hindi.spec.ts covers every Hindi page in Chromium. Phone width only: Hindi
 * adds only text, which overflows first at the narrowest width.
 */
const hindiRoutes = [
  paths.home,
  paths.infinity,
  paths.toolkits,
  knowledgeHubPaths.article(article.slug),
  "/no-such-page",
].map((path) => pathIn(translations[0], path));
/** Every route: the ten pages, search, a built-in article's own page, and an unknown address. */
const englishRoutes = [...Object.values(paths), knowledgeHubPaths.article(article.slug), "/no-such-page"];

/** Marks the first on-screen match (by aria-label or text, given a name) as `[data-engine-target]`. */
const target = (engine: Engine, what: string, css: string, name = "") =>
  until(
    engine,
    `${what} is on screen`,
    (css: string, name: string) => {
      const found = [...document.querySelectorAll(css)].find(
        (element) =>
          element.getClientRects().length > 0 &&
          (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().includes(name),
      );
      for (const marked of document.querySelectorAll("[data-engine-target]"))
        marked.removeAttribute("data-engine-target");
      found?.setAttribute("data-engine-target", "");
      return Boolean(found);
    },
    css,
    name,
  );

const TARGET = "[data-engine-target]";

/**
 * Until reveals and transitions rest. Reads playState, not `finished`: Firefox leaves that promise
 * pending for an off-screen transition it stopped ticking, though its state reads "finished".
 */
const settled = (engine: Engine) =>
  until(engine, "what rises or fades into place has come to rest", () =>
    document
      .getAnimations()
      // Time-based and finite only: a loop never ends; a scroll-driven reveal rests wherever the scroll leaves it.
      .every((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return !(animation.playState === "running" && animation.timeline === document.timeline && Number.isFinite(end));
      }),
  );

/** Centres the marked element, clear of the sticky header: a driver refuses to click what is covered or moving. */
async function bringIntoView(engine: Engine) {
  await engine.run(() => document.querySelector("[data-engine-target]")?.scrollIntoView({ block: "center" }));
  await settled(engine);
}

const clickOn = async (engine: Engine, what: string, css: string, name = "") => {
  await target(engine, what, css, name);
  await bringIntoView(engine);
  await engine.click(TARGET);
};

/** Activates the focused button or switch: with its key where the driver's keys can, else a click. */
async function activateFocused(engine: Engine, key: "Enter" | "Space") {
  if (engine.keysActivateButtons) return engine.press(key);
  // By document.activeElement: headless Firefox, whose window is never focused, matches no :focus.
  await engine.run(() => {
    for (const marked of document.querySelectorAll("[data-engine-target]"))
      marked.removeAttribute("data-engine-target");
    document.activeElement?.setAttribute("data-engine-target", "");
  });
  await bringIntoView(engine);
  await engine.click(TARGET);
}

/** Opens a page and waits for its app (the root's `data-hydrated`). */
async function visit(engine: Engine, path: string) {
  await engine.goto(`${inject("siteOrigin")}${path}`);
  await until(engine, `${path} has hydrated`, () => document.documentElement.hasAttribute("data-hydrated"));
}

/** What the recorder saw on this page: errors, rejections, policy violations, failed loads. */
const recorded = (engine: Engine) =>
  engine.run(() => (window as unknown as { __engineLog: string[] }).__engineLog.slice());

/** Scrolls through the page half a screen at a time, letting each position render and be observed. */
const scrollThrough = (engine: Engine) =>
  engine.run(async () => {
    const observed = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await observed();
    }
    scrollTo(0, 0);
  });

/** axe-core's WCAG 2.2 A/AA rules over the page, added from the proxy's own origin (its inert template). */
const axeViolations = (engine: Engine) =>
  engine.run(async (templateId: string) => {
    type Axe = {
      run: (
        context: Document,
        options: object,
      ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
    const withAxe = window as unknown as { axe?: Axe };
    if (!withAxe.axe) {
      const template = document.getElementById(templateId) as HTMLTemplateElement;
      const script = template.content.firstElementChild!.cloneNode() as HTMLScriptElement;
      await new Promise((resolve, reject) => {
        script.onload = resolve;
        script.onerror = reject;
        document.head.append(script);
      });
    }
    const { violations } = await withAxe.axe!.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      // Selectors for the violations only, as in Chromium's suite (tests/e2e/fixtures.ts).
      resultTypes: ["violations"],
    });
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, AXE_TEMPLATE_ID);

/**
 * The cross-engine suite: in one engine, at a phone's and a desktop's width, every route renders,
 * hydrates, logs nothing, breaks no policy, fits the width, loads its pictures and passes axe; and
 * the journeys founders make work with the engine's own input.
 */
export function describeEngine(name: string, open: () => Promise<Engine>) {
  describe(name, () => {
    let engine: Engine;
    /** The size the running tests want, and the one the engine has now. */
    let viewport = { width: 0, height: 0 };
    let sized = viewport;
    beforeAll(async () => {
      engine = await open();
      // Warm-up: an engine's first page pays for cold disk, GStreamer, Mesa shaders and font caches;
      // on a fresh machine WebKit's first test once died ("Could not parse script result"). If this
      // ends the session, the first test starts a new one.
      await visit(engine, paths.bootstrapped)
        .then(() => scrollThrough(engine))
        .catch((error: unknown) => console.warn(`${engine.name}'s warm-up visit did not finish: ${String(error)}`));
    }, 120_000);
    afterAll(() => engine?.close());
    // A dead session fails only the test it died in and is replaced before the next: one failure stays one.
    afterEach(async ({ task }) => {
      if (task.result?.state !== "fail" || (await engine.alive())) return;
      console.error(`${engine.name}'s session died during "${task.name}". What it printed last:\n${engine.output()}`);
    });
    beforeEach(async () => {
      if (!(await engine.alive())) {
        console.error(`${engine.name}'s session is gone: starting a new one.`);
        await engine.close();
        engine = await open();
        sized = { width: 0, height: 0 };
      }
      if (sized !== viewport) {
        await engine.resize(viewport.width, viewport.height);
        sized = viewport;
      }
    }, 120_000);

    for (const { device, width, height } of widths) {
      describe(`at a ${device}'s width (${width} px)`, () => {
        beforeAll(() => {
          viewport = { width, height };
        });

        if (device === "desktop") {
          // Proves the safety net: ends the session as a crash would; later tests run in a new one.
          it("a session that is gone is replaced before the next test", async () => {
            await engine.close();
            expect(await engine.alive()).toBe(false);
          });
        }

        if (device === "desktop") {
          it("Trusted Types: client navigations between pages with other structured data break nothing; a string at a sink is refused and reported", async () => {
            await visit(engine, paths.home);
            // Home has FAQ data, Perks breadcrumbs, the Infinity Program both: each head differs.
            // A click event on the footer link (React Router's handler), with no hit test to miss mid-layout.
            for (const path of [paths.perks, paths.infinity]) {
              const title = await engine.run(() => document.title);
              await engine.run(
                (path: string) => document.querySelector<HTMLAnchorElement>(`footer a[href="${path}"]`)!.click(),
                path,
              );
              await until(
                engine,
                `${path} is shown`,
                (path: string, title: string) => location.pathname === path && document.title !== title,
                path,
                title,
              );
            }
            expect(await recorded(engine)).toEqual([]);

            expect(await engine.run(tryScriptSinks)).toEqual(SINKS_REFUSED);
            await until(
              engine,
              "the three refusals are reported",
              () => (window as unknown as { __engineLog: string[] }).__engineLog.length >= 3,
            );
            expect(await recorded(engine)).toEqual(
              Array(3).fill("policy violation: require-trusted-types-for blocked trusted-types-sink"),
            );
          });
        }

        for (const route of device === "phone" ? [...englishRoutes, ...hindiRoutes] : englishRoutes) {
          it(`${route} renders and hydrates cleanly, fits, loads its pictures and passes axe`, async () => {
            await visit(engine, route);
            expect(await engine.run(() => document.querySelectorAll("h1").length)).toBe(1);
            await scrollThrough(engine);
            // Only pictures horizontally on screen: a scroll row's later slides load when scrolled to.
            await until(engine, "its pictures have loaded", () =>
              [...document.images]
                .filter((image) => {
                  const box = image.getBoundingClientRect();
                  return image.getClientRects().length > 0 && box.right > 0 && box.left < innerWidth;
                })
                .every((image) => image.complete),
            );
            const broken = await engine.run(() =>
              [...document.images]
                .filter((image) => image.complete && image.getClientRects().length > 0 && image.naturalWidth === 0)
                .map((image) => image.currentSrc || image.src),
            );
            expect(broken, "pictures that did not load").toEqual([]);
            const overflow = await engine.run(() => document.documentElement.scrollWidth - innerWidth);
            expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
            // Contrast is read once what rises into place has finished rising.
            await settled(engine);
            expect(await axeViolations(engine)).toEqual([]);
            const log = await recorded(engine);
            // The unknown address logs itself, as the 404 page is built to; nothing else may.
            expect(
              route.endsWith("/no-such-page") ? log.filter((line) => !line.includes("/no-such-page")) : log,
            ).toEqual([]);
          });
        }

        if (device === "phone") {
          it("the drawer opens from the menu button, holds focus, and Escape closes it and hands focus back", async () => {
            await visit(engine, paths.home);
            await clickOn(engine, "the menu button", `button[aria-label="${navigation.openMenu}"]`);
            await until(engine, "the drawer is open with focus inside", () => {
              const drawer = [...document.querySelectorAll("dialog[open]")].find((d) => d.getClientRects().length > 0);
              return drawer?.contains(document.activeElement) ?? false;
            });
            await engine.press("Escape");
            await until(
              engine,
              "the drawer has closed and focus is back on the menu button",
              (label: string) =>
                ![...document.querySelectorAll("dialog[open]")].some((d) => d.getClientRects().length > 0) &&
                document.activeElement?.getAttribute("aria-label") === label,
              navigation.openMenu,
            );
            expect(await recorded(engine)).toEqual([]);
          });
        } else {
          it("the Products menu opens on click, lists both startup pages, and Escape closes it", async () => {
            await visit(engine, paths.home);
            await clickOn(
              engine,
              "the Products menu's summary",
              "header nav details > summary",
              navigation.productsLabel,
            );
            await until(
              engine,
              "the Products menu is open with both startup pages",
              (links: string[]) =>
                document.querySelector("[data-engine-target]")?.closest("details")?.open === true &&
                links.every((href) =>
                  [...document.querySelectorAll(`header a[href="${href}"]`)].some((a) => a.getClientRects().length > 0),
                ),
              navigation.products.map((product) => product.href),
            );
            await engine.press("Escape");
            await until(
              engine,
              "the menu has closed and focus is on its summary",
              () =>
                document.querySelector("[data-engine-target]")?.closest("details")?.open === false &&
                document.activeElement === document.querySelector("[data-engine-target]"),
            );
            expect(await recorded(engine)).toEqual([]);
          });
        }

        it("the search dialog opens with /, finds as you type, follows a result with Enter", async () => {
          await visit(engine, paths.perks);
          await engine.press("/");
          await until(engine, "the search field in its dialog has focus", () =>
            Boolean(document.activeElement?.matches("dialog[open] input[type=search]")),
          );
          await engine.type("Bengaluru");
          await until(engine, "results are listed", () => Boolean(document.querySelector("dialog[open] ul a[href]")));
          const first = await engine.run(() =>
            document.querySelector("dialog[open] ul a[href]")!.getAttribute("href")!,
          );
          await engine.press("Enter");
          await until(
            engine,
            "the first result's page is open and the dialog closed",
            (first: string) =>
              `${location.pathname}${location.hash}` === first &&
              !document.querySelector("dialog[open] input[type=search]"),
            first,
          );
          expect(await recorded(engine)).toEqual([]);
        });

        it("the article reader opens at the article's address, closes on Escape, and reopens from the keyboard", async () => {
          await visit(engine, paths.knowledgeHub);
          const address = knowledgeHubPaths.article(article.slug);
          const card = `main article a[href="${address}"]`;
          await clickOn(engine, "the first article's card", card);
          const readerOpen = (address: string) =>
            location.pathname === address &&
            [...document.querySelectorAll("dialog[open]")].some((d) => d.getClientRects().length > 0);
          await until(engine, "the reader is open at the article's address", readerOpen, address);
          await engine.press("Escape");
          await until(
            engine,
            "the reader has closed, back at the hub, focus on the card",
            (hub: string) =>
              location.pathname === hub && document.activeElement?.matches("[data-engine-target]") === true,
            paths.knowledgeHub,
          );
          await engine.press("Enter");
          await until(engine, "the reader has opened again", readerOpen, address);
          await engine.press("Escape");
          await until(engine, "it has closed again", (hub: string) => location.pathname === hub, paths.knowledgeHub);
          expect(await recorded(engine)).toEqual([]);
        });

        it("the FAQ opens an answer on click, and arrow keys, Home and End move between questions", async () => {
          await visit(engine, paths.home);
          const questions = "#faqs summary";
          await clickOn(engine, "the first question", questions);
          await until(
            engine,
            "its answer is shown",
            (questions: string) => {
              const first = document.querySelector(questions)!;
              const answer = first.parentElement!.querySelector("[data-answer]");
              return (first.parentElement as HTMLDetailsElement).open && (answer?.getClientRects().length ?? 0) > 0;
            },
            questions,
          );
          const focusedIndex = () =>
            engine.run(
              (questions: string) => [...document.querySelectorAll(questions)].indexOf(document.activeElement!),
              questions,
            );
          await engine.press("ArrowDown");
          expect(await focusedIndex()).toBe(1);
          await engine.press("End");
          expect(await focusedIndex()).toBe(
            await engine.run((q: string) => document.querySelectorAll(q).length - 1, questions),
          );
          await engine.press("Home");
          expect(await focusedIndex()).toBe(0);
          await engine.press("ArrowDown");
          await activateFocused(engine, "Enter");
          await until(
            engine,
            "Enter has opened the second answer in place of the first",
            (questions: string) =>
              [...document.querySelectorAll(questions)]
                .slice(0, 2)
                .map((question) => (question.parentElement as HTMLDetailsElement).open)
                .join() === "false,true",
            questions,
          );
          expect(await recorded(engine)).toEqual([]);
        });

        it("the toolkit filter shows one category's cards, and All Tools all of them", async () => {
          await visit(engine, paths.toolkits);
          const shownCards = () =>
            engine.run(
              () =>
                [...document.querySelectorAll("#tools li[data-category] article")].filter(
                  (card) => card.getClientRects().length > 0,
                ).length,
            );
          const [all, category] = [toolFilters[0], toolFilters[1]];
          const chosen = () =>
            engine.run(() => document.querySelector<HTMLInputElement>("#tools input[type=radio]:checked")?.value);
          await clickOn(engine, `the ${category.label} filter`, "#tools fieldset label", category.label);
          await until(
            engine,
            `${category.label} is chosen`,
            (key: string) => document.querySelector<HTMLInputElement>("#tools input:checked")?.value === key,
            category.key,
          );
          expect(await shownCards()).toBe(filterToolsByCategory(tools, category.key).length);
          await clickOn(engine, "the All Tools filter", "#tools fieldset label", all.label);
          await until(
            engine,
            "All Tools is chosen",
            (key: string) => document.querySelector<HTMLInputElement>("#tools input:checked")?.value === key,
            all.key,
          );
          expect(await chosen()).toBe(all.key);
          expect(await shownCards()).toBe(tools.length);
          expect(await recorded(engine)).toEqual([]);
        });

        it("the eligibility checker keeps its answers in the address, and its button takes focus to the result", async () => {
          await visit(engine, paths.eligibility);
          const answers = {
            funding: "venture-capital",
            stage: "paying-customers",
            raised: "1m-to-10m",
            fintech: "yes",
            india: "yes",
          };
          for (const [question, answer] of Object.entries(answers)) {
            await clickOn(engine, `the answer ${answer}`, `input[name="${question}"][value="${answer}"]`);
          }
          await until(
            engine,
            "every answer is in the address",
            (answers: Record<string, string>) => {
              const query = new URLSearchParams(location.search);
              return Object.entries(answers).every(([question, answer]) => query.get(question) === answer);
            },
            answers,
          );
          await clickOn(engine, "the form's button", "form button[type=submit]", eligibilityFormText.submit);
          await until(engine, "the result's heading has focus", () => document.activeElement?.localName === "h2");

          const shared = await engine.run(() => `${location.pathname}${location.search}`);
          await visit(engine, shared);
          await until(
            engine,
            "the answers come back from the address",
            (answers: Record<string, string>) =>
              Object.entries(answers).every(
                ([question, answer]) =>
                  document.querySelector<HTMLInputElement>(`input[name="${question}"][value="${answer}"]`)?.checked,
              ),
            answers,
          );
          expect(await recorded(engine)).toEqual([]);
        });

        it("the Pause animations switch stops everything that moves by itself, and starts it again", async () => {
          await visit(engine, paths.home);
          await until(engine, "the marquee is moving", () =>
            document.getAnimations().some((a) => a.playState === "running"),
          );
          const pauseSwitch = "footer label input[role=switch]";
          await clickOn(engine, `the ${motionControl.label} switch`, pauseSwitch);
          await until(
            engine,
            "the switch is on and nothing moves",
            (pauseSwitch: string) =>
              document.querySelector<HTMLInputElement>(pauseSwitch)!.checked &&
              document.getAnimations().every((animation) => animation.playState !== "running"),
            pauseSwitch,
          );
          await activateFocused(engine, "Space");
          await until(
            engine,
            "the switch is off again and the marquee moves",
            (pauseSwitch: string) =>
              !document.querySelector<HTMLInputElement>(pauseSwitch)!.checked &&
              document.getAnimations().some((animation) => animation.playState === "running"),
            pauseSwitch,
          );
          expect(await recorded(engine)).toEqual([]);
        });

        it("a sign-up button opens the tracked sign-up address in a new tab", async () => {
          await visit(engine, paths.perks);
          await target(engine, "the hero's sign-up button", `main a[href^="${site.signup.url}"]`);
          await bringIntoView(engine);
          const opened = await engine.newTabFrom(() => engine.click(TARGET));
          const url = new URL(opened);
          expect(`${url.origin}${url.pathname}`).toBe(site.signup.url);
          expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
          expect(url.searchParams.get("utm_medium")).toBe(site.signup.utmMedium);
          expect(url.searchParams.get(site.signup.campaignContext.name)).toBe(site.signup.campaignContext.value);
          expect(url.searchParams.get("utm_content")).toMatch(/^perks_/);
        });
      });
    }
  });
}
