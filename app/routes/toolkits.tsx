import { PageHero } from "~/components/sections/page-hero";
import { ToolkitClaims } from "~/components/toolkits/toolkit-claims";
import { SignUpNow } from "~/components/toolkits/sign-up-now";
import { StartupsThatMadeIt } from "~/components/toolkits/startups-that-made-it";
import { NewsCards } from "~/components/sections/news-cards";
import { ToolkitTools } from "~/components/toolkits/toolkit-tools";
import {
  graduatedStartups,
  newsCards,
  newsSection,
  signUpButtonText,
  signUpSection,
  startupsSection,
  toolkitClaims,
  toolkitsEyebrow,
  toolkitsHero,
  toolkitsMeta,
  tools,
  toolsSection,
} from "~/content/toolkits";
import { loadContentSnapshot } from "~/cms/snapshot";
import { useNews } from "~/cms/use-lists";
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/toolkits";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ path: paths.toolkits, ...toolkitsMeta, override: loaderData?.meta });
}

export function loader() {
  return loadContentSnapshot(paths.toolkits, ["meta", "hero", "sections", "news"]);
}

export default function Toolkits({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.toolkits, toolkitsHero, loaderData);
  const news = useNews(paths.toolkits, newsCards, loaderData.news);

  return (
    <>
      <PageHero hero={hero} placement="toolkits_hero" eyebrow={toolkitsEyebrow}>
        <ToolkitClaims claims={toolkitClaims} />
      </PageHero>
      <ToolkitTools section={section(toolsSection)} tools={tools} />
      <NewsCards section={section(newsSection)} articles={news} />
      <StartupsThatMadeIt section={section(startupsSection)} startups={graduatedStartups} />
      <SignUpNow section={section(signUpSection)} buttonText={signUpButtonText} />
    </>
  );
}
