import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CmsClient } from "./client";
import { readCmsConfig } from "./config";
import type { RawEntry } from "./fields";

/**
 * A preview build's live refresh (./preview-content.tsx, swapped for ./live-content.tsx by vite.config.ts) against a
 * stand-in Live Preview SDK: what the page hands it, and what it makes of each edit passed back.
 */
const sdk = vi.hoisted(() => ({
  init: vi.fn(async () => null),
  subscribe: vi.fn(),
}));
vi.mock("@contentful/live-preview", () => ({ ContentfulLivePreview: sdk }));
vi.mock("./client", () => ({ getCmsClient: vi.fn() }));

/** What a preview build writes in for the page (vite.config.ts). */
const config = readCmsConfig({
  CONTENTFUL_SPACE_ID: "space-1",
  CONTENTFUL_DELIVERY_TOKEN: "delivery-token",
  CONTENTFUL_PREVIEW: "true",
  CONTENTFUL_PREVIEW_TOKEN: "preview-token",
  CONTENTFUL_LIVE_PREVIEW_ORIGINS: "https://app.contentful.com",
});

const heroEntry = (fields: Record<string, unknown>): RawEntry => ({
  sys: { id: "hero-home", type: "Entry", locale: "en-US" },
  fields: { pageSlug: "/", isActive: true, ...fields },
});

let queryClient: QueryClient;
/** Undoes the framing a test pretended. */
let restoreTop = () => undefined as unknown;
let answer: ((entries: RawEntry[]) => void) | undefined;
/** The edit the SDK would pass back for the last subscription. */
let edited: (entries: RawEntry[]) => void;

/** The modules afresh, as a page loads them: the SDK's connection is decided once per page. */
async function load({ framed }: { framed: boolean }) {
  vi.resetModules();
  answer = undefined;
  vi.stubGlobal("__CMS_CONFIG__", config);
  vi.stubGlobal("__LIVE_PREVIEW__", true);
  if (framed) {
    const top = Object.getOwnPropertyDescriptor(window, "top");
    Object.defineProperty(window, "top", { configurable: true, get: () => ({}) });
    restoreTop = () => (top ? Object.defineProperty(window, "top", top) : Reflect.deleteProperty(window, "top"));
  }
  const { getCmsClient } = await import("./client");
  const client = {
    getEntries: vi.fn(() => new Promise((resolve) => (answer = (items) => resolve({ items })))),
  } as unknown as CmsClient;
  vi.mocked(getCmsClient).mockReturnValue(Promise.resolve(client));
  sdk.subscribe.mockImplementation((_event: string, { callback }: { callback: (data: unknown) => void }) => {
    edited = (entries) => act(() => callback(entries));
    return () => undefined;
  });
  const { createQueryClient } = await import("./query-client");
  queryClient = createQueryClient();
  const { useCmsQuery } = await import("./preview-content");
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCmsQuery({ kind: "hero", path: "/", snapshot: { title: "From the build" } }), {
    wrapper,
  });
  // The Preview API has been asked; the test answers.
  await waitFor(() => expect(answer).toBeDefined());
  return hook;
}

beforeEach(() => {
  sdk.init.mockClear();
  sdk.subscribe.mockReset();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  queryClient.clear();
  restoreTop();
  restoreTop = () => undefined;
});

describe("a preview build's live refresh", () => {
  it("shows the build's snapshot until the Preview API answers, then the entries it returns; not framed, no SDK", async () => {
    const { result } = await load({ framed: false });
    expect(result.current.override).toEqual({ title: "From the build" });
    act(() => answer!([heroEntry({ title: "Saved as a draft" })]));
    await waitFor(() => expect(result.current.override?.title).toBe("Saved as a draft"));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.subscribe).not.toHaveBeenCalled();
  });

  it("framed by the web app: hands the SDK the entries as returned, then shows each edit it passes back", async () => {
    const { result } = await load({ framed: true });
    const returned = [heroEntry({ title: "Draft", subtitle: "A subtitle" })];
    act(() => answer!(returned));
    await waitFor(() => expect(sdk.subscribe).toHaveBeenCalled());
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        locale: "en-US",
        enableLiveUpdates: true,
        enableInspectorMode: true,
        targetOrigin: ["https://app.contentful.com"],
      }),
    );
    expect(sdk.subscribe).toHaveBeenCalledWith("edit", expect.objectContaining({ data: returned }));

    edited([heroEntry({ title: "Typed", subtitle: "A subtitle" })]);
    expect(result.current.override).toMatchObject({ title: "Typed", subtitle: "A subtitle" });

    // A title emptied mid-edit is refused as a published one would be: only that field falls back.
    edited([heroEntry({ title: "", subtitle: "A subtitle" })]);
    expect(result.current.override).not.toHaveProperty("title");
    expect(result.current.override).toMatchObject({ subtitle: "A subtitle" });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/hero-home: field "title" is invalid/));
  });

  it("lets only the editor origins speak to the SDK", async () => {
    await load({ framed: true });
    act(() => answer!([heroEntry({ title: "Draft" })]));
    await waitFor(() => expect(sdk.init).toHaveBeenCalled());
    const heard: string[] = [];
    const listener = (event: MessageEvent) => heard.push(event.origin);
    window.addEventListener("message", listener);
    const data = { source: "live-preview-editor", method: "ENTRY_UPDATED" };
    window.dispatchEvent(new MessageEvent("message", { data, origin: "https://evil.example" }));
    window.dispatchEvent(new MessageEvent("message", { data, origin: "https://app.contentful.com" }));
    window.removeEventListener("message", listener);
    expect(heard).toEqual(["https://app.contentful.com"]);
  });
});
