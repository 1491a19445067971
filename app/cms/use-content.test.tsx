import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fallbackArticles } from "~/content/knowledge-hub";
import type { HeroContent } from "~/content/models";
import type { SitePath } from "~/route-paths";
import { getCmsClient, type CmsClient } from "./client";
import { createQueryClient, retryDelay } from "./query-client";
import { useArticles } from "./use-articles";
import { useFaqs } from "./use-faqs";
import { useHero } from "./use-hero";
import { sectionFrom, usePageSections } from "./use-page-sections";

vi.mock("./client", () => ({ getCmsClient: vi.fn() }));

const fallback: HeroContent = { title: "Built-in title", subtitle: "Built-in subtitle", ctaText: "Get Started" };
const heroEntry = (title: string) => ({ sys: { id: "h" }, fields: { pageSlug: "/", isActive: true, title } });

type Call = { query: Record<string, unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** Makes the site's content client one whose answers the test hands out one by one. */
function liveClient() {
  const calls: Call[] = [];
  const getEntries = (query: Record<string, unknown>) =>
    new Promise((resolve, reject) => calls.push({ query, resolve, reject }));
  vi.mocked(getCmsClient).mockReturnValue(Promise.resolve({ getEntries } as unknown as CmsClient));
  /** Once request n is sent, answers it with these items, or fails it with this error. */
  const answer = async (items: unknown[] | Error, n = 0) => {
    await waitFor(() => expect(calls).toHaveLength(n + 1));
    act(() => (items instanceof Error ? calls[n].reject(items) : calls[n].resolve({ items })));
  };
  return { calls, answer };
}

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

// The live queries import their module on first use; have it loaded so that is not what is timed.
beforeAll(() => import("./queries"));

beforeEach(() => {
  queryClient = createQueryClient();
  // Retries are the spec's (tested below); here a failure should surface at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => queryClient.clear());

describe("content hooks (spec section 4)", () => {
  it("without a content service: built-in copy, no request, nothing loading, no error", () => {
    vi.mocked(getCmsClient).mockReturnValue(null);
    const { result } = renderHook(() => useHero("/", fallback), { wrapper });
    expect(result.current).toEqual({ data: fallback, loading: false, error: false });
  });

  it("starts loading with no error, then lays the fetched fields over the built-in hero", async () => {
    const { answer } = liveClient();
    const { result } = renderHook(() => useHero("/", fallback), { wrapper });
    expect(result.current).toEqual({ data: fallback, loading: true, error: false });
    await answer([heroEntry("From the service")]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ data: { ...fallback, title: "From the service" }, loading: false, error: false });
  });

  it("with zero results: warns, keeps the built-in copy, stops loading", async () => {
    const { answer } = liveClient();
    const { result } = renderHook(() => useFaqs("/", [{ question: "Q?", answer: "A." }]), { wrapper });
    await answer([]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ data: [{ question: "Q?", answer: "A." }], loading: false, error: false });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/No active faqItem entries for \//));
  });

  it("on failure: sets error, logs it, keeps the built-in copy, stops loading; a reload clears the error first", async () => {
    const { calls, answer } = liveClient();
    const { result } = renderHook(() => useHero("/", fallback), { wrapper });
    await answer(Object.assign(new Error("Network Error"), { name: "AxiosError" }));
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current).toEqual({ data: fallback, loading: false, error: true });
    expect(console.error).toHaveBeenCalledWith(
      "[cms] Content fetch failed for hero for /: AxiosError: Network Error. Showing the built-in copy.",
    );

    act(() => void queryClient.refetchQueries());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current).toMatchObject({ loading: true, error: false });
    await answer([heroEntry("Back again")], 1);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ data: { ...fallback, title: "Back again" }, loading: false, error: false });
  });

  it("reloads when the page slug changes", async () => {
    const { calls, answer } = liveClient();
    const { result, rerender } = renderHook(({ path }: { path: SitePath }) => useHero(path, fallback), {
      wrapper,
      initialProps: { path: "/" as SitePath },
    });
    await answer([heroEntry("Home hero")]);
    await waitFor(() => expect(result.current.data.title).toBe("Home hero"));

    rerender({ path: "/perks" });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].query["fields.pageSlug"]).toBe("/perks");
    expect(result.current).toEqual({ data: fallback, loading: true, error: false });
  });

  it("starts from the build-time snapshot and does not change data when the live answer is the same", async () => {
    const { answer } = liveClient();
    const { result } = renderHook(() => useHero("/", fallback, { title: "Baked in" }), { wrapper });
    const first = result.current.data;
    expect(first).toEqual({ ...fallback, title: "Baked in" });
    expect(result.current.loading).toBe(true);
    await answer([heroEntry("Baked in")]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual(first);
  });

  it("keeps the snapshot when the live refresh fails", async () => {
    const { answer } = liveClient();
    const { result } = renderHook(() => useHero("/", fallback, { title: "Baked in" }), { wrapper });
    await answer(new Error("boom"));
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current.data.title).toBe("Baked in");
  });

  it("shows the built-in articles while loading, with no results and on error", async () => {
    const { calls, answer } = liveClient();
    const { result } = renderHook(() => useArticles(fallbackArticles), { wrapper });
    expect(result.current.data).toBe(fallbackArticles);
    await answer([]);
    expect(calls[0].query["fields.pageSlug"]).toBe("/knowledge-hub");
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBe(fallbackArticles);
  });

  it("gives page sections as a list, empty by default, merged by name field by field", async () => {
    const { answer } = liveClient();
    const { result } = renderHook(() => usePageSections("/"), { wrapper });
    expect(result.current.data).toEqual([]);
    await answer([{ sys: { id: "s" }, fields: { pageSlug: "/", sectionName: "about", heading: "New heading" } }]);
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    const builtIn = { sectionName: "about", heading: "Old", subheading: "Old sub", description: "Old text" };
    expect(sectionFrom(result.current.data, builtIn)).toEqual({ ...builtIn, heading: "New heading", subheading: "" });
    const other = { ...builtIn, sectionName: "other" };
    expect(sectionFrom(result.current.data, other)).toEqual(other);
  });
});

describe("the data cache (spec section 9)", () => {
  it("drops content after 5 minutes unused and retries 3 times, waiting 1, 2, 4 s up to 30 s", () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({ gcTime: 300_000, retry: 3 });
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});
