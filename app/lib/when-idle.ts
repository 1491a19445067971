/**
 * Runs `callback` once the browser has nothing more urgent to do (at the latest after `timeoutMs`),
 * for work that can wait until the page is in use: code loaded after hydration. Returns a cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if ("requestIdleCallback" in window) {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no idle callback: soon after the current work instead.
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}
