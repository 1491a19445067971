import { site } from "~/site";

/** How long a phone or tablet waits before leaving for the sign-up page (spec section 9). */
export const HANDHELD_REDIRECT_DELAY_MS = 100;

/**
 * The provider's sign-up address with the programme's campaign context and UTM source and
 * medium; `placement` names the button (utm_content) so marketing can tell CTAs apart. A sign-up
 * address set by an editor keeps its own path and parameters; ours fill in what it lacks.
 */
export function buildSignupUrl(placement?: string, address: string = site.signup.url): string {
  const url = new URL(address);
  const tracking: [string, string | undefined][] = [
    [site.signup.campaignContext.name, site.signup.campaignContext.value],
    ["utm_source", site.signup.utmSource],
    ["utm_medium", site.signup.utmMedium],
    ["utm_content", placement],
  ];
  for (const [name, value] of tracking) {
    if (value && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

export function isSignupUrl(href: string): boolean {
  try {
    return new URL(href).host === new URL(site.signup.url).host;
  } catch {
    return false;
  }
}

/** Phones and tablets: no hovering pointer, a coarse one (finger). */
export function isHandheldDevice(matchMedia: Window["matchMedia"] | undefined = globalThis.matchMedia): boolean {
  return typeof matchMedia === "function" && matchMedia("(hover: none) and (pointer: coarse)").matches;
}

interface ClickLike {
  preventDefault(): void;
  defaultPrevented: boolean;
  metaKey?: boolean;
  ctrlKey?: boolean;
  shiftKey?: boolean;
}

interface HandheldEnvironment {
  handheld: boolean;
  navigate: (href: string) => void;
  schedule: (run: () => void, ms: number) => unknown;
}

const browserEnvironment = (): HandheldEnvironment => ({
  handheld: isHandheldDevice(),
  navigate: (href) => window.location.assign(href),
  schedule: (run, ms) => window.setTimeout(run, ms),
});

/**
 * On phones and tablets a new tab from an in-app browser often goes nowhere, so a sign-up link
 * there becomes a plain location change after 100 ms. Elsewhere the link opens its new tab as is.
 */
export function followSignupLink(
  event: ClickLike,
  href: string,
  environment: HandheldEnvironment = browserEnvironment(),
): void {
  if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
  if (!environment.handheld || !isSignupUrl(href)) return;
  event.preventDefault();
  environment.schedule(() => environment.navigate(href), HANDHELD_REDIRECT_DELAY_MS);
}
