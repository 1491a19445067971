// @ts-check
// Browser code, inlined into every page in place of React Router's bootstrap (defer-hydration.mjs):
// it may use only its argument and browser globals. Its import() is the browser's: inline-call.mjs
// undoes the module runner's rewrite of it.

/**
 * @typedef {object} HydrationPlan
 * @property {string} boot the page's module bootstrap under /assets/
 * @property {string} hydratedEvent window event fired once hydration has finished
 * @property {string[]} shortcutKeys keys that open search ("/"), outside a text field
 * @property {string} searchDialog id of the search dialog such a key opens until its own code runs
 * @property {string} searchReadyEvent window event fired once the search dialog answers the key itself
 */

/**
 * Starts the app when idle after first paint, or at the first interaction. Native controls work at
 * once (docs/decisions/012); a tap or key only the app answers (a carousel's arrow) is held and
 * replayed after hydration; the search key opens the dialog until the dialog's own code takes over.
 * @param {HydrationPlan} plan
 */
export function hydrateOnIdleOrIntent(plan) {
  let started = false;
  /** @type {Array<() => void>} */
  const held = [];
  // Keys the site's widgets handle; Enter and Space become a click, held like any other.
  const widgetKeys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"];
  const intents = ["pointerdown", "touchstart", "keydown", "focusin"];

  /**
   * A resting pointer under a page laying out gets `pointerover` and, in some builds, an unmoved
   * `pointermove`: not intent.
   * @param {PointerEvent} event
   */
  const startIfMoved = (event) => {
    if (event.movementX || event.movementY) start();
  };

  const start = () => {
    if (started) return;
    started = true;
    // import(), not <script src>: Trusted Types refuses a string there (docs/decisions/714). On
    // failure (offline, a deploy in between) the page stays readable, its links working.
    import(plan.boot).catch((error) =>
      console.error(`${plan.boot} could not start the app: the page stays a plain page.`, error),
    );
  };

  /**
   * The control only the app can answer: not a link, submit button, form control or command button.
   * @param {Event} event @param {string} [also] more controls, whose keys only the app answers
   */
  const controlNeedingApp = (event, also = "") => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(`button, [role="button"], [role="tab"], [role="switch"]${also}`) ?? null;
    if (!control || control.closest("a[href]") || control.matches("input, [command], [popovertarget]")) return null;
    if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return null;
    return control;
  };

  // Invoker Commands polyfill for dialogs (WebKit before Safari 26.2), before and after hydration.
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

  /** Not while typing, not with a modifier. @param {KeyboardEvent} event */
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
    // The event serves as its copy's init (key, code, modifiers, bubbling).
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

  // After load and first contentful paint (else the next frame), when idle.
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
