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
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/consulting";

export function meta() {
  return seoMeta({ path: paths.consulting, ...consultingMeta });
}

export function loader() {
  return loadContentSnapshot(paths.consulting, ["hero", "sections"]);
}

export default function Consulting({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.consulting, consultingHero, loaderData);
  return (
    <>
      <PageHero hero={hero} placement="consulting_hero">
        <ConsultingTopics label={consultingTopicsLabel} topics={consultingTopics} />
      </PageHero>
      <ExpertsGrid
        section={section(expertsSection)}
        consultants={consultants}
        link={consultantLink}
        comingSoon={moreConsultantsSoon}
      />
    </>
  );
}
