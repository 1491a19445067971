import { FIRST_SCREEN_END_ID } from "~/lib/first-screen";

/** The last child of a page's opening section: its first paint waits for it (lib/first-screen.ts). */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
