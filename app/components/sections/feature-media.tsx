import { Icon } from "~/components/ui/icon";
import { ImageCarousel } from "~/components/ui/image-carousel";
import { LazyImage } from "~/components/ui/lazy-image";
import { LoopingVideo } from "~/components/ui/looping-video";
import { featureMediaText, type FeatureBlock } from "~/content/startup-features";

/** A feature block's media column: its clip, its rotating pictures, its picture, or "Coming Soon". */
export function FeatureMedia({ block }: { block: FeatureBlock }) {
  const { media } = block;
  switch (media?.kind) {
    case "video":
      return (
        <LoopingVideo clip={media.clip} pauseLabel={featureMediaText.pauseClip} playLabel={featureMediaText.playClip} />
      );
    case "images":
      return <ImageCarousel images={media.images} label={featureMediaText.picturesOf(block.title)} />;
    case "image":
      return <LazyImage {...media.image} className="rounded-2xl shadow-sm" />;
    default:
      return (
        <div className="grid aspect-[8/5] w-full place-items-center rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50 p-6 text-center">
          <div>
            <Icon name={block.icon} className="mx-auto size-10 text-brand-600" />
            <p className="mt-3 text-lg font-semibold text-brand-800">{featureMediaText.comingSoon}</p>
          </div>
        </div>
      );
  }
}
