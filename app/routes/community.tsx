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
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/community";

export function meta() {
  return seoMeta({ path: paths.community, ...communityMeta });
}

export function loader() {
  return loadContentSnapshot(paths.community, ["hero", "sections"]);
}

export default function Community({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.community, communityHero, loaderData);
  return (
    <>
      <PageHero
        hero={hero}
        placement="community_hero"
        media={<PhotoMosaic pictures={communityHeroPictures} layout="community" />}
      />
      <CeoQuote section={section(ceoQuoteSection)} quote={ceoQuote} />
      <AccessBlocks section={section(accessSection)} blocks={accessBlocks} />
    </>
  );
}
