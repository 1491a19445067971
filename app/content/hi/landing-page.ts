/**
 * The few words a landing page has of its own: what a section shows when the team left a text out.
 * Everything else on a landing page is the team's (docs/editors.md, "Compose a landing page").
 */
export const landingPageText = {
  /** A hero's or a call to action's button without a text of its own. */
  buttonText: "शुरू करें",
  /** An FAQ section without a heading. */
  faqHeading: "अक्सर पूछे जाने वाले सवाल",
  /** A card's link, read with the card's title after it ("और जानें: फ़्री पेमेंट गेटवे सेटअप"). */
  cardLink: "और जानें",
};
