// @ts-check
// Browser code. The build writes this function's source inline into every page, in place of React
// Router's module bootstrap (scripts/build/defer-hydration.mjs), so it must be self-contained: it
// may use its argument and browser globals, nothing from this module's scope, and no syntax a
// bundler rewrites (no import(): the build runs it through Vite's module runner, which would).

/**
 * @typedef {object} HydrationPlan
 * @property {string} boot the page's module bootstrap, as a file under /assets/, which imports the
 *   page's whole first load
 * @property {string} [stylesheet] the site's whole stylesheet, asked for with the app: the page's
 *   first paint has the rules its markup uses inline (critical-css.mjs), what the app draws later
 *   needs the rest
 * @property {string} hydratedEvent the window event the app fires once hydration has finished
 * @property {string[]} shortcutKeys keys the app answers anywhere on the page ("/" opens search),
 *   held like a tap when pressed outside a text field and replayed once the app has arrived
 */

/**
 * Starts the app's scripts only after the page has loaded and painted, when the browser is idle,
 * or at once on the visitor's first interaction, whichever comes first. A tap or key press on a
 * control that needs the app before it has hydrated is held back and replayed once it has; links
 * and form submissions work natively and are left alone.
 * @param {HydrationPlan} plan
 */
export function hydrateOnIdleOrIntent(plan) {
  let started = false;
  /** @type {Array<() => void>} */
  const held = [];
  // Keys our widgets handle themselves (accordions, menus, carousels); Enter and Space become a
  // click, which is held like any other.
  const widgetKeys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"];
  const intents = ["pointerdown", "pointerover", "touchstart", "keydown", "focusin"];

  const start = () => {
    if (started) return;
    started = true;
    if (plan.stylesheet) {
      const sheet = document.createElement("link");
      sheet.rel = "stylesheet";
      sheet.href = plan.stylesheet;
      // React's mark for a stylesheet of precedence "default" (root.tsx): the app adopts this link.
      sheet.dataset.precedence = "default";
      document.head.append(sheet);
    }
    const boot = document.createElement("script");
    boot.type = "module";
    boot.src = plan.boot;
    // Offline, or a deploy in between: the page stays what it was, readable, its links working.
    boot.onerror = () => console.error(`${plan.boot} could not load: the page stays a plain page.`);
    document.head.append(boot);
  };

  /** The control an event is for, when it needs the app: not a link, not a form's submit button. @param {Event} event */
  const controlNeedingApp = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    let control = target?.closest('button, [role="button"], [role="tab"], [role="switch"], input, label') ?? null;
    if (control instanceof HTMLLabelElement) control = control.control;
    if (!control || control.closest("a[href]")) return null;
    if (control instanceof HTMLInputElement && control.type !== "radio" && control.type !== "checkbox") return null;
    if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return null;
    return control;
  };

  /** @param {Event} event */
  const holdClick = (event) => {
    start();
    const control = controlNeedingApp(event);
    if (!control || !(control instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => control.click());
  };

  /** Whether a key is the page's shortcut, pressed on its own and not while typing. @param {KeyboardEvent} event */
  const isShortcut = (event) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const typing = target !== null && (target.isContentEditable || target.closest("input, textarea, select") !== null);
    return plan.shortcutKeys.includes(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey && !typing;
  };

  /** @param {KeyboardEvent} event */
  const holdKey = (event) => {
    start();
    if (isShortcut(event)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      const { key, code, shiftKey } = event;
      const at = event.target instanceof Node ? event.target : document;
      const init = { key, code, shiftKey, bubbles: true, cancelable: true };
      held.push(() => (at.isConnected ? at : document).dispatchEvent(new KeyboardEvent("keydown", init)));
      return;
    }
    const control = controlNeedingApp(event);
    // Arrow keys on a radio button move the choice natively, which the app reads when it starts.
    if (!control || control instanceof HTMLInputElement || !widgetKeys.includes(event.key)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
    held.push(() => control.dispatchEvent(new KeyboardEvent("keydown", init)));
  };

  for (const type of intents) document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener("click", holdClick, true);
  document.addEventListener("keydown", holdKey, true);

  window.addEventListener(
    plan.hydratedEvent,
    () => {
      for (const type of intents) document.removeEventListener(type, start, { capture: true });
      document.removeEventListener("click", holdClick, true);
      document.removeEventListener("keydown", holdKey, true);
      // After the event, so the app's own effects have all run before it receives them.
      setTimeout(() => held.splice(0).forEach((replay) => replay()));
    },
    { once: true },
  );

  // After load, once the page's first contentful paint is on screen (where the browser reports
  // it; else past the next frame), when the browser is idle.
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  };
  const afterFirstPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => setTimeout(whenIdle));
      return;
    }
    const paints = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      paints.disconnect();
      whenIdle();
    });
    paints.observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterFirstPaint();
  else window.addEventListener("load", afterFirstPaint, { once: true });
}
