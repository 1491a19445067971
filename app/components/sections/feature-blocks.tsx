import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import type { PageSection } from "~/content/models";
import type { FeatureBlock } from "~/content/startup-features";
import { cn } from "~/lib/cn";
import { FeatureMedia } from "./feature-media";
import { SectionHeader } from "./section-header";

interface FeatureBlocksProps {
  section: PageSection;
  blocks: FeatureBlock[];
  id?: string;
}

/** The product features of the startup pages: one block each, media alternating right and left. */
export function FeatureBlocks({ section, blocks, id = "features" }: FeatureBlocksProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-ink-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader headingId={headingId} section={section} align="center" />
        <div className="mt-12 space-y-16 sm:mt-16 lg:space-y-24">
          {blocks.map((block, i) => (
            <FeatureBlockRow key={block.title} block={block} mediaFirst={i % 2 === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}

function FeatureBlockRow({ block, mediaFirst }: { block: FeatureBlock; mediaFirst: boolean }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-media-side={mediaFirst ? "left" : "right"}
      className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cn(mediaFirst && "lg:col-start-2 lg:row-start-1")}>
        <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
          <Icon name={block.icon} className="size-6" />
        </span>
        <h3 id={titleId} className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {block.title}
        </h3>
        <p className="mt-3 text-lg text-ink-700">{block.subtitle}</p>
        <ul className="mt-6 space-y-3">
          {block.features.map((feature) => (
            <li key={feature.text} className="flex items-start gap-3 text-ink-800">
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700">
                <Icon name={feature.icon} className="size-4" />
              </span>
              <span className="pt-1">{feature.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={cn(mediaFirst && "lg:col-start-1 lg:row-start-1")}>
        <FeatureMedia block={block} />
      </div>
    </article>
  );
}
