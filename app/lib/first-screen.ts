/**
 * The id of an empty element at the end of each page's opening section, which the browser waits
 * for before its first paint: `<link rel="expect" href="#first-screen-end" blocking="render">` in
 * every page's head. A busy phone's parser yields while the page is still arriving, and Chromium
 * would paint what it has: a header whose buttons, a centred hero whose text, or a row of pills
 * whose last items were not parsed yet then moved as the rest came (docs/decisions/708). Chromium
 * stops waiting once the element is inserted, not once its content is parsed, so the element is
 * the section's last child rather than the section itself. A page without it paints once parsed.
 */
export const FIRST_SCREEN_END_ID = "first-screen-end";
