// @ts-check
// Browser code. The build writes this function's source inline into every page, in place of React
// Router's module bootstrap (scripts/build/defer-hydration.mjs), so it must be self-contained: it
// may use its argument and browser globals, nothing from this module's scope. Its one import() is
// the browser's: inline-call.mjs undoes the module runner's rewrite of it.

/**
 * @typedef {object} HydrationPlan
 * @property {string} boot the page's module bootstrap, as a file under /assets/, which imports the
 *   page's whole first load
 * @property {string} hydratedEvent the window event the app fires once hydration has finished
 * @property {string[]} shortcutKeys keys that open search anywhere on the page ("/"), pressed
 *   outside a text field
 * @property {string} searchDialog the id of the search dialog every page has, which such a key
 *   opens at once, focus in its field, until the dialog's own code answers it
 * @property {string} searchReadyEvent the window event the search dialog's code fires once it
 *   answers the key itself
 */

/**
 * Starts the app's scripts only after the page has loaded and painted, when the browser is idle,
 * or at once on the visitor's first interaction, whichever comes first. The controls a visitor taps
 * first are the browser's own (docs/decisions/012): links, forms, radio buttons and switches,
 * disclosures, and buttons that open or close a dialog by their `command` (done here where the
 * browser has no commands yet); they are left to work at once. A tap or key press on a control
 * that only the app can answer (a carousel's arrow, a video's play button) is held back and
 * replayed once the app has hydrated, and the search key opens the search dialog at once, until
 * the dialog's own code, which comes after the app's, takes the key over.
 * @param {HydrationPlan} plan
 */
export function hydrateOnIdleOrIntent(plan) {
  let started = false;
  /** @type {Array<() => void>} */
  const held = [];
  // Keys our widgets handle themselves (accordions, menus, carousels); Enter and Space become a
  // click, which is held like any other.
  const widgetKeys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"];
  const intents = ["pointerdown", "touchstart", "keydown", "focusin"];

  /**
   * A pointer the visitor moves is intent; one that rests while the page lays out under it is not:
   * the browser then sends `pointerover` and, in some builds, a `pointermove` that has not moved.
   * @param {PointerEvent} event
   */
  const startIfMoved = (event) => {
    if (event.movementX || event.movementY) start();
  };

  const start = () => {
    if (started) return;
    started = true;
    // import(), not a <script> given a src: a script's address is a sink the page's Trusted Types
    // policy refuses a string for (docs/decisions/714). Offline, or a deploy in between: the page
    // stays what it was, readable, its links working.
    import(plan.boot).catch((error) =>
      console.error(`${plan.boot} could not start the app: the page stays a plain page.`, error),
    );
  };

  /**
   * The control an event is for, when only the app can answer it: a button or a widget of the
   * app's, not a link, a form's submit button, a form control or a button with a command.
   * @param {Event} event @param {string} [also] more controls, whose keys only the app answers
   */
  const controlNeedingApp = (event, also = "") => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(`button, [role="button"], [role="tab"], [role="switch"]${also}`) ?? null;
    if (!control || control.closest("a[href]") || control.matches("input, [command], [popovertarget]")) return null;
    if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return null;
    return control;
  };

  // Where the browser has no Invoker Commands yet (WebKit before Safari 26.2), the buttons that
  // open and close the site's dialogs do the same by script, before and after hydration.
  if (!("commandForElement" in HTMLButtonElement.prototype))
    document.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
      const dialog = document.getElementById(button?.getAttribute("commandfor") ?? "");
      if (!(dialog instanceof HTMLDialogElement)) return;
      if (button?.getAttribute("command") === "close") dialog.close();
      else if (!dialog.open) dialog.showModal();
    });

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
  const openSearch = (event) => {
    const search = document.getElementById(plan.searchDialog);
    if (!isShortcut(event) || !(search instanceof HTMLDialogElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!search.open) search.showModal();
    search.querySelector("input")?.focus();
  };

  /** @param {KeyboardEvent} event */
  const holdKey = (event) => {
    start();
    // A disclosure's summary opens natively; the keys between the FAQ's questions are the app's.
    const control = controlNeedingApp(event, ", summary");
    // Arrow keys on a radio button move the choice natively, which the app reads when it starts.
    if (!control || !widgetKeys.includes(event.key)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The event is its own copy's init: its key, code, modifiers and bubbling are read from it.
    held.push(() => control.dispatchEvent(new KeyboardEvent("keydown", event)));
  };

  for (const type of intents) document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener("pointermove", startIfMoved, { capture: true, passive: true });
  document.addEventListener("click", holdClick, true);
  document.addEventListener("keydown", holdKey, true);
  document.addEventListener("keydown", openSearch, true);
  window.addEventListener(plan.searchReadyEvent, () => document.removeEventListener("keydown", openSearch, true), {
    once: true,
  });

  window.addEventListener(
    plan.hydratedEvent,
    () => {
      for (const type of intents) document.removeEventListener(type, start, { capture: true });
      document.removeEventListener("pointermove", startIfMoved, { capture: true });
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
