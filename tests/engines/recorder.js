// Served by the recording proxy (recording-proxy.ts) and put first in every page's <head>: records
// what a page must never do, from before its first script runs, in engines whose driver has no log
// of its own (WebKitWebDriver speaks only classic WebDriver). The suite reads window.__engineLog.
(() => {
  const log = [];
  Object.defineProperty(window, "__engineLog", { value: log });
  const text = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof Element)
        log.push(`failed to load: <${target.localName}> ${target.currentSrc || target.src || target.href || ""}`);
      else log.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`);
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => log.push(`unhandled rejection: ${text(event.reason)}`));
  document.addEventListener(
    "securitypolicyviolation",
    (event) => log.push(`policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || event.sample}`),
    true,
  );
  // Not failures: what the visitor did and what the dialogs did, for a timed-out wait to print
  // (engine.ts), so "never opened" and "opened, then closed" read differently.
  const trail = [];
  Object.defineProperty(window, "__engineTrail", { value: trail });
  const named = (target) =>
    target instanceof Element
      ? `${target.localName} ${target.getAttribute("aria-label") ?? target.id ?? ""}`.trim()
      : "document";
  for (const type of ["pointerdown", "click", "keydown", "close", "cancel"])
    addEventListener(
      type,
      (event) => trail.push(`${type}${event.key ? ` ${event.key}` : ""} on ${named(event.target)}`),
      true,
    );
  const consoleError = console.error;
  console.error = (...args) => {
    log.push(`console.error: ${args.map(text).join(" ")}`);
    consoleError.apply(console, args);
  };
})();
