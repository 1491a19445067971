import type { ReactNode } from "react";
import { CardGrid } from "~/components/sections/card-grid";
import { ClosingCta } from "~/components/sections/closing-cta";
import { CtaButton } from "~/components/sections/cta-button";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHero } from "~/components/sections/page-hero";
import { TextSection } from "~/components/sections/text-section";
import { inspect } from "~/cms/inspector";
import { landingPageText } from "~/content/landing-page";
import type { LandingSection, LandingSectionType, PageSection } from "~/content/models";
import { sectionPlacement } from "~/lib/landing-page";

/** What drawing one section needs: the section, its page's slug and its place on the page. */
interface SectionProps<Section extends LandingSection> {
  section: Section;
  /** Its id on the page and its heading's: "section-3", "section-3-heading". */
  id: string;
  /** The sign-up links' utm_content: the page and the section (lib/landing-page.ts). */
  placement: string;
}

/** A section's heading as the site's sections take it. */
const headed = (section: LandingSection, heading: string, description = ""): PageSection => ({
  sectionName: section.id,
  heading,
  subheading: "",
  description,
  ...(section.source && { source: section.source }),
});

/**
 * The one mapping from a section type to the section the site already draws (ARCHITECTURE.md,
 * "Pages from content"): a new section type is a line here and its mapping from entries
 * (cms/landing-entries.ts).
 */
const drawSection: {
  [Type in LandingSectionType]: (props: SectionProps<Extract<LandingSection, { type: Type }>>) => ReactNode;
} = {
  hero: ({ section, placement }) => (
    <PageHero
      hero={{
        title: section.title,
        subtitle: section.subtitle ?? "",
        ctaText: section.ctaText ?? landingPageText.buttonText,
        ...(section.ctaLink && { ctaLink: section.ctaLink }),
        ...(section.source && { source: section.source }),
      }}
      placement={placement}
    />
  ),
  text: ({ section, id }) => <TextSection id={id} text={section} />,
  cards: ({ section, id, placement }) => (
    <CardGrid
      id={id}
      section={section.heading ? headed(section, section.heading) : undefined}
      cards={section.cards}
      keyOf={(card) => card.id}
      actionOf={(card) =>
        card.link && (
          <CtaButton text={landingPageText.cardLink} link={card.link} placement={placement} variant="secondary" />
        )
      }
    />
  ),
  faq: ({ section, id }) => (
    <FaqSection
      id={id}
      section={headed(section, section.heading ?? landingPageText.faqHeading)}
      items={section.questions}
    />
  ),
  cta: ({ section, id, placement }) => (
    <ClosingCta
      section={headed(section, section.heading, section.description)}
      ctaText={section.buttonText ?? landingPageText.buttonText}
      link={section.buttonLink}
      placement={placement}
      headingId={`${id}-heading`}
      buttonAttributes={__LIVE_PREVIEW__ ? inspect(section, "buttonText") : undefined}
    />
  ),
};

function Section<Section extends LandingSection>(props: SectionProps<Section>) {
  const draw = drawSection[props.section.type] as (props: SectionProps<Section>) => ReactNode;
  return draw(props);
}

/** A landing page's sections, in the team's order, each drawn by its type's section. */
export function LandingSections({ slug, sections }: { slug: string; sections: LandingSection[] }) {
  // A section's entry is its key, so that a reordered page moves sections rather than redrawing
  // them; a section the page lists twice is told apart by its repeat.
  const seen = new Map<string, number>();
  const keys = sections.map(({ id }) => {
    const repeat = seen.get(id) ?? 0;
    seen.set(id, repeat + 1);
    return repeat === 0 ? id : `${id}#${repeat}`;
  });
  return sections.map((section, index) => (
    <Section
      key={keys[index]}
      section={section}
      id={`section-${index + 1}`}
      placement={sectionPlacement(slug, index + 1, section.type)}
    />
  ));
}
