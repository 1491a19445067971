import { site } from "~/site";

/** How long a phone or tablet waits before leaving for the sign-up page (spec section 9). */
export const HANDHELD_REDIRECT_DELAY_MS = 100;

/**
 * The provider's sign-up address with the programme's campaign context and UTM source and
 * medium; `placement` names the button (utm_content) so marketing can tell CTAs apart.
 */
export function buildSignupUrl(placement?: string): string {
  const url = new URL(site.signup.url);
  url.searchParams.set(site.signup.campaignContext.name, site.signup.campaignContext.value);
  url.searchParams.set("utm_source", site.signup.utmSource);
  url.searchParams.set("utm_medium", site.signup.utmMedium);
  if (placement) url.searchParams.set("utm_content", placement);
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
