/**
 * The words on every page's social card beside its title (scripts/build/social-cards.mjs, run by
 * the build: no imports through `~/`).
 */
export const socialCardText = {
  tagline: "फ़्री · ज़ीरो इक्विटी · भारत के फ़ाउंडर्स के लिए",
};
