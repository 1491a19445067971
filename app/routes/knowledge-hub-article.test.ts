import { afterEach, describe, expect, it, vi } from "vitest";
import { readerLoadStarts } from "~/lib/article-reader";
import { clientLoader } from "./knowledge-hub-article";

type LoaderArgs = Parameters<typeof clientLoader>[0];

const ARTICLE = "/knowledge-hub/the-payments-go-live-checklist";
/** The address a move to the article's page asks for, which the reader asks for too. */
const request = (controller: AbortController) =>
  new Request(`https://site.test${ARTICLE}`, { signal: controller.signal });
/** The reader's load: announced by the reader, then asked at the same address. */
const readerRequest = (controller: AbortController) => {
  readerLoadStarts(ARTICLE);
  return request(controller);
};

/** The reader's load, with what the prerendered data file answered. */
const load = (request: Request, serverLoader: () => Promise<unknown>) =>
  clientLoader({ request, serverLoader } as unknown as LoaderArgs);

describe("the article's data for the reader over the hub", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the article is unavailable, and logs why, when its data cannot be had", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const dropped = new TypeError("NetworkError when attempting to fetch resource.");

    await expect(load(readerRequest(new AbortController()), () => Promise.reject(dropped))).resolves.toEqual({
      unavailable: true,
    });
    expect(errors).toHaveBeenCalledWith(
      "[articles] Could not load /knowledge-hub/the-payments-go-live-checklist for the reader:",
      dropped,
    );
  });

  it("logs nothing when the reader was closed while the article loaded (its request cancelled)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = new AbortController();
    const cancelled = new DOMException("The operation was aborted.", "AbortError");
    const serverLoader = () => {
      controller.abort();
      return Promise.reject(cancelled);
    };

    await expect(load(readerRequest(controller), serverLoader)).rejects.toBe(cancelled);
    expect(errors).not.toHaveBeenCalled();
  });

  it("leaves a failure to the page's own error when a move, not the reader, asked for the article", async () => {
    const dropped = new TypeError("NetworkError when attempting to fetch resource.");
    // The reader's load was answered: the move after it is the page's own.
    await load(readerRequest(new AbortController()), () => Promise.resolve({ article: {} }));

    await expect(load(request(new AbortController()), () => Promise.reject(dropped))).rejects.toBe(dropped);
  });
});
