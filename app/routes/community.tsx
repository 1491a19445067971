import { AccessBlocks } from "~/components/community/access-blocks";
import { CeoQuote } from "~/components/community/ceo-quote";
import { CommunityMosaic } from "~/components/community/community-mosaic";
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

export function meta() {
  return [{ title: communityMeta.title }, { name: "description", content: communityMeta.description }];
}

export default function Community() {
  // Built-in copy for now; the content service will supply these same shapes.
  const hero = communityHero;
  const quoteSection = ceoQuoteSection;
  const whatYouGet = accessSection;
  return (
    <>
      <PageHero hero={hero} placement="community_hero" media={<CommunityMosaic pictures={communityHeroPictures} />} />
      <CeoQuote section={quoteSection} quote={ceoQuote} />
      <AccessBlocks section={whatYouGet} blocks={accessBlocks} />
    </>
  );
}
