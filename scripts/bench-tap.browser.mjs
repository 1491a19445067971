// @ts-check
// Browser code for `npm run bench:tap` (scripts/bench-tap.mjs), installed in every document before
// the page's scripts (evaluateOnNewDocument), so it must use only its argument and browser globals.
// Times one tap in the page's clock: from the first armed `pointerdown`'s `timeStamp` (when the
// browser got the touch) to the first `requestAnimationFrame` that sees the answer (it runs just
// before that frame is drawn). A tap that loads another page carries its time in sessionStorage; a
// page opened cold (plan.cold) is timed from `performance.timeOrigin` to its heading. Reports FCP,
// hydration (`<html data-hydrated>`) and the outcome through plan.report.

/**
 * @typedef {import("./bench-tap-controls.ts").TapControl} TapControl
 * @typedef {{ tap: TapControl, timeoutMs: number, report: string, cold?: boolean }} ProbePlan
 */

/** @param {ProbePlan} plan */
export function installTapProbe(plan) {
  const { control: query, answer } = plan.tap;
  const STORE = "bench-tap:pending";
  /** @param {Record<string, unknown>} message */
  const send = (message) => {
    const report = /** @type {((message: Record<string, unknown>) => void) | undefined} */ (
      /** @type {any} */ (window)[plan.report]
    );
    report?.(message);
  };

  const squash = (/** @type {string} */ text) => text.replace(/\s+/g, " ").trim();
  /** As a screen reader reads it: without aria-hidden, scripts and styles. @param {Element} element */
  const textOf = (element) => {
    let text = "";
    /** @param {Node} node */
    const walk = (node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) text += child.textContent;
        else if (
          child instanceof Element &&
          child.getAttribute("aria-hidden") !== "true" &&
          !["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(child.tagName)
        )
          walk(child);
      }
    };
    walk(element);
    return squash(text);
  };
  /** Accessible name, as far as this site's controls need. @param {Element} element */
  const nameOf = (element) => {
    const label = element.getAttribute("aria-label");
    if (label) return squash(label);
    const by = element.getAttribute("aria-labelledby");
    if (by) {
      const named = by.split(/\s+/).map((id) => document.getElementById(id));
      return squash(named.map((part) => (part ? textOf(part) : "")).join(" "));
    }
    if (element instanceof HTMLInputElement) return squash([...(element.labels ?? [])].map(textOf).join(" "));
    return textOf(element);
  };
  /** Drawn: connected, visible by CSS (not in a closed <details>, say), with a box. @param {Element | null | undefined} element */
  const displayed = (element) => {
    if (!element?.isConnected || !element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  /** @param {unknown} target */
  const describe = (target) =>
    target instanceof Element
      ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ""}${target.className && typeof target.className === "string" ? `.${target.className.trim().split(/\s+/).slice(0, 3).join(".")}` : ""}`
      : String(target);

  const findControl = () => {
    const scopes = query.within ? [...document.querySelectorAll(query.within)] : [document.documentElement];
    for (const scope of scopes) {
      for (const element of scope.querySelectorAll(query.roles)) {
        if (nameOf(element) === query.name && displayed(element)) return element;
      }
    }
    return null;
  };
  /** Where a finger presses: a visually hidden radio's label rather than the radio. @param {Element} control */
  const targetOf = (control) => {
    const box = control.getBoundingClientRect();
    const label = control instanceof HTMLInputElement ? control.labels?.[0] : null;
    return (box.width < 8 || box.height < 8) && label && displayed(label) ? label : control;
  };

  /** @type {Map<string, Element[]>} found once, kept while connected */
  const holders = new Map();
  /** @param {string} text */
  const holdersOf = (text) => {
    const known = holders.get(text);
    if (known?.length && known.every((element) => element.isConnected)) return known;
    /** @type {Element[]} */
    const found = [];
    const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript")) continue;
      if (squash(node.textContent ?? "").includes(text)) found.push(parent);
    }
    holders.set(text, found);
    return found;
  };
  /** @param {string} name */
  const listNamed = (name) =>
    [...document.querySelectorAll("[aria-label]")].find((element) => element.getAttribute("aria-label") === name) ??
    null;
  /** @param {Element} list */
  const running = (list) => list.getAnimations({ subtree: true }).filter((a) => a.playState === "running");

  /** @type {{ ms: number, what: string } | null} part of the answer, reported if the rest never comes */
  let partial = null;
  /** "" while nothing shows, else which answer. @returns {string} */
  const answerShown = () => {
    switch (answer.kind) {
      case "dialog": {
        for (const dialog of document.querySelectorAll("dialog, [role='dialog'], [role='alertdialog']")) {
          const open = dialog instanceof HTMLDialogElement ? dialog.open : true;
          if (!open || nameOf(dialog) !== answer.name || !displayed(dialog)) continue;
          if (!answer.focusedField) return "the dialog";
          const focused = document.activeElement;
          const typing =
            focused instanceof HTMLInputElement &&
            !["hidden", "button", "submit", "checkbox", "radio"].includes(focused.type) &&
            dialog.contains(focused);
          if (typing) return "the dialog, its field focused";
          // Open, field not focused (yet): reported if no better answer comes.
          partial ??= {
            ms: performance.timeOrigin + performance.now() - (tap?.epoch ?? 0),
            what: `the dialog showed, but focus was on ${focused ? `${describe(focused)} "${nameOf(focused)}"` : "nothing"}, not its field`,
          };
        }
        const page = answer.orPage;
        if (page && location.pathname.replace(/\/$/, "") === page.path.replace(/\/$/, "")) {
          const field = [...document.querySelectorAll("input")].find(
            (input) => nameOf(input) === page.fieldLabel && displayed(input),
          );
          if (field)
            return document.activeElement === field
              ? `the page ${page.path}, its field focused (a page load)`
              : `the page ${page.path}, its field not focused (a page load, no dialog)`;
        }
        return "";
      }
      case "text":
        return holdersOf(answer.text).some(displayed) ? "the answer" : "";
      case "links": {
        const links = [...document.querySelectorAll(answer.within)].flatMap((scope) => [
          ...scope.querySelectorAll("a[href]"),
        ]);
        const shown = answer.links.every(({ label, href }) =>
          links.some(
            (link) =>
              link instanceof HTMLAnchorElement &&
              new URL(link.href).pathname === href &&
              textOf(link).startsWith(label) &&
              displayed(link),
          ),
        );
        return shown ? "the links" : "";
      }
      case "only": {
        const heading = [...document.querySelectorAll("h1, h2, h3")].find((h) => textOf(h) === answer.section);
        const section = heading?.closest("section") ?? heading?.parentElement;
        if (!section) return "";
        const titles = [...section.querySelectorAll("h2, h3, h4")];
        const seen = (/** @type {string} */ title) => titles.some((h) => textOf(h) === title && displayed(h));
        return answer.shown.every(seen) && !answer.hidden.some(seen) ? "only those cards" : "";
      }
      case "stopped": {
        const list = listNamed(answer.list);
        return list && running(list).length === 0 ? "stopped" : "";
      }
      case "page": {
        if (location.pathname.replace(/\/$/, "") !== answer.path.replace(/\/$/, "")) return "";
        const heading = [...document.querySelectorAll("h1")].find(
          (h) => textOf(h) === squash(answer.heading) && displayed(h),
        );
        if (!heading) return "";
        if (plan.cold) return "the page's heading (opened cold)";
        return tap?.resumed ? "the page's heading (loaded as a document)" : "the page's heading (drawn by the app)";
      }
    }
  };
  /** Something must be moving before a tap that stops it. */
  const ready = () => {
    if (answer.kind !== "stopped") return true;
    const list = listNamed(answer.list);
    return list !== null && running(list).length > 0;
  };

  /**
   * @typedef {{ epoch: number, at?: number, upAt?: number, handledAt?: number, hit?: boolean,
   *   on?: string, pointerType?: string, hydrated?: boolean, resumed?: boolean }} Tap
   */
  /** @type {{ control: Element, target: Element } | null} */
  let armed = null;
  /** @type {Tap | null} */
  let tap = null;
  let done = false;

  // The browser's own figure beside the bench's: Event Timing durations (reported only from 16 ms,
  // in 8 ms steps). A tap held and replayed by the page's loader shows only its own events.
  /** @type {Array<{ name: string, duration: number }>} */
  const tapEvents = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!tap || tap.at === undefined || entry.startTime < tap.at - 1) continue;
        if (["pointerdown", "pointerup", "click"].includes(entry.name))
          tapEvents.push({ name: entry.name, duration: entry.duration });
      }
    }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16, buffered: true }));
  } catch {
    // No Event Timing: the bench's figure alone.
  }

  /** A few frames later, so the browser has reported its Event Timing. */
  const finish = (/** @type {Record<string, unknown>} */ message) => {
    done = true;
    try {
      sessionStorage.removeItem(STORE);
    } catch {
      // No storage: nothing was carried.
    }
    let frames = 0;
    const later = () => {
      if (++frames < 4) return requestAnimationFrame(later);
      setTimeout(() => send({ ...message, tap, tapEvents }));
    };
    requestAnimationFrame(later);
  };
  const watch = () => {
    const frame = () => {
      if (done || !tap) return;
      const now = performance.now();
      const ms = performance.timeOrigin + now - tap.epoch;
      const shown = answerShown();
      if (shown) return finish({ type: "answer", ms, shown, frameAt: now, resumed: tap.resumed === true });
      if (ms > plan.timeoutMs) return finish({ type: "timeout", ms, url: location.pathname, partial });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };

  addEventListener(
    "pointerdown",
    (event) => {
      if (!armed || tap) return;
      const on = event.target;
      tap = {
        epoch: performance.timeOrigin + event.timeStamp,
        at: event.timeStamp,
        handledAt: performance.now(),
        hit: on instanceof Node && (armed.target.contains(on) || armed.control.contains(on)),
        on: describe(on),
        pointerType: event.pointerType,
        hydrated: document.documentElement.hasAttribute("data-hydrated"),
      };
      partial = null;
      if (!tap.hit) return finish({ type: "missed" });
      try {
        sessionStorage.setItem(STORE, JSON.stringify({ id: plan.tap.id, epoch: tap.epoch }));
      } catch {
        // No storage: a tap that loads another page is not timed.
      }
      watch();
    },
    { capture: true, passive: true },
  );
  addEventListener(
    "pointerup",
    (event) => {
      if (tap && tap.upAt === undefined && !tap.resumed) tap.upAt = event.timeStamp;
    },
    { capture: true, passive: true },
  );

  /** A tap on an earlier document of this visit that loaded this one. @returns {Tap | null} */
  const carried = () => {
    try {
      const pending = JSON.parse(sessionStorage.getItem(STORE) ?? "null");
      return pending?.id === plan.tap.id ? { epoch: pending.epoch, resumed: true } : null;
    } catch {
      return null;
    }
  };
  // A page opened cold, in its own tab, is timed from its navigation's start.
  tap = plan.cold ? { epoch: performance.timeOrigin, resumed: true } : carried();
  if (tap) watch();

  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName("first-contentful-paint")[0];
    if (!paint) return;
    observer.disconnect();
    send({ type: "paint", fcp: paint.startTime, url: location.pathname });
  }).observe({ type: "paint", buffered: true });
  const hydration = new MutationObserver(() => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    hydration.disconnect();
    send({ type: "hydrated", at: performance.now(), url: location.pathname });
  });
  // Observe the document: this runs before <html> exists.
  hydration.observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });

  /**
   * Called by the bench before it taps: waits for the control (and whatever the answer stops to be
   * moving), scrolls it to the middle if not wholly on screen, then arms the next pointerdown. A jump
   * down a long page lays out cards near it (content-visibility) and the page resizes two frames
   * later, so the point is given only after three frames with the control in place, hit-testable,
   * and no scroll, content-visibility change or resize. Checked per frame, never by timer.
   * @returns {Promise<{ x: number, y: number, scrolled: boolean, frames: number, at: number, hydrated: boolean } | { error: string }>}
   */
  const prepare = () =>
    new Promise((resolve) => {
      let scrolled = false;
      let frames = 0;
      let steady = 0;
      let moves = 0;
      let movesWere = 0;
      const moved = () => moves++;
      const events = ["scroll", "contentvisibilityautostatechange"];
      for (const type of events) document.addEventListener(type, moved, { capture: true, passive: true });
      const resized = new ResizeObserver(moved);
      resized.observe(document.body ?? document.documentElement);
      /** @type {string} */
      let was = "";
      const attempt = () => {
        frames++;
        const control = findControl();
        if (!control || !ready()) return requestAnimationFrame(attempt);
        if (answerShown()) return resolve({ error: "the answer shows before the tap" });
        const target = targetOf(control);
        let box = target.getBoundingClientRect();
        const onScreen = box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
        if (!onScreen) {
          target.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
          scrolled = true;
          box = target.getBoundingClientRect();
        }
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const place = `${x},${y}`;
        const hit = document.elementFromPoint(x, y);
        const hits = hit !== null && (target.contains(hit) || control.contains(hit));
        const still = place === was && moves === movesWere && onScreen && hits;
        steady = still ? steady + 1 : 0;
        was = place;
        movesWere = moves;
        if (steady < 3 && frames < 600) return requestAnimationFrame(attempt);
        for (const type of events) document.removeEventListener(type, moved, { capture: true });
        resized.disconnect();
        armed = { control, target };
        resolve({
          x,
          y,
          scrolled,
          frames,
          at: performance.now(),
          hydrated: document.documentElement.hasAttribute("data-hydrated"),
        });
      };
      attempt();
    });

  Object.defineProperty(window, "__benchTapProbe", { value: { prepare }, configurable: true });
}
