import { beforeEach, describe, expect, it, vi } from "vitest";
import { programmeCohort } from "~/content/cohort";
import { inOrder, toConsultant, toMentor, toNewsLink, toPartnerPerk, toProgrammeCohort, toVideo } from "./list-entries";

const ASSETS = "https://images.ctfassets.net";
const entry = (fields: Record<string, unknown>, id = "entry-1") => ({ sys: { id }, fields });
const image = (url: string, contentType = "image/jpeg", width = 1200, height = 800) => ({
  sys: { type: "Asset", id: "asset-1" },
  fields: { title: "A picture", file: { url, contentType, details: { image: { width, height }, size: 1 } } },
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("partnerPerk", () => {
  const perk = {
    name: "Kinara CRM",
    kind: "CRM",
    offer: "₹1,86,000 in credits",
    description: "Credits across the suite.",
    ctaText: "Claim the credits",
    order: 2,
  };
  /** The perk above with these fields changed, as the site maps it. */
  const perkWith = (fields: Record<string, unknown>, id?: string) =>
    toPartnerPerk(entry({ ...perk, ...fields }, id), ASSETS);

  it("maps every field, the logo through the image API at its own size", () => {
    const more = { ctaLink: "https://partners.example/k", terms: "New customers only.", lastVerified: "2026-11-02" };
    const logo = image("//images.ctfassets.net/s/l/t/kinara.png", "image/png", 320, 96);
    const { ctaText, ...asIs } = perk;
    expect(perkWith({ ...more, logo }, "perk-kinara")).toEqual({
      ...asIs,
      ...more,
      id: "perk-kinara",
      cta: ctaText,
      logo: { src: `${ASSETS}/s/l/t/kinara.png`, alt: "Kinara CRM logo", width: 320, height: 96, resizable: true },
    });
  });

  it("draws an SVG logo as it is, not through the image API", () => {
    const logo = image("//images.ctfassets.net/s/l/t/k.svg", "image/svg+xml");
    expect(perkWith({ logo })?.logo?.resizable).toBe(false);
  });

  it("drops, with a warning, a logo from anywhere but the asset host, a bad link, a bad date", () => {
    const logo = image("https://tracker.example/pixel.png");
    const mapped = perkWith({ logo, ctaLink: "javascript:alert(1)", lastVerified: "02/11/2026" });
    for (const field of ["logo", "ctaLink", "lastVerified"]) expect(mapped).not.toHaveProperty(field);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/field "logo" is invalid \(must be a picture on https:\/\/images/),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/field "ctaLink" is invalid/));
  });

  it("ignores a logo link the service could not resolve", () => {
    expect(perkWith({ logo: { sys: { type: "Link", linkType: "Asset", id: "gone" } } })).not.toHaveProperty("logo");
  });

  it("skips a perk without a name, offer, description or button text, naming what is missing", () => {
    expect(perkWith({ offer: "", ctaText: undefined }, "perk-9")).toBeNull();
    expect(warn).toHaveBeenCalledWith("[cms] partnerPerk perk-9 has no usable offer or ctaText; skipped.");
  });

  it('reads who qualifies, its own steps, what it leaves out, its days and an "up to" figure', () => {
    const facts = {
      qualifies: ["venture-funded", "infinity"],
      claimSteps: ["Ask your account manager for an invite", "Accept it"],
      exclusions: "Up to 10 million events a month.",
      startsOn: "2026-12-01",
      endsOn: "2027-03-31",
      valueUpTo: true,
    };
    expect(perkWith(facts)).toMatchObject(facts);
  });

  it("refuses an offer whose stage it does not know, whose step is empty, or that ends before it starts", () => {
    const refused = [
      [{ qualifies: ["bootstrapped", "seed"] }, "qualifies"],
      [{ qualifies: "bootstrapped" }, "qualifies"],
      [{ claimSteps: ["Open Perks", ""] }, "claimSteps"],
      [{ startsOn: "2027-01-02", endsOn: "2027-01-01" }, "endsOn (before startsOn)"],
    ] as const;
    for (const [fields, named] of refused) {
      expect(perkWith(fields, "perk-x"), named).toBeNull();
      expect(warn).toHaveBeenLastCalledWith(`[cms] partnerPerk perk-x has no usable ${named}; skipped.`);
    }
    // A last day that is its first day is a one-day offer.
    expect(perkWith({ startsOn: "2027-01-01", endsOn: "2027-01-01" })).not.toBeNull();
  });

  it("keeps hostile text as text and puts a perk without an order last", () => {
    const hostile = '<script>alert("x")</script>';
    const mapped = perkWith({ name: hostile, order: undefined });
    expect(mapped).toMatchObject({ name: hostile, order: Number.MAX_SAFE_INTEGER });
  });
});

describe("mentor and consultant", () => {
  const person = { name: "Meera Krishnan", title: "Chief Risk Officer", linkedin: "https://www.linkedin.com/in/meera" };

  it("maps name, title, profile and a decorative photo", () => {
    const photo = image("//images.ctfassets.net/s/p/t/meera.jpg");
    expect(toMentor(entry({ ...person, photo, order: 1 }), ASSETS)).toEqual({
      ...person,
      photo: { src: `${ASSETS}/s/p/t/meera.jpg`, alt: "", width: 1200, height: 800, resizable: true },
      order: 1,
    });
    expect(toConsultant(entry(person), ASSETS)).toEqual({ ...person, order: Number.MAX_SAFE_INTEGER });
  });

  it("refuses a javascript: or http: profile link, and skips the person for it", () => {
    for (const linkedin of ["javascript:alert(1)", "http://www.linkedin.com/in/meera"]) {
      expect(toConsultant(entry({ ...person, linkedin }, "c-1"), ASSETS)).toBeNull();
    }
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/consultant c-1: field "linkedin" is invalid/));
    expect(warn).toHaveBeenCalledWith("[cms] consultant c-1 has no usable linkedin; skipped.");
  });
});

describe("newsLink", () => {
  it("maps publication, title and address", () => {
    const news = { publication: "Founder Ledger", title: "Infinity opens", url: "https://news.example/a", order: 3 };
    const mapped = toNewsLink(entry(news));
    expect(mapped).toEqual({ outlet: news.publication, headline: news.title, href: news.url, order: 3 });
  });

  it("skips a link without a safe address", () => {
    expect(toNewsLink(entry({ publication: "P", title: "T", url: "http://news.example/a" }))).toBeNull();
  });
});

describe("video", () => {
  it("maps the video host's id, title, description and the page slot it fills", () => {
    const id = "dQw4w9WgXcQ";
    const video = { title: "Going live", description: "How", placement: "library" };
    expect(toVideo(entry({ ...video, videoId: id }))).toEqual({ ...video, id, order: Number.MAX_SAFE_INTEGER });
  });

  it("skips a video whose id could smuggle anything into the embed address", () => {
    expect(toVideo(entry({ videoId: "x/../../evil?autoplay=1", title: "T", placement: "library" }, "v-1"))).toBeNull();
    expect(warn).toHaveBeenCalledWith("[cms] video v-1 has no usable videoId; skipped.");
  });
});

describe("programmeCohort", () => {
  const cohort = {
    name: "InFINity 2026",
    city: "Hyderabad",
    applyUrl: "https://apply.example/infinity",
    order: 1,
    bootcampStart: "2026-03-12",
    bootcampEnd: "2026-03-14",
    demoDayStart: "2026-05-25",
    demoDayEnd: "2026-05-31",
  };

  it("maps the name, city, both events' dates and the application link; the hours stay built in", () => {
    const { mandatoryHours } = programmeCohort;
    expect(toProgrammeCohort(entry(cohort), programmeCohort)).toEqual({ ...cohort, mandatoryHours });
    expect(warn).not.toHaveBeenCalled();
  });

  it("keeps the built-in application link when the service's is missing or unsafe", () => {
    const { applyUrl: _applyUrl, ...withoutLink } = cohort;
    expect(toProgrammeCohort(entry(withoutLink), programmeCohort)?.applyUrl).toBe(programmeCohort.applyUrl);
    const unsafe = toProgrammeCohort(entry({ ...cohort, applyUrl: "javascript:alert(1)" }), programmeCohort);
    expect(unsafe?.applyUrl).toBe(programmeCohort.applyUrl);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/field "applyUrl" is invalid/));
  });

  it.each([
    ["a date that is not a date", { bootcampEnd: "2026-02-30" }, /no usable bootcampEnd; skipped/],
    ["a date in another format", { demoDayStart: "25/05/2026" }, /no usable demoDayStart; skipped/],
    ["no city", { city: "  " }, /no usable city; skipped/],
    ["a name with nothing to name a calendar entry by", { name: "—" }, /no usable name; skipped/],
    ["a bootcamp that ends before it starts", { bootcampEnd: "2026-03-11" }, /bootcampEnd \(before bootcampStart\)/],
    ["a demo day window that runs backwards", { demoDayEnd: "2026-05-24" }, /demoDayEnd \(before demoDayStart\)/],
    ["a demo day before the bootcamp", { demoDayStart: "2026-03-01", demoDayEnd: "2026-03-02" }, /demoDayStart/],
  ])("skips a cohort with %s, saying why", (_case, change, logged) => {
    expect(toProgrammeCohort(entry({ ...cohort, ...change }), programmeCohort)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(logged));
  });
});

describe("inOrder", () => {
  it("keeps the entries that map, in the editors' order", () => {
    const entries = [
      entry({ publication: "B", title: "Second", url: "/perks", order: 2 }),
      entry({ publication: "X", title: "Broken", url: "javascript:x", order: 0 }),
      entry({ publication: "A", title: "First", url: "/community", order: 1 }),
    ];
    expect(inOrder(entries, toNewsLink).map((news) => news.headline)).toEqual(["First", "Second"]);
  });
});
