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

interface SectionProps<Section extends LandingSection> {
  section: Section;
  /** "section-3"; its heading's is "section-3-heading". */
  id: string;
  /** The sign-up links' utm_content (lib/landing-page.ts). */
  placement: string;
}

const headed = (section: LandingSection, heading: string, description = ""): PageSection => ({
  sectionName: section.id,
  heading,
  subheading: "",
  description,
  ...(section.source && { source: section.source }),
});

/**
 * The one mapping from section type to component (ARCHITECTURE.md, "Pages from content"): a new
 * type is a line here and its mapping in cms/landing-entries.ts.
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

export function LandingSections({ slug, sections }: { slug: string; sections: LandingSection[] }) {
  // Keyed by entry, so reordering moves sections rather than redrawing them; repeats get a suffix.
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
