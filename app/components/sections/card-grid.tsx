import type { ReactNode } from "react";
import { inspect } from "~/cms/inspector";
import { Icon } from "~/components/ui/icon";
import type { IconName, PageSection } from "~/content/models";
import type { FromContentService } from "~/lib/models";
import { cn } from "~/lib/cn";
import { langOfText } from "~/lib/text-language";
import { SectionHeader } from "./section-header";

/** One card: an icon, a title, a line or two, and perhaps a link. */
export interface GridCard extends FromContentService {
  title: string;
  description?: string;
  icon?: IconName;
}

interface CardGridProps<Card extends GridCard> {
  id: string;
  /** The section's heading; without one, the cards' titles are the section's headings. */
  section?: PageSection;
  cards: Card[];
  /** A stable key per card (its title by default). */
  keyOf?: (card: Card) => string;
  /** What a card ends with (a link), if anything. */
  actionOf?: (card: Card) => ReactNode;
  tinted?: boolean;
}

/** A section of cards (the Infinity Program's reasons, a landing page's cards): heading, then one card each with its icon. */
export function CardGrid<Card extends GridCard>({
  id,
  section,
  cards,
  keyOf = (card) => card.title,
  actionOf,
  tinted = false,
}: CardGridProps<Card>) {
  const headingId = `${id}-heading`;
  const CardHeading = section ? "h3" : "h2";
  return (
    <section
      id={id}
      aria-labelledby={section ? headingId : undefined}
      className={cn("py-16 sm:py-24", tinted && "bg-ink-50")}
    >
      <div className="container-page">
        {section && <SectionHeader headingId={headingId} section={section} align="center" />}
        <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-4", section && "mt-12")}>
          {cards.map((card) => {
            const action = actionOf?.(card);
            return (
              <li key={keyOf(card)} className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
                {card.icon && (
                  <span className="mb-4 grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
                    <Icon name={card.icon} className="size-6" />
                  </span>
                )}
                <CardHeading
                  lang={langOfText(card.title)}
                  className="text-lg font-bold text-ink-900"
                  {...(__LIVE_PREVIEW__ && inspect(card, "title"))}
                >
                  {card.title}
                </CardHeading>
                {card.description && (
                  <p
                    lang={langOfText(card.description)}
                    className="mt-2 text-ink-700"
                    {...(__LIVE_PREVIEW__ && inspect(card, "description"))}
                  >
                    {card.description}
                  </p>
                )}
                {action && <div className="mt-auto pt-4">{action}</div>}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
