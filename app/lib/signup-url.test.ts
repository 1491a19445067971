import { describe, expect, it, vi } from "vitest";
import { site } from "~/site";
import { buildSignupUrl, followSignupLink, isHandheldDevice } from "./signup-url";

function click() {
  return { defaultPrevented: false, preventDefault: vi.fn() };
}

describe("buildSignupUrl", () => {
  it("points at the provider's sign-up page with the campaign context, utm source and medium", () => {
    const url = new URL(buildSignupUrl());
    expect(`${url.origin}${url.pathname}`).toBe(site.signup.url);
    expect(url.searchParams.get(site.signup.campaignContext.name)).toBe(site.signup.campaignContext.value);
    expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
    expect(url.searchParams.get("utm_medium")).toBe(site.signup.utmMedium);
    expect(url.searchParams.has("utm_content")).toBe(false);
  });

  it("names the button that was pressed in utm_content, encoded", () => {
    const url = new URL(buildSignupUrl("home hero & more"));
    expect(url.searchParams.get("utm_content")).toBe("home hero & more");
    expect(url.search).toContain("utm_content=home+hero+%26+more");
  });

  it("adds the tracking to a sign-up address an editor set, keeping the editor's own path and values", () => {
    const url = new URL(buildSignupUrl("perks_hero", `${site.signup.url}/startups?utm_medium=newsletter&plan=growth`));
    expect(url.pathname).toBe(`${new URL(site.signup.url).pathname}/startups`);
    expect(url.searchParams.get("plan")).toBe("growth");
    expect(url.searchParams.get("utm_medium")).toBe("newsletter");
    expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
    expect(url.searchParams.get(site.signup.campaignContext.name)).toBe(site.signup.campaignContext.value);
    expect(url.searchParams.get("utm_content")).toBe("perks_hero");
  });
});

describe("followSignupLink", () => {
  const href = buildSignupUrl("test");

  it("on a phone or tablet, stays in the tab and changes location after 100 ms", () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const event = click();
    followSignupLink(event, href, { handheld: true, navigate, schedule: setTimeout });
    expect(event.preventDefault).toHaveBeenCalled();
    vi.advanceTimersByTime(99);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith(href);
    vi.useRealTimers();
  });

  it("on a desktop, leaves the click alone so the link opens its new tab", () => {
    const navigate = vi.fn();
    const event = click();
    followSignupLink(event, href, { handheld: false, navigate, schedule: setTimeout });
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("on a phone, leaves links to other hosts alone", () => {
    const navigate = vi.fn();
    const event = click();
    followSignupLink(event, "https://news.example/story", { handheld: true, navigate, schedule: setTimeout });
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it("respects a modifier-click that asks for a new tab", () => {
    const navigate = vi.fn();
    const event = { ...click(), metaKey: true };
    followSignupLink(event, href, { handheld: true, navigate, schedule: setTimeout });
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});

describe("isHandheldDevice", () => {
  it("is true only when the primary pointer is coarse and cannot hover", () => {
    const matchMedia = (matches: boolean) => vi.fn().mockReturnValue({ matches }) as unknown as Window["matchMedia"];
    expect(isHandheldDevice(matchMedia(true))).toBe(true);
    expect(isHandheldDevice(matchMedia(false))).toBe(false);
    expect(isHandheldDevice(undefined)).toBe(false);
  });
});
