import { site } from "~/site";
import { slugFromTitle } from "~/lib/article-slug";
import type { Article, ArticleBadge, HeroContent, PageSection, Video } from "./models";
import type { Picture } from "~/lib/models";

export const knowledgeHubMeta = {
  title: `Knowledge Hub: guides and videos for Indian founders`,
  breadcrumb: "Knowledge Hub",
  description: `Expert videos and practical guides from ${site.programme}: going live with payments, GST and compliance, pricing, fundraising, checkout conversion and subscriptions with UPI Autopay.`,
};

export const knowledgeHubHero: HeroContent = {
  title: "Knowledge Hub",
  subtitle:
    "Practical guides and expert videos on payments, compliance, pricing and fundraising, written for founders building in India.",
  ctaText: "Get Started",
};

export const knowledgeHubEyebrow = "Learn from people who have done it";

const poster = (name: string, alt: string): Picture => ({
  src: `/img/knowledge-hub/${name}.svg`,
  alt,
  width: 640,
  height: 360,
});

// The video ids below are placeholders: a deployer replaces each with the real id on the video host.
// Nothing is requested from that host until a visitor presses play.
export const knowledgeHubHeroVideo: Video = {
  id: "kh-intro-000",
  title: `Inside the Knowledge Hub: what ${site.programme} founders learn first`,
  poster: poster("hub-intro", "Founders watching a talk on a laptop"),
};

export const videoLibrarySection: PageSection = {
  sectionName: "videoLibrary",
  heading: "Expert Video Library",
  subheading: "Short talks from operators, investors and our own payments team",
  description:
    "Each one answers a question founders ask us every week. Press play when you are ready; nothing loads before.",
};

export const expertVideos: Video[] = [
  {
    id: "kh-video-001",
    title: "Going live with payments in a week",
    description:
      "Our onboarding team walks through the documents, website checks and test payments that get you from sign-up to your first settlement.",
    poster: poster("go-live", "A phone showing a successful UPI payment"),
  },
  {
    id: "kh-video-002",
    title: "GST in your first year, without the jargon",
    description:
      "A chartered accountant explains when to register, which returns to file and how input tax credit works for a young company.",
    poster: poster("gst-basics", "A calendar of filing dates beside a laptop"),
  },
  {
    id: "kh-video-003",
    title: "What seed investors look for in the first meeting",
    description:
      "Two early-stage investors on the metrics, team signals and deck slides that turn a first meeting into a second one.",
    poster: poster("seed-meeting", "A founder presenting a growth chart to investors"),
  },
  {
    id: "kh-video-004",
    title: "Designing a checkout that converts on mobile",
    description:
      "A product designer shows how payment order, UPI intent and a second chance after failure recover abandoned carts.",
    poster: poster("mobile-checkout", "A checkout screen on a phone with UPI at the top"),
  },
];

export const featuredArticlesSection: PageSection = {
  sectionName: "featuredArticles",
  heading: "Featured Articles",
  subheading: "Guides you can act on today",
  description:
    "Checklists and explainers from our payments, compliance and founder-success teams. Open any article to read it in full.",
};

/**
 * The built-in articles' addresses are made from their titles. Changing a title here changes its
 * address, which breaks links already shared: keep the title, or give the article its old slug.
 */
const withSlugs = (articles: Omit<Article, "slug">[]): Article[] =>
  articles.map((article) => ({ ...article, slug: slugFromTitle(article.title) }));

/** Labels of the article cards and of the full-screen article view. */
export const articleViewText = {
  readArticle: "Read article",
  close: "Close article",
  backToArticles: "Back to all articles",
  /** While the reader fetches the article's sections (its title and summary already shown). */
  loading: "Loading the article…",
  loadFailed: "The rest of this article could not be loaded here.",
  openPage: "Open the article on its own page",
};

/** An article's own page (/knowledge-hub/<slug>). */
export const articlePageText = {
  /** Where the article sits, as breadcrumbs and in its structured data. */
  section: "Knowledge Hub",
  breadcrumbsLabel: "Breadcrumbs",
  home: "Home",
  published: "Published",
  updated: "Updated",
  readingTime: (minutes: number) => `${minutes} min read`,
  neighboursLabel: "More articles",
  previous: "Previous article",
  next: "Next article",
  allArticles: "All articles",
  closingCta: {
    sectionName: "articleClosingCta",
    heading: "Put it into practice with us",
    subheading: "",
    description: `Join ${site.programme} free: payments that go live fast, partner perks and a team that answers founders' questions.`,
  } satisfies PageSection,
  ctaText: "Join the programme",
};

/** The Knowledge Hub's further pages of cards (/knowledge-hub/page/2...) and the links between them. */
export const cardPagesText = {
  title: (page: number, pages: number) => `Knowledge Hub articles, page ${page} of ${pages}`,
  description: (page: number, pages: number) =>
    `Guides from ${site.programme} for founders building in India: page ${page} of ${pages} of the Knowledge Hub's articles.`,
  navLabel: "Pages of articles",
  previous: "Previous page",
  next: "Next page",
  page: (page: number) => `Page ${page}`,
};

/** The Knowledge Hub's Atom feed (/knowledge-hub/feed.xml), announced by the hub and every article. */
/** What each badge (spec section 3: Featured, Popular...) reads on a card. */
export const articleBadgeLabels: Record<ArticleBadge, string> = {
  Featured: "Featured",
  Popular: "Popular",
  Trending: "Trending",
  Essential: "Essential",
  Innovation: "Innovation",
  New: "New",
};

export const articleFeedText = {
  title: `${site.programme} Knowledge Hub`,
  subtitle: "Practical guides for founders building in India: payments, compliance, pricing and fundraising.",
  author: site.provider,
};

/**
 * The built-in articles: what the Knowledge Hub shows while the content service loads, when it has
 * no articles and when it fails. Section content follows the label rule of `splitArticleContent`:
 * sentences end in ". ", and a sentence longer than 100 characters with exactly one colon shows its
 * words before the colon as a bold label. Figures and dates are general guidance; rules change, and
 * every article says to confirm with a professional where that matters.
 */
// Pure: only the build reads them (the pages carry what they show), so the browser's code drops them.
export const fallbackArticles: Article[] = /* @__PURE__ */ withSlugs([
  {
    id: 1,
    published: "2026-02-02T09:00:00+05:30",
    updated: "2026-09-14T09:00:00+05:30",
    title: "The payments go-live checklist",
    summary:
      "Everything to prepare before your first live payment: the documents, the website checks, a safe integration and what to verify on launch day.",
    badge: "Essential",
    icon: "check",
    sections: [
      {
        title: "Documents to keep ready",
        content:
          "Payment aggregators in India must verify every merchant before they can settle money to you, so onboarding moves as fast as your paperwork. Business identity: keep the PAN of the business, the certificate of incorporation or partnership deed, and the GST certificate if you are registered. Signatories: have the PAN and an address proof of each director or partner who signs, with names spelt exactly as they are in company records. Bank account proof: a cancelled cheque or a recent statement of the account that will receive settlements, held in the business's own name. Mismatched names and blurred scans cause most onboarding delays, so check spellings across every document before you upload.",
      },
      {
        title: "Your website and policies",
        content:
          "Your website or app is reviewed before live payments are switched on, and reviewers look for the same few things. Policy pages: publish terms of use, a privacy policy, a refund and cancellation policy and, if you ship goods, a shipping policy, each linked from every page. Contact details: show a support e-mail address, a phone number and your registered business address, because a customer who cannot reach you raises a chargeback instead. Prices and products: list what you sell with its price in rupees, and make sure it matches the business category you chose during onboarding.",
      },
      {
        title: "Integrate safely",
        content:
          "Build and test the whole flow in test mode first, including failed and abandoned payments, not only the happy path. Confirm on the server: treat the success callback in the browser as a hint, and mark an order paid only after your server has verified the payment signature or fetched its status. Use webhooks: subscribe to payment captured, payment failed and refund events so an order is updated even when the customer closes the tab mid-payment. UPI payments can stay pending for a few minutes, so show a clear waiting state and let the webhook settle the order. Keep your secret API keys on the server, never in an app bundle or a public repository.",
      },
      {
        title: "Launch day",
        content:
          "Switch to live keys, make one real payment with your own card or UPI app and refund it, so you have seen money move in both directions. Check the settlement: confirm the amount lands in your bank account on the expected cycle and that the settlement report matches your order records line by line. Watch your success rate by payment method in the first week, because a sudden drop on one method usually points to an integration bug rather than to your customers. Set up alerts for failed webhooks and for disputes, and note the deadline to answer each chargeback so none is lost by default.",
      },
    ],
  },
  {
    id: 2,
    published: "2026-03-09T09:00:00+05:30",
    updated: "2026-10-05T09:00:00+05:30",
    title: "GST and compliance basics for your first year",
    summary:
      "When you must register for GST, which returns you will file, how input tax credit works and the company filings that catch first-time founders out.",
    badge: "Featured",
    icon: "landmark",
    sections: [
      {
        title: "Do you need GST registration?",
        content:
          "Registration becomes compulsory once your aggregate turnover in a financial year crosses ₹40 lakh for goods or ₹20 lakh for services in most states, with lower limits in some special category states. Below the threshold: some businesses must register anyway, including those that supply goods from one state to another and e-commerce operators that collect tax at source. Many startups register early by choice, because business customers want your GSTIN on the invoice to claim input tax credit. Registration is free on the GST portal and usually takes a few working days once your documents are in order.",
      },
      {
        title: "Returns you will file",
        content:
          "A regular taxpayer files two returns for each period and an annual return on top. Sales return, GSTR-1: lists every invoice you issued and is due by the 11th of the next month, or by the 13th after each quarter if you opt into the QRMP scheme. Summary return, GSTR-3B: reports your tax liability and input tax credit, and is where you actually pay the tax, due by the 20th of the next month for monthly filers. Businesses with turnover up to ₹5 crore can choose quarterly returns under QRMP while paying tax monthly through a simple challan. Late returns attract a daily late fee and interest on unpaid tax, and one pending return blocks the next, so put every due date in a shared calendar.",
      },
      {
        title: "Invoices and input tax credit",
        content:
          "Each tax invoice must carry your GSTIN, your business customer's GSTIN, a number from one continuous series, the place of supply and the HSN or SAC code of what you sell. Input tax credit: the GST you pay on business purchases, including the 18% GST on payment gateway fees, can be set off against the GST you collect, provided your supplier reports the invoice in their own return. Reconcile your purchase invoices with the auto-drafted statement on the GST portal every month, because credit you cannot match is credit you cannot claim. Selling abroad: exports of services are zero-rated, and a Letter of Undertaking lets you export without paying IGST up front and waiting for a refund.",
      },
      {
        title: "Company filings beyond GST",
        content:
          "A private limited company has yearly filings with the Registrar of Companies whatever its revenue, even in a year with no sales. Annual filings: financial statements go in form AOC-4 within 30 days of the annual general meeting, and the annual return in form MGT-7 or MGT-7A within 60 days of it. Directors' KYC: every director with a DIN must keep their KYC current through form DIR-3 KYC, and a missed deadline deactivates the DIN until a late fee is paid. Income tax: companies file their return by 31 October, and if you deduct TDS on payments to contractors or professionals you deposit it by the 7th of the next month. Thresholds and dates change by notification, so confirm the current rules with your chartered accountant or company secretary before you file.",
      },
    ],
  },
  {
    id: 3,
    published: "2026-04-13T09:00:00+05:30",
    updated: "2026-04-13T09:00:00+05:30",
    title: "Pricing your product for Indian customers",
    summary:
      "Practical ways to set prices, shape your plans and handle GST-inclusive pricing, so you stop leaving money on the table.",
    badge: "Popular",
    icon: "percent",
    sections: [
      {
        title: "Start from value, not cost",
        content:
          "Cost tells you the lowest price you can survive on, but customers pay for the outcome you deliver. Value conversations: ask ten customers what they use today, what it costs them and what would happen if your product vanished tomorrow, then price against that alternative. A tool that saves a shop owner two hours a day can charge far more than its server bill suggests, as long as the saving is easy to see. Write down the one number your customer cares about, such as hours saved, orders won or rupees recovered, and put it on your pricing page.",
      },
      {
        title: "Plans that sell themselves",
        content:
          "Three plans work well for most products, with a starter plan that lowers the barrier, a middle plan most customers should pick and a top plan that makes the middle one look reasonable. Plan boundaries: separate plans by something that grows with your customer's success, like orders, seats or locations, rather than by features they need on day one. Offer annual billing at a discount of about two months free, because cash up front extends your runway and annual customers churn less. Keep a free tier or trial only if it brings people to the moment they see value within a few days.",
      },
      {
        title: "GST, rupees and round numbers",
        content:
          "Consumers in India expect the price they see to be the price they pay. Consumer pricing: show prices inclusive of GST, the way a printed MRP is, and use familiar price points such as ₹99, ₹499 or ₹999 a month. Business pricing: quote prices exclusive of GST with the tax as a separate line on the invoice, since your customer will claim it back as input tax credit. For customers abroad, show prices in their own currency; local-currency pricing can lift payment success rates by up to 20%, and you are still settled in rupees.",
      },
      {
        title: "Test and change prices",
        content:
          "Most founders price too low at first and then fear raising prices later. Raising prices: keep existing customers on their old price for a fixed period, announce the change at least thirty days ahead and explain what has improved since they signed up. Run pricing tests on new visitors rather than existing customers, change one thing at a time and judge the result on revenue per visitor, not on conversion alone. Review your discounts every quarter, because a discount that everybody gets is simply your real price.",
      },
    ],
  },
  {
    id: 4,
    published: "2026-05-18T09:00:00+05:30",
    updated: "2026-08-24T09:00:00+05:30",
    title: "Fundraising readiness: what investors check before a seed round",
    summary:
      "The metrics, documents and instruments Indian seed investors look at, and how to have them ready before your first meeting.",
    badge: "Trending",
    icon: "trending-up",
    sections: [
      {
        title: "Metrics that tell your story",
        content:
          "Investors want proof that a small number of customers love the product before they fund reaching many more. Revenue and growth: show monthly revenue for at least the last six to twelve months, with month-on-month growth and the share that comes from repeat customers. Retention: a cohort table of how many customers from each month are still active or paying is more convincing than any single growth figure. Unit economics: know your customer acquisition cost, gross margin and the number of months it takes to earn back what you spent to win a customer. Burn and runway should be one line each, and you should know both without opening a spreadsheet.",
      },
      {
        title: "A data room before you need one",
        content:
          "Due diligence moves faster when every document sits in one shared folder before the term sheet arrives. Company records: certificate of incorporation, memorandum and articles of association, board and shareholder resolutions and every share allotment filing made so far. Cap table: a clean, current table of every shareholder, the option pool and each convertible instrument, matching your statutory registers exactly. Contracts and IP: the founders' agreement, employment and consultant agreements that assign IP to the company, key customer contracts and trademark applications. Add filed GST returns, financial statements and bank statements for the last two years, with a short note explaining any gaps.",
      },
      {
        title: "Instruments you will meet",
        content:
          "Most Indian venture rounds are invested as compulsorily convertible preference shares, which give investors preference rights while counting as equity under foreign investment rules. Early cheques: angels and accelerators often use convertible notes or iSAFE notes, which postpone agreeing a valuation until the next priced round. Convertible notes: a DPIIT-recognised startup can issue them for ₹25 lakh or more in a single tranche, and they must convert or be repaid within ten years. Foreign investors bring reporting duties under FEMA and need a valuation report from a qualified valuer, so budget time and fees for both.",
      },
      {
        title: "Before the first meeting",
        content:
          "Prepare a deck of ten to twelve slides covering the problem, your solution, traction, market, business model, team, competition and what you are raising for which milestones. Ask size: raise enough for eighteen to twenty-four months of runway to reach the milestones that make the next round easy, and say exactly what the money will achieve. Build a list of investors who backed your stage and sector in the last year, and ask founders they funded for warm introductions. Track every conversation in a simple pipeline, and follow up within a day with the deck and any numbers you promised.",
      },
    ],
  },
  {
    id: 5,
    published: "2026-06-22T09:00:00+05:30",
    updated: "2026-06-22T09:00:00+05:30",
    title: "Reducing checkout drop-offs on mobile",
    summary:
      "Small changes to your payment page that win back sales: the right methods first, fewer fields, and a second chance when a payment fails.",
    badge: "Innovation",
    icon: "smartphone",
    sections: [
      {
        title: "Show the right methods first",
        content:
          "Most Indian shoppers now pay on their phones, and the order of payment options on a small screen decides what gets used. UPI intent: on a phone, let customers tap to open their UPI app directly instead of typing a UPI ID or scanning a code shown on the same screen. Put the methods your own customers use most at the top, and keep cards, net banking, wallets and EMI a tap away rather than hidden. Breadth matters because a customer whose preferred method is missing rarely comes back, and 150+ payment modes cover almost every way people pay in India.",
      },
      {
        title: "Fewer fields, fewer taps",
        content:
          "Every field you remove is one less reason to leave. Guest checkout: let people pay without creating an account, and offer to save their details after the payment succeeds rather than before it. Ask for a phone number first and pre-fill what you can, so a returning customer confirms details instead of typing them again. Saved cards: card tokenisation lets returning customers pay with a saved card safely, because the token kept for your checkout is useless anywhere else. Let the phone read the one-time password automatically where the browser supports it, and never reload the page in the middle of authentication.",
      },
      {
        title: "Recover failed payments",
        content:
          "A failed payment is often a bank or network hiccup, not a customer who changed their mind. Instant retry: when a payment fails, keep the cart, explain what happened in plain words and offer a different payment method on the same screen. Send a payment link by SMS or WhatsApp to customers who left at the payment step, while their intent is still fresh. For international cards, 3DS 2.0 lets the issuing bank approve many low-risk payments without a separate challenge, which cuts drop-offs during authentication. Together, changes like these can halve the number of customers who abandon checkout.",
      },
      {
        title: "Measure what matters",
        content:
          "Track your payment success rate by method, bank and device, not as one number for the whole site. Funnel steps: measure how many visitors reach the payment page, start a payment and complete it, so you can tell whether the problem is the price, the form or the payment itself. Compare success rates at different times of day, since one bank's downtime can look like a drop in demand. Review the top failure reasons every week with your payment provider and fix the biggest one first.",
      },
    ],
  },
  {
    id: 6,
    published: "2026-07-27T09:00:00+05:30",
    updated: "2026-11-02T09:00:00+05:30",
    title: "Subscriptions with UPI Autopay and e-mandates",
    summary:
      "How recurring payments work in India, the rules on mandates and pre-debit notices, and how to keep renewals from failing.",
    badge: "New",
    icon: "repeat",
    sections: [
      {
        title: "How recurring payments work",
        content:
          "A recurring payment starts with a mandate, with which the customer approves once that you may collect a set amount on a set schedule. UPI Autopay: the customer approves the mandate in their UPI app with their UPI PIN, and can see, pause or cancel it from the same app at any time. Card mandates work the same way on debit and credit cards, with the card saved as a token, while e-NACH debits a bank account directly and suits larger amounts such as rent or loan instalments. Offering all three lets customers choose what they trust, and keeps renewals working when one method has an outage.",
      },
      {
        title: "Rules to build around",
        content:
          "RBI's framework for e-mandates protects customers, so your billing flow has to follow it. Debit limits: recurring debits up to ₹15,000 go through without extra authentication, and larger ones need the customer to approve each debit, with a higher limit of ₹1 lakh for insurance premiums, mutual fund investments and credit card bills. Pre-debit notice: the customer must hear from you at least 24 hours before each debit, with the amount and the date, and can opt out of that debit. Build these steps in from the start, because adding them after launch means asking every customer to set up their mandate again.",
      },
      {
        title: "Keep renewals from failing",
        content:
          "Involuntary churn, when a customer wants to stay but the payment fails, can cost a subscription business more than the customers who cancel. Reminders: send a reminder a few days before renewal on WhatsApp, SMS and e-mail, so the customer can top up their account or replace an expired card. Smart retries: within the limits your payment provider allows, retry a failed debit at a different time of day rather than at once, since many failures are low balances before payday. Give a short grace period before access ends, and send a one-tap payment link when every retry has failed.",
      },
      {
        title: "Trials and plan changes",
        content:
          "Free trials convert better when the mandate is set up at the start of the trial and the first charge comes at its end. Trial mandates: tell customers plainly when the first debit will happen and for how much, because a surprise charge turns into a complaint or a chargeback. When a customer upgrades, charge the difference at once and move the mandate to the new amount; when they downgrade, apply the change from the next cycle. Make cancelling as easy as signing up, which builds trust and keeps you on the right side of consumer protection rules.",
      },
    ],
  },
]);
