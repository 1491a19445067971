// The controls `npm run bench:tap` taps (issue 44) and the answer each must show, found by role and
// words from the site's copy (app/content/), so the bench holds whatever the markup is. Plain data,
// handed to scripts/bench-tap.browser.mjs; loaded through scripts/build/app-modules.mjs.
import { programmeCohort } from "~/content/cohort";
import { communityHero } from "~/content/community";
import { accelerator, growthToolkit, homeFaq, partnerStrip } from "~/content/home";
import { growthToolkit as growthToolkitInHindi } from "~/content/hi/home";
import { perksHero as perksHeroInHindi } from "~/content/hi/perks";
import { infinityFaq, infinityHero } from "~/content/infinity";
import { perksHero } from "~/content/perks";
import { searchText } from "~/content/search";
import { footer, motionControl, navigation } from "~/content/shared";
import { toolFilters, tools, toolkitsHero, toolsSection } from "~/content/toolkits";
import { cohortView } from "~/hooks/cohort-view";
import { pathIn, translations } from "~/languages";
import { dateInIndia } from "~/lib/calendar-date";
import { paths } from "~/route-paths";

export type Device = "phone" | "desktop";

/**
 * The first displayed match of `roles` (a selector), within `within`, whose accessible name is `name`
 * (aria-label, aria-labelledby, an input's label, else its text, spaces collapsed).
 */
export interface ControlQuery {
  roles: string;
  name: string;
  within?: string;
}

/** Checked in every frame after the tap. */
export type AnswerQuery =
  /** With `focusedField`, a text field in it has focus. */
  | {
      kind: "dialog";
      name: string;
      focusedField?: boolean;
      /** A tap that loads this page instead (a link to /search before the app arrived) counts, reported apart. */
      orPage?: { path: string; fieldLabel: string };
    }
  /** The start of an FAQ answer, say. */
  | { kind: "text"; text: string }
  /** Each link: its address, its text starting with the label. */
  | { kind: "links"; within: string; links: { label: string; href: string }[] }
  /** In the section under heading `section`: `shown` cards displayed, `hidden` ones hidden or gone. */
  | { kind: "only"; section: string; shown: string[]; hidden: string[] }
  /** The list (by aria-label) has animations and none runs any more. */
  | { kind: "stopped"; list: string }
  /**
   * At `path`, its <h1> so worded displayed. The bench also opens that page cold, in its own tab, for
   * comparison (issue 55).
   */
  | { kind: "page"; path: string; heading: string };

export interface TapControl {
  /** For the command line (`npm run bench:tap -- menu`) and bench/taps.json. */
  id: string;
  /** The table's row. */
  label: string;
  device: Device;
  route: string;
  control: ControlQuery;
  answer: AnswerQuery;
}

/** Enough words to be its own, few enough that no line break differs. */
const opening = (text: string) => text.split(/\s+/).slice(0, 8).join(" ");

/** On a phone, answered by the target page's heading. */
function move(id: string, from: string, link: { label: string; href: string }, within: string, heading: string) {
  return {
    id,
    label: `phone: a link (${from}) to ${link.href}`,
    device: "phone",
    route: from,
    control: { roles: "a[href]", name: link.label, within },
    answer: { kind: "page", path: link.href, heading },
  } satisfies TapControl;
}

function linkTo<Link extends { href: string }>(links: readonly Link[], href: string): Link {
  const link = links.find((candidate) => candidate.href === href);
  if (!link) throw new Error(`The copy has no link to ${href}.`);
  return link;
}

/** In the order of the table. */
export function tapControls(): TapControl[] {
  const [homeQuestion] = homeFaq.items;
  const [infinityQuestion] = infinityFaq(programmeCohort, cohortView(programmeCohort, dateInIndia(Date.now())).answers);
  const funding = "funding";
  const fundingFilter = toolFilters.find(({ key }) => key === funding);
  if (!homeQuestion || !infinityQuestion || !fundingFilter)
    throw new Error("The copy has no FAQ or no Funding filter.");
  const question = "button, summary, [role='button']";
  const cardLinks = growthToolkit.cards.map(({ link }) => link);
  const [hindi] = translations;
  const hindiPerks = linkTo(
    growthToolkitInHindi.cards.map(({ link }) => link),
    paths.perks,
  );
  return [
    {
      id: "menu",
      label: "phone: the menu button (Home) opens the drawer",
      device: "phone",
      route: paths.home,
      control: { roles: "button", name: navigation.openMenu, within: "header" },
      answer: { kind: "dialog", name: navigation.drawerTitle },
    },
    {
      id: "home-faq",
      label: "phone: a question of Home's FAQ opens",
      device: "phone",
      route: paths.home,
      control: { roles: question, name: homeQuestion.question, within: "main" },
      answer: { kind: "text", text: opening(homeQuestion.answer) },
    },
    {
      id: "infinity-faq",
      label: "phone: a question of the Infinity Program's FAQ opens",
      device: "phone",
      route: paths.infinity,
      control: { roles: question, name: infinityQuestion.question, within: "main" },
      answer: { kind: "text", text: opening(infinityQuestion.answer) },
    },
    {
      id: "products",
      label: "desktop: the Products menu opens",
      device: "desktop",
      route: paths.home,
      control: { roles: question, name: navigation.productsLabel, within: "header" },
      answer: {
        kind: "links",
        within: "header",
        links: navigation.products.map(({ label, href }) => ({ label, href })),
      },
    },
    {
      id: "toolkit-filter",
      label: "phone: a toolkit category filters the cards",
      device: "phone",
      route: paths.toolkits,
      control: { roles: "button, input[type='radio'], [role='radio']", name: fundingFilter.label, within: "main" },
      answer: {
        kind: "only",
        section: toolsSection.heading,
        shown: tools.filter((tool) => tool.category === funding).map((tool) => tool.title),
        hidden: tools.filter((tool) => tool.category !== funding).map((tool) => tool.title),
      },
    },
    {
      id: "search",
      label: "desktop: the search control (Perks) opens search, field focused",
      device: "desktop",
      route: paths.perks,
      control: { roles: "a[href], button", name: navigation.search, within: "header" },
      answer: {
        kind: "dialog",
        name: searchText.dialogTitle,
        focusedField: true,
        orPage: { path: paths.search, fieldLabel: searchText.inputLabel },
      },
    },
    {
      id: "pause-animations",
      label: "phone: Pause animations (Home) stops the partner marquee",
      device: "phone",
      route: paths.home,
      control: { roles: "input[type='checkbox'], [role='switch']", name: motionControl.label, within: "footer" },
      answer: { kind: "stopped", list: partnerStrip.section.heading },
    },
    // The next page (issue 55): a page's own link, and the footer's, once the app runs.
    move("to-perks", paths.home, linkTo(cardLinks, paths.perks), "main", perksHero.title),
    move("to-infinity", paths.home, accelerator.cta, "main", infinityHero.title),
    move("to-community", paths.perks, linkTo(footer.pages, paths.community), "footer", communityHero.title),
    move("to-toolkits", paths.knowledgeHub, linkTo(footer.resources, paths.toolkits), "footer", toolkitsHero.title),
    move(
      "to-perks-hi",
      pathIn(hindi, paths.home),
      { label: hindiPerks.label, href: pathIn(hindi, paths.perks) },
      "main",
      perksHeroInHindi.title,
    ),
  ];
}
