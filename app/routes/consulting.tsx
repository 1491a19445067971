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

export function meta() {
  return [{ title: consultingMeta.title }, { name: "description", content: consultingMeta.description }];
}

export default function Consulting() {
  // Built-in copy for now; the content service will supply these same shapes.
  const hero = consultingHero;
  const experts = expertsSection;
  return (
    <>
      <PageHero hero={hero} placement="consulting_hero">
        <ConsultingTopics label={consultingTopicsLabel} topics={consultingTopics} />
      </PageHero>
      <ExpertsGrid section={experts} consultants={consultants} link={consultantLink} comingSoon={moreConsultantsSoon} />
    </>
  );
}
