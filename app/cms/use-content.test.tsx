import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { HeroContent } from "~/content/models";
import type { SitePath } from "~/route-paths";
import { getCmsClient, type CmsClient } from "./client";
import { CACHE_GC_MS, createQueryClient, QUERY_RETRIES, retryDelay } from "./query-client";
import { useArticles } from "./use-articles";
import { useFaqs } from "./use-faqs";
import { useHero } from "./use-hero";
import { sectionFrom, usePageSections } from "./use-page-sections";

vi.mock("./client", () => ({ getCmsClient: vi.fn() }));

const fallback: HeroContent = { title: "Built-in title", subtitle: "Built-in subtitle", ctaText: "Get Started" };
const heroEntry = (title: string) => ({ sys: { id: "h" }, fields: { pageSlug: "/", isActive: true, title } });

/** A content client whose answers the test hands out one by one. */
function controlledClient() {
  const calls: Array<{
    query: Record<string, unknown>;
    resolve: (value: unknown) => void;
    reject: (e: unknown) => void;
  }> = [];
  const client = {
    getEntries: vi.fn(
      (query: Record<string, unknown>) => new Promise((resolve, reject) => calls.push({ query, resolve, reject })),
    ),
  } as unknown as CmsClient;
  return { client, calls, answer: (items: unknown[], n = calls.length - 1) => calls[n].resolve({ items }) };
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
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

function configure(client: CmsClient | null) {
  vi.mocked(getCmsClient).mockReturnValue(client ? Promise.resolve(client) : null);
}

describe("content hooks (spec section 4)", () => {
  it("without a content service: built-in copy, no request, nothing loading, no error", () => {
    configure(null);
    const { result } = renderHook(() => useHero("/", fallback), { wrapper });
    expect(result.current).toEqual({ data: fallback, loading: false, error: false });
  });

  it("starts loading with no error, then lays the fetched fields over the built-in hero", async () => {
    const { client, answer, calls } = controlledClient();
    configure(client);
    const { result } = renderHook(() => useHero("/", fallback), { wrapper });
    expect(result.current).toEqual({ data: fallback, loading: true, error: false });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => answer([heroEntry("From the service")]));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ data: { ...fallback, title: "From the service" }, loading: false, error: false });
  });

  it("with zero results: warns, keeps the built-in copy, stops loading", async () => {
    const { client, answer, calls } = controlledClient();
    configure(client);
    const { result } = renderHook(() => useFaqs("/", [{ question: "Q?", answer: "A." }]), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => answer([]));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ data: [{ question: "Q?", answer: "A." }], loading: false, error: false });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/No active faqItem entries for \//));
  });

  it("on failure: sets error, logs it, keeps the built-in copy, stops loading; a reload clears the error first", async () => {
    const { client, calls } = controlledClient();
    configure(client);
    const { result } = renderHook(() => useHero("/", fallback), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0].reject(Object.assign(new Error("Network Error"), { name: "AxiosError" })));
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current).toEqual({ data: fallback, loading: false, error: true });
    expect(console.error).toHaveBeenCalledWith(
      "[cms] Content fetch failed for hero for /: AxiosError: Network Error. Showing the built-in copy.",
    );

    act(() => void queryClient.refetchQueries());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current).toMatchObject({ loading: true, error: false });
    act(() => calls[1].resolve({ items: [heroEntry("Back again")] }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ data: { ...fallback, title: "Back again" }, loading: false, error: false });
  });

  it("reloads when the page slug changes", async () => {
    const { client, calls, answer } = controlledClient();
    configure(client);
    const { result, rerender } = renderHook(({ path }: { path: SitePath }) => useHero(path, fallback), {
      wrapper,
      initialProps: { path: "/" as SitePath },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => answer([heroEntry("Home hero")]));
    await waitFor(() => expect(result.current.data.title).toBe("Home hero"));

    rerender({ path: "/perks" });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].query["fields.pageSlug"]).toBe("/perks");
    expect(result.current).toEqual({ data: fallback, loading: true, error: false });
  });

  it("starts from the build-time snapshot and does not change data when the live answer is the same", async () => {
    const { client, calls, answer } = controlledClient();
    configure(client);
    const snapshot = { title: "Baked in" };
    const { result } = renderHook(() => useHero("/", fallback, snapshot), { wrapper });
    const first = result.current.data;
    expect(first).toEqual({ ...fallback, title: "Baked in" });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => answer([heroEntry("Baked in")]));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual(first);
  });

  it("keeps the snapshot when the live refresh fails", async () => {
    const { client, calls } = controlledClient();
    configure(client);
    const { result } = renderHook(() => useHero("/", fallback, { title: "Baked in" }), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0].reject(new Error("boom")));
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current.data.title).toBe("Baked in");
  });

  it("shows the built-in articles while loading, with no results and on error", async () => {
    const builtIn = [
      {
        id: 1,
        slug: "built-in",
        title: "Built-in",
        summary: "",
        badge: "New" as const,
        icon: "star" as const,
        published: "2026-01-01T00:00:00Z",
        updated: "2026-01-01T00:00:00Z",
        sections: [],
      },
    ];
    const { client, calls, answer } = controlledClient();
    configure(client);
    const { result } = renderHook(() => useArticles(builtIn), { wrapper });
    expect(result.current.data).toBe(builtIn);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].query["fields.pageSlug"]).toBe("/knowledge-hub");
    act(() => answer([]));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBe(builtIn);
  });

  it("gives page sections as a list, empty by default, merged by name field by field", async () => {
    const { client, calls, answer } = controlledClient();
    configure(client);
    const { result } = renderHook(() => usePageSections("/"), { wrapper });
    expect(result.current.data).toEqual([]);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => answer([{ sys: { id: "s" }, fields: { pageSlug: "/", sectionName: "about", heading: "New heading" } }]));
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    const builtIn = { sectionName: "about", heading: "Old", subheading: "Old sub", description: "Old text" };
    expect(sectionFrom(result.current.data, builtIn)).toEqual({
      sectionName: "about",
      heading: "New heading",
      subheading: "",
      description: "Old text",
    });
    expect(sectionFrom(result.current.data, { ...builtIn, sectionName: "other" })).toEqual({
      ...builtIn,
      sectionName: "other",
    });
  });
});

describe("the data cache (spec section 9)", () => {
  it("drops content after 5 minutes unused and retries 3 times, waiting 1, 2, 4 s up to 30 s", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(CACHE_GC_MS);
    expect(CACHE_GC_MS).toBe(300_000);
    expect(defaults?.retry).toBe(QUERY_RETRIES);
    expect(QUERY_RETRIES).toBe(3);
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});
