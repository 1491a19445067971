// The lists the marketing team edits, each declared once (./define.ts): the perks, the mentors
// and consultants, the news links, the videos and the cohort. Each field's key is the name the
// site's model gives it (`cta` for the field `ctaText`).
import {
  contentType,
  control,
  date,
  listFields,
  needed,
  optional,
  page,
  patterned,
  picture,
  refusing,
  SAFE_LINK_MESSAGE,
  text,
} from "./define.ts";
import {
  CLAIM_STEPS_MAX,
  HTTPS_LINK_PATTERN,
  NEWS_PAGE_SLUGS,
  PERK_CATEGORIES,
  PERK_STAGES,
  SAFE_LINK_PATTERN,
  VIDEO_ID_PATTERN,
  VIDEO_PLACEMENTS,
} from "./rules.ts";

export const partnerPerk = contentType({
  id: "partnerPerk",
  name: "Partner perk",
  description: "One partner's offer on the Perks page. The page's built-in offers show while there are none.",
  displayField: "name",
  fields: {
    ...listFields("partner perk"),
    name: needed(
      "text",
      text("name", "Partner name", "Symbol", "Required. The card's heading. Plain text.", { shared: true }),
    ),
    kind: optional("text", text("kind", "Kind of partner", "Symbol", 'Under the name, e.g. "CRM" or "banking".')),
    logo: optional(
      "picture",
      picture("logo", "Logo", "The partner's logo, SVG or PNG. Shown 40 px high; hidden if missing."),
    ),
    offer: needed(
      "text",
      text("offer", "Offer", "Symbol", 'Required. The headline figure, e.g. "₹1,86,000 in CRM credits".'),
    ),
    description: needed(
      "text",
      text("description", "Description", "Text", "Required. One or two sentences. Plain text."),
    ),
    cta: needed("text", text("ctaText", "Button text", "Symbol", 'Required. E.g. "Claim the Kinara CRM credits".')),
    ctaLink: optional(
      "link",
      patterned(
        "ctaLink",
        "Button link",
        SAFE_LINK_PATTERN,
        SAFE_LINK_MESSAGE,
        "Empty: the sign-up page, with the campaign tracking (claiming needs an account). Or https://... or a path.",
      ),
    ),
    terms: optional("text", text("terms", "Terms", "Text", "The fine print, under the button. Plain text.")),
    lastVerified: optional(
      "date",
      date(
        "lastVerified",
        "Last verified",
        'The day the offer was last checked with the partner; shown as "Offer checked on ...".',
      ),
    ),
    valueUpTo: optional("yesOrNo", {
      id: "valueUpTo",
      name: "Figure is the most",
      type: "Boolean",
      control: control(
        "boolean",
        "On: \"Up to\" shows before the offer's figure, which varies with the founder's plan or use.",
        {
          trueLabel: "Up to",
          falseLabel: "Exactly",
        },
      ),
    }),
    qualifies: refusing("stages", {
      id: "qualifies",
      name: "Who qualifies",
      type: "Array",
      items: { type: "Symbol", validations: [{ in: [...PERK_STAGES] }] },
      control: control(
        "checkbox",
        "Tick each kind of startup that can claim it (infinity: the accelerator's cohorts). None ticked: every founder in the programme.",
      ),
    }),
    claimSteps: refusing("steps", {
      id: "claimSteps",
      name: "How to claim",
      type: "Array",
      localized: true,
      items: { type: "Symbol" },
      validations: [{ size: { max: CLAIM_STEPS_MAX }, message: `At most ${CLAIM_STEPS_MAX} steps.` }],
      control: control(
        "tagEditor",
        `Its own steps, in order: one short sentence each, at most ${CLAIM_STEPS_MAX}. Empty: the page's three shared steps.`,
      ),
    }),
    exclusions: optional(
      "text",
      text(
        "exclusions",
        "Not included",
        "Text",
        "What the offer does not cover, in plain words. Empty: nothing shown.",
      ),
    ),
    startsOn: optional(
      "date",
      date("startsOn", "First day", "The first day it shows: a whole day in India. Empty: from now."),
    ),
    endsOn: optional(
      "date",
      date(
        "endsOn",
        "Last day",
        'Its last day, a whole day in India: shown as "Runs until ...", gone from the page the day after. Empty: no end date.',
      ),
    ),
    category: optional("perkCategory", {
      id: "category",
      name: "Category",
      type: "Symbol",
      validations: [{ in: [...PERK_CATEGORIES] }],
      control: control(
        "dropdown",
        "What founders narrow the offers to on the page: software, finance (banking, savings), hiring or legal (and compliance). Empty: it shows only when no category is chosen.",
      ),
    }),
  },
});

const person = (id: "mentor" | "consultant", name: string, place: string, where: string) =>
  contentType({
    id,
    name,
    description: `One person in ${place} grid, ${where}. The built-in people show while there are none.`,
    displayField: "name",
    fields: {
      ...listFields(id),
      name: needed("text", text("name", "Name", "Symbol", "Required. The card's heading.", { shared: true })),
      title: needed(
        "text",
        text("title", "Title", "Symbol", 'Required. Role and organisation, e.g. "Partner, Banyan Seed Fund".'),
      ),
      linkedin: needed(
        "profileLink",
        patterned(
          "linkedin",
          "Profile link",
          HTTPS_LINK_PATTERN,
          "Use an https:// address.",
          "Required. The person's profile, https:// only; opens in a new tab.",
          { required: true },
        ),
      ),
      photo: optional(
        "picture",
        picture("photo", "Photo", "A portrait; cropped round the face. Missing or broken: their initials show."),
      ),
    },
  });

export const mentor = person("mentor", "Mentor", "the Infinity Program's", "Meet Our Mentors");
export const consultant = person(
  "consultant",
  "Consultant",
  "the Consulting page's",
  "Work with Our Experts (the 'more soon' card stays last)",
);

export const newsLink = contentType({
  id: "newsLink",
  name: "News link",
  description: "Press coverage on a page's news cards (Home, Startup Toolkit, Infinity Program).",
  displayField: "title",
  fields: {
    pageSlug: page("The page whose news cards this joins. A page's links replace its built-in ones.", NEWS_PAGE_SLUGS),
    ...listFields("news link for the page"),
    outlet: needed(
      "text",
      text("publication", "Publication", "Symbol", 'Required. Who published it, e.g. "Founder Ledger".', {
        shared: true,
      }),
    ),
    headline: needed("text", text("title", "Title", "Symbol", "Required. The article's headline.")),
    summary: optional(
      "text",
      text(
        "summary",
        "Summary",
        "Text",
        "Optional. A line or two about it, under the headline where the card has room.",
      ),
    ),
    href: needed(
      "link",
      patterned(
        "url",
        "Address",
        SAFE_LINK_PATTERN,
        SAFE_LINK_MESSAGE,
        "Required. The article, https:// only; opens in a new tab.",
        { required: true },
      ),
    ),
  },
});

export const video = contentType({
  id: "video",
  name: "Video",
  description: "A video on a page, played from the privacy-enhanced video host only when the visitor asks.",
  displayField: "title",
  fields: {
    pageSlug: page("The page the video is on.", Object.keys(VIDEO_PLACEMENTS)),
    placement: needed("placement", {
      id: "placement",
      name: "Placement",
      type: "Symbol",
      required: true,
      validations: [{ in: [...new Set(Object.values(VIDEO_PLACEMENTS).flat())] }],
      control: control(
        "dropdown",
        Object.entries(VIDEO_PLACEMENTS)
          .map(([path, places]) => `${path}: ${places.join(", ")}`)
          .join("; ")
          .concat(
            ". A slot's videos replace its built-in ones; a single slot (hero, a community block) shows the first.",
          ),
      ),
    }),
    ...listFields("video for the slot"),
    id: needed(
      "videoId",
      patterned(
        "videoId",
        "Video id",
        VIDEO_ID_PATTERN,
        "A video id is 6 to 20 letters, digits, - or _.",
        'Required. The id in the video\'s address, e.g. "dQw4w9WgXcQ".',
        { required: true },
      ),
    ),
    title: needed("text", text("title", "Title", "Symbol", "Required. Shown on the video and read as its name.")),
    description: optional(
      "text",
      text("description", "Description", "Text", "A line under the video, where the page has room."),
    ),
  },
});

/** One of the cohort's four days: required, and a whole day in India. */
const cohortDay = (id: string, name: string, helpText: string) =>
  needed(
    "date",
    date(id, name, `${helpText} A whole day in India. Past dates are told in the past tense on their own.`, {
      required: true,
    }),
  );

export const programmeCohort = contentType({
  id: "programmeCohort",
  name: "Programme cohort",
  description:
    "The Infinity Program's cohort: every date the site gives (Infinity facts, its dates section, FAQ answers, the eligibility checker, calendar files) comes from the first active one. The built-in cohort shows while there is none.",
  displayField: "name",
  fields: {
    ...listFields("cohort"),
    name: needed(
      "cohortName",
      text("name", "Cohort name", "Symbol", 'Required. E.g. "InFINity 2026"; names its calendar entries.', {
        shared: true,
      }),
    ),
    city: needed("text", text("city", "City", "Symbol", "Required. Where the bootcamp and demo day happen in person.")),
    bootcampStart: cohortDay("bootcampStart", "Bootcamp starts", "Required. The bootcamp's first day."),
    bootcampEnd: cohortDay(
      "bootcampEnd",
      "Bootcamp ends",
      "Required. Its last day (the same day for a one-day bootcamp).",
    ),
    demoDayStart: cohortDay(
      "demoDayStart",
      "Demo day window starts",
      "Required. The first day demo day may fall on, after the bootcamp.",
    ),
    demoDayEnd: cohortDay(
      "demoDayEnd",
      "Demo day window ends",
      'Required. The last day it may fall on; once the day is fixed, the same date as the start. A month\'s last seven days read "the last week of May".',
    ),
    applyUrl: optional(
      "link",
      patterned(
        "applyUrl",
        "Application link",
        SAFE_LINK_PATTERN,
        SAFE_LINK_MESSAGE,
        "Where founders apply. Empty: the sign-up page, with the campaign tracking.",
      ),
    ),
  },
});

/** Every list type, in the model's order. */
export const listTypes = [partnerPerk, mentor, consultant, newsLink, video, programmeCohort];
