import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteEvent } from "~/lib/analytics-events";
import { deliverMeasuredEvents } from "~/lib/analytics-queue";
import { Measurement } from "./measurement";
import { NotFoundPage } from "./not-found-page";

/** The idle moment, run by the test when it chooses. */
const idle = vi.hoisted(() => ({ callbacks: [] as (() => void)[] }));
vi.mock("~/lib/when-idle", () => ({
  whenIdle: (callback: () => void) => {
    idle.callbacks.push(callback);
    return () => idle.callbacks.splice(idle.callbacks.indexOf(callback), 1);
  },
}));
/** The sender, standing in: it takes the events the page reports. */
const received: SiteEvent[] = [];
const sender = vi.hoisted(() => ({ startMeasuring: vi.fn() }));
vi.mock("~/lib/analytics-sender", () => sender);

const config = { endpoint: "https://collector.example/api/event", domain: "launchpad.example" };

beforeEach(() => {
  received.length = 0;
  idle.callbacks.length = 0;
  sender.startMeasuring.mockReset().mockImplementation(() => {
    deliverMeasuredEvents((event) => received.push(event));
    return () => deliverMeasuredEvents(null);
  });
});
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).globalPrivacyControl;
});

/** A page of the app: links, one whose handler stops the click, and a control that re-renders the app. */
function Page({ renderAgain }: { renderAgain: () => void }) {
  return (
    <>
      <Link to="/perks?coupon=SAVE">Perks</Link>
      <a href="https://news.example/story">News</a>
      <a href="https://news.example/stopped" onClick={(event) => (event.preventDefault(), event.stopPropagation())}>
        Stopped
      </a>
      <button type="button" onClick={renderAgain}>
        Render again
      </button>
    </>
  );
}

/** The app under a router, measured, as root.tsx renders it. */
function renderMeasured(page = <MeasuredPage />, address = "/?utm_source=x") {
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [address] });
  return render(<RouterProvider router={router} />);
}

function MeasuredPage() {
  const [renders, setRenders] = useState(0);
  // A new settings object on every render, as the build writes them in (root.tsx).
  return (
    <Measurement config={{ ...config }}>
      <Page renderAgain={() => setRenders(renders + 1)} />
    </Measurement>
  );
}

const runIdle = () => act(() => idle.callbacks.splice(0).forEach((callback) => callback()));

describe("Measurement", () => {
  it("reports the address on load and after each navigation, and starts the sender once when idle", async () => {
    renderMeasured();
    expect(sender.startMeasuring).not.toHaveBeenCalled();
    await runIdle();
    await waitFor(() => expect(sender.startMeasuring).toHaveBeenCalledWith(config));
    await userEvent.click(screen.getByRole("button", { name: "Render again" }));
    await userEvent.click(screen.getByRole("button", { name: "Render again" }));
    await userEvent.click(screen.getByRole("link", { name: "Perks" }));
    await runIdle();
    expect(received.filter((event) => event.type === "location")).toEqual([
      { type: "location", pathname: "/", search: "?utm_source=x", missing: false },
      { type: "location", pathname: "/perks", search: "?coupon=SAVE", missing: false },
    ]);
    expect(sender.startMeasuring).toHaveBeenCalledTimes(1);
  });

  it("reports a page that says there is no page here as missing, so a typed address is never sent", async () => {
    renderMeasured(
      <Measurement config={config}>
        <NotFoundPage />
      </Measurement>,
      "/priya-sharma-pitch-deck",
    );
    await runIdle();
    await waitFor(() =>
      expect(received.filter((event) => event.type === "location")).toEqual([
        { type: "location", pathname: "/priya-sharma-pitch-deck", search: "", missing: true },
      ]),
    );
  });

  it("reports every link clicked, a middle click and a stopped click too, and loads the sender at once", async () => {
    renderMeasured();
    const news = screen.getByRole("link", { name: "News" });
    news.addEventListener("click", (event) => event.preventDefault());
    news.addEventListener("auxclick", (event) => event.preventDefault());
    await userEvent.click(news);
    await waitFor(() => expect(sender.startMeasuring).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole("link", { name: "Stopped" }));
    await userEvent.pointer({ keys: "[MouseMiddle]", target: news });
    await userEvent.pointer({ keys: "[MouseRight]", target: news });
    expect(received.filter((event) => event.type === "link")).toEqual([
      { type: "link", href: "https://news.example/story" },
      { type: "link", href: "https://news.example/stopped" },
      { type: "link", href: "https://news.example/story" },
    ]);
  });

  it("for a visitor who asks not to be tracked: no sender, and nothing reported", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    renderMeasured();
    expect(idle.callbacks).toEqual([]);
    const news = screen.getByRole("link", { name: "News" });
    news.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(news);
    deliverMeasuredEvents((event) => received.push(event));
    expect(sender.startMeasuring).not.toHaveBeenCalled();
    expect(received).toEqual([]);
    deliverMeasuredEvents(null);
  });
});
