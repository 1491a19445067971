// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateInIndia } from "./calendar-date";
import {
  endedOffersScript,
  endsWithin,
  EVERY_OFFER,
  filtersFromAddressScript,
  hasEnded,
  isFor,
  offerFilterOf,
  offerFilterSearch,
  showsUnder,
} from "./perks";

/** An instant given as India's wall-clock time (UTC+05:30). */
const india = (wallClock: string) => Date.parse(`${wallClock}+05:30`);

describe("an offer's last day", () => {
  const lastDay = { endsOn: "2027-03-31" };

  it("runs all of it, and is over the day after", () => {
    expect(hasEnded(lastDay, "2027-03-30")).toBe(false);
    expect(hasEnded(lastDay, "2027-03-31")).toBe(false);
    expect(hasEnded(lastDay, "2027-04-01")).toBe(true);
  });

  it("never comes for an offer without one", () => {
    expect(hasEnded({}, "2099-12-31")).toBe(false);
    expect(endsWithin({}, "2027-03-01", 30)).toBe(false);
  });

  it("is a whole day in India: still on at 23:59 there, over at midnight, whatever the time in UTC", () => {
    expect(hasEnded(lastDay, dateInIndia(india("2027-03-31T23:59")))).toBe(false);
    expect(hasEnded(lastDay, dateInIndia(india("2027-04-01T00:00")))).toBe(true);
    // 18:45 UTC on 31 March is already 1 April in India.
    expect(hasEnded(lastDay, dateInIndia(Date.parse("2027-03-31T18:45Z")))).toBe(true);
  });

  it("is named as ending soon within the next 30 days, today included, and not once it has passed", () => {
    expect(endsWithin(lastDay, "2027-03-31", 30)).toBe(true);
    expect(endsWithin(lastDay, "2027-03-02", 30)).toBe(true);
    expect(endsWithin(lastDay, "2027-03-01", 30)).toBe(false);
    expect(endsWithin(lastDay, "2027-04-01", 30)).toBe(false);
  });
});

describe("whom an offer is for", () => {
  it("is every founder when it names no kind of startup, else those it names", () => {
    expect(isFor({}, ["bootstrapped"])).toBe(true);
    expect(isFor({ qualifies: [] }, ["venture-funded"])).toBe(true);
    expect(isFor({ qualifies: ["bootstrapped"] }, ["bootstrapped"])).toBe(true);
    expect(isFor({ qualifies: ["bootstrapped"] }, ["venture-funded", "infinity"])).toBe(false);
    expect(isFor({ qualifies: ["venture-funded", "infinity"] }, ["bootstrapped", "infinity"])).toBe(true);
  });
});

describe("the script before the offers", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.dispatchEvent(new Event("DOMContentLoaded")); // each test's script stops
    document.body.replaceChildren();
  });
  /** Offers as the parser adds them, after the script: fourteen, the last days of two given. */
  const parseOffers = () => {
    const offers = Array.from({ length: 14 }, (_, index) => {
      const offer = document.createElement("li");
      if (index === 0) offer.dataset.endsOn = "2027-03-31";
      if (index === 13) offer.dataset.endsOn = "2027-06-30";
      return offer;
    });
    const list = document.createElement("ul");
    document.body.append(list);
    list.append(...offers);
    return offers;
  };
  /** Mutation records reach the script at the next microtask: before the browser could paint. */
  const delivered = () => Promise.resolve();
  const shown = (offers: HTMLElement[]) => offers.map((offer) => !offer.hidden);

  it("hides each offer the parser adds whose last day has passed at the visitor's time in India, however many come first", async () => {
    vi.useFakeTimers({ now: india("2027-07-01T00:05"), toFake: ["Date"] });
    new Function(endedOffersScript())();
    const offers = parseOffers();
    await delivered();
    expect(shown(offers)).toEqual([false, ...Array(12).fill(true), false]);
  });

  it("shows an offer all of its last day", async () => {
    vi.useFakeTimers({ now: india("2027-03-31T23:55"), toFake: ["Date"] });
    new Function(endedOffersScript())();
    const offers = parseOffers();
    await delivered();
    expect(shown(offers).every(Boolean)).toBe(true);
  });

  it("stops once the page is parsed", async () => {
    vi.useFakeTimers({ now: india("2027-07-01T00:05"), toFake: ["Date"] });
    new Function(endedOffersScript())();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    const offers = parseOffers();
    await delivered();
    expect(shown(offers).every(Boolean)).toBe(true);
  });
});

describe("narrowing the offers", () => {
  const forEveryone = { category: "finance" as const };
  const forVcs = { qualifies: ["venture-funded" as const, "infinity" as const], category: "software" as const };
  const uncategorised = {};

  it("shows every offer until a founder narrows them", () => {
    for (const perk of [forEveryone, forVcs, uncategorised]) expect(showsUnder(perk, EVERY_OFFER)).toBe(true);
  });

  it("by kind of startup: an offer for every founder is for each kind, another only for those it names", () => {
    const bootstrapped = { ...EVERY_OFFER, for: "bootstrapped" as const };
    expect(showsUnder(forEveryone, bootstrapped)).toBe(true);
    expect(showsUnder(forVcs, bootstrapped)).toBe(false);
    expect(showsUnder(forVcs, { ...EVERY_OFFER, for: "infinity" })).toBe(true);
  });

  it("by category: only the offers of that category, not one without any; both choices at once", () => {
    expect(showsUnder(forVcs, { ...EVERY_OFFER, category: "software" })).toBe(true);
    expect(showsUnder(forEveryone, { ...EVERY_OFFER, category: "software" })).toBe(false);
    expect(showsUnder(uncategorised, { ...EVERY_OFFER, category: "legal" })).toBe(false);
    expect(showsUnder(forVcs, { for: "bootstrapped", category: "software" })).toBe(false);
    expect(showsUnder(forEveryone, { for: "bootstrapped", category: "finance" })).toBe(true);
  });

  it("keeps the choice in the address, and reads it back; what it does not know is every offer", () => {
    expect(offerFilterSearch({ for: "bootstrapped", category: "software" })).toBe(
      "?for=bootstrapped&category=software",
    );
    expect(offerFilterSearch({ ...EVERY_OFFER, category: "hiring" })).toBe("?category=hiring");
    expect(offerFilterSearch(EVERY_OFFER)).toBe("");
    expect(offerFilterOf("?for=venture-funded&category=legal")).toEqual({ for: "venture-funded", category: "legal" });
    expect(offerFilterOf("?for=unicorns&category=<script>")).toEqual(EVERY_OFFER);
    expect(offerFilterOf("")).toEqual(EVERY_OFFER);
  });

  it("checks, before the offers are parsed, the choices a shared address names, with the page's own source", () => {
    /** A group of choices as the page renders it, "all" checked. */
    const choices = (name: string, values: string[]) =>
      values
        .map((value) => `<input type="radio" name="${name}" value="${value}"${value === "all" ? " checked" : ""}>`)
        .join("");
    document.body.innerHTML = choices("perk-for", ["all", "bootstrapped"]) + choices("perk-category", ["all", "legal"]);
    window.history.replaceState(null, "", "/perks?for=bootstrapped&category=%22%5D");
    new Function(filtersFromAddressScript())();
    const checked = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]:checked`)?.value;
    expect(checked("perk-for")).toBe("bootstrapped");
    // A value no choice has (here one that would break a selector) leaves the choice as it was.
    expect(checked("perk-category")).toBe("all");
    window.history.replaceState(null, "", "/");
  });
});
