/**
 * Browser code, run in a served page by either browser suite (Playwright's evaluate, a WebDriver
 * session's script): a string given to each of three DOM sinks that make script, markup, a
 * script's text and a script's address. Under the page's Trusted Types policy each throws
 * (docs/decisions/714). Self-contained: the suites send its source to the page.
 */
export function tryScriptSinks(): string[] {
  const sinks: Record<string, () => void> = {
    "Element innerHTML": () => {
      document.createElement("div").innerHTML = '<img src="/x" onerror="window.__injectedScriptRan = true">';
    },
    "HTMLScriptElement textContent": () => {
      document.createElement("script").textContent = "window.__injectedScriptRan = true;";
    },
    "HTMLScriptElement src": () => {
      document.createElement("script").src = "/assets/injected.js";
    },
  };
  return Object.entries(sinks).map(([sink, assign]) => {
    try {
      assign();
      return `${sink}: taken`;
    } catch (error) {
      return `${sink}: ${(error as Error).name}`;
    }
  });
}

/** What `tryScriptSinks` returns where the policy is enforced: each sink refused. */
export const SINKS_REFUSED = [
  "Element innerHTML: TypeError",
  "HTMLScriptElement textContent: TypeError",
  "HTMLScriptElement src: TypeError",
];
