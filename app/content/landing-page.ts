/**
 * The few words a landing page has of its own: what a section shows when the team left a text out.
 * Everything else on a landing page is the team's (docs/editors.md, "Compose a landing page").
 */
export const landingPageText = {
  /** A hero's or a call to action's button without a text of its own. */
  buttonText: "Get Started",
  /** An FAQ section without a heading. */
  faqHeading: "Frequently Asked Questions",
  /** A card's link, read with the card's title after it ("Learn more: Free payment gateway setup"). */
  cardLink: "Learn more",
};
