import { SectionHeader, sectionHeadingId } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import { LazyImage } from "~/components/ui/lazy-image";
import { VideoFacade } from "~/components/ui/video-facade";
import type { AccessBlock } from "~/content/community";
import type { PageSection } from "~/content/models";
import { cn } from "~/lib/cn";

function AccessBlockArticle({ block, flipped }: { block: AccessBlock; flipped: boolean }) {
  const titleId = `${block.id}-title`;
  return (
    <article id={block.id} aria-labelledby={titleId} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
      <div className={cn(flipped && "lg:col-start-2 lg:row-start-1")}>
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={block.icon} className="size-6" />
        </span>
        <h3 id={titleId} className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">
          {block.title}
        </h3>
        <p className="mt-3 text-lg text-ink-700">{block.description}</p>
        <ul className="mt-5 space-y-2">
          {block.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2 text-ink-800">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {highlight}
            </li>
          ))}
        </ul>
        <ul aria-label={block.photosLabel} className="mt-6 grid grid-cols-2 gap-3">
          {block.photos.map((photo) => (
            <li key={photo.src}>
              <LazyImage {...photo} className="w-full rounded-xl" />
            </li>
          ))}
        </ul>
      </div>
      <VideoFacade video={block.video} className={cn("shadow-lg", flipped && "lg:col-start-1 lg:row-start-1")} />
    </article>
  );
}

interface AccessBlocksProps {
  section: PageSection;
  blocks: AccessBlock[];
}

/** The groups, the AMAs and the demo days: each with a click-to-play video and photos, alternating sides. */
export function AccessBlocks({ section, blocks }: AccessBlocksProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} align="center" />
        <div className="mt-14 space-y-16 sm:space-y-24">
          {blocks.map((block, i) => (
            <AccessBlockArticle key={block.id} block={block} flipped={i % 2 === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}
