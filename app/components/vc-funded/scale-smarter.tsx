import { SectionHeader } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import type { PageSection } from "~/content/models";
import type { IntelligenceCard } from "~/content/vc-funded";
import { cn } from "~/lib/cn";

/** The data-intelligence offer: five cards, the free pilot set apart. */
export function ScaleSmarter({ section, cards }: { section: PageSection; cards: IntelligenceCard[] }) {
  return (
    <section
      id="scale-smarter"
      aria-labelledby="scale-smarter-heading"
      className="bg-brand-950 py-16 text-white sm:py-24"
    >
      <div className="container-page">
        <SectionHeader headingId="scale-smarter-heading" section={section} align="center" tone="dark" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {cards.map((card, i) => (
            <li
              key={card.title}
              className={cn(
                "rounded-2xl p-6 lg:col-span-2",
                i === 3 && "lg:col-start-2",
                card.offer ? "bg-saffron-400 text-ink-900" : "bg-white/10",
              )}
            >
              <span
                className={cn(
                  "grid size-12 place-items-center rounded-xl",
                  card.offer ? "bg-ink-900 text-saffron-400" : "bg-white/10 text-saffron-400",
                )}
              >
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold">{card.title}</h3>
              <p className={cn("mt-2", card.offer ? "text-ink-900" : "text-brand-100")}>{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
