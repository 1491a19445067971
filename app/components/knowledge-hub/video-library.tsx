import { SectionHeader } from "~/components/sections/section-header";
import { VideoFacade } from "~/components/ui/video-facade";
import type { PageSection, Video } from "~/content/models";
import { inspect } from "~/cms/inspector";

/** "Expert Video Library": click-to-play videos, each with a line on what it covers. */
export function VideoLibrary({ section, videos }: { section: PageSection; videos: Video[] }) {
  const headingId = `${section.sectionName}-heading`;
  return (
    <section id="video-library" aria-labelledby={headingId} className="bg-ink-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:gap-10">
          {videos.map((video) => (
            <li key={video.id}>
              <figure>
                <VideoFacade video={video} />
                {video.description && (
                  <figcaption className="mt-3 text-ink-700" {...(__LIVE_PREVIEW__ && inspect(video, "description"))}>
                    {video.description}
                  </figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
