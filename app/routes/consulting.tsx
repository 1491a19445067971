import { ConsultingTopics } from "~/components/consulting/consulting-topics";
import { ExpertsGrid } from "~/components/consulting/experts-grid";
import { PageHero } from "~/components/sections/page-hero";
import {
  consultantLink,
  consultants,
  consultingHero,
  consultingMeta,
  consultingTopics,
  consultingTopicsLabel,
  expertsSection,
  moreConsultantsSoon,
} from "~/content/consulting";
import { loadContentSnapshot } from "~/cms/snapshot";
import { useConsultants } from "~/cms/use-lists";
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/consulting";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ path: paths.consulting, ...consultingMeta, override: loaderData?.meta });
}

export function loader() {
  return loadContentSnapshot(paths.consulting, ["meta", "hero", "sections", "consultants"]);
}

export default function Consulting({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.consulting, consultingHero, loaderData);
  const experts = useConsultants(consultants, loaderData.consultants);
  return (
    <>
      <PageHero hero={hero} placement="consulting_hero">
        <ConsultingTopics label={consultingTopicsLabel} topics={consultingTopics} />
      </PageHero>
      <ExpertsGrid
        section={section(expertsSection)}
        consultants={experts}
        link={consultantLink}
        comingSoon={moreConsultantsSoon}
      />
    </>
  );
}
