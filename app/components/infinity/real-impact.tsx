import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import type { realImpactArticle } from "~/content/infinity";
import type { PageSection } from "~/content/models";
import { inspect } from "~/cms/inspector";

interface RealImpactProps {
  section: PageSection;
  article: typeof realImpactArticle;
}

/** One alumni story, told in full by an outside publication. */
export function RealImpact({ section, article }: RealImpactProps) {
  return (
    <section aria-labelledby="real-impact-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <div className="grid items-center gap-8 rounded-3xl bg-gradient-to-br from-saffron-100 to-white p-8 ring-1 ring-saffron-400/40 sm:p-12 lg:grid-cols-[auto_1fr_auto]">
          <span className="grid size-16 place-items-center rounded-2xl bg-saffron-400 text-ink-900">
            <Icon name="trending-up" className="size-8" />
          </span>
          <div>
            <h2
              id="real-impact-heading"
              className="text-3xl font-bold tracking-tight text-ink-900"
              {...(__LIVE_PREVIEW__ && inspect(section, "heading"))}
            >
              {section.heading}
            </h2>
            <p
              className="mt-2 text-lg font-semibold text-saffron-800"
              {...(__LIVE_PREVIEW__ && inspect(section, "subheading"))}
            >
              {section.subheading}
            </p>
            <p
              className="mt-3 max-w-2xl text-lg text-ink-700"
              {...(__LIVE_PREVIEW__ && inspect(section, "description"))}
            >
              {section.description}
            </p>
            <p className="mt-2 text-sm text-ink-600">{article.outlet}</p>
          </div>
          <ExternalLink href={article.href} className={buttonClasses({ size: "lg" })}>
            {article.label}
            <Icon name="arrow-up-right" className="size-5" />
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
