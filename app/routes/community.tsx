import { AccessBlocks } from "~/components/community/access-blocks";
import { CeoQuote } from "~/components/community/ceo-quote";
import { PhotoMosaic } from "~/components/sections/photo-mosaic";
import { PageHero } from "~/components/sections/page-hero";
import {
  accessBlocks,
  accessSection,
  ceoQuote,
  ceoQuoteSection,
  communityHero,
  communityHeroPictures,
  communityMeta,
} from "~/content/community";
import { loadContentSnapshot } from "~/cms/snapshot";
import { usePageVideos } from "~/cms/use-lists";
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/community";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ path: paths.community, ...communityMeta, override: loaderData?.meta });
}

export function loader() {
  return loadContentSnapshot(paths.community, ["meta", "hero", "sections", "videos"]);
}

export default function Community({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.community, communityHero, loaderData);
  const videosFor = usePageVideos(paths.community, loaderData.videos);
  // Each block's video can come from the service, under the block's id as its placement.
  const blocks = accessBlocks.map((block) => ({ ...block, video: videosFor(block.id, [block.video])[0] }));
  return (
    <>
      <PageHero
        hero={hero}
        placement="community_hero"
        media={<PhotoMosaic pictures={communityHeroPictures} layout="community" />}
      />
      <CeoQuote section={section(ceoQuoteSection)} quote={ceoQuote} />
      <AccessBlocks section={section(accessSection)} blocks={blocks} />
    </>
  );
}
