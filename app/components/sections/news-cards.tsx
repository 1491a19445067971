import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "~/components/ui/external-link";
import { InEnglishNote } from "~/components/ui/in-english-note";
import type { NewsArticle, PageSection } from "~/content/models";
import { cn } from "~/lib/cn";
import { langOfText } from "~/lib/text-language";
import { SectionHeader, sectionHeadingId } from "./section-header";
import { inspect } from "~/cms/inspector";

/** One piece of coverage; the whole card opens it in a new tab, and its headline names the card. */
function NewsCard({ article }: { article: NewsArticle }) {
  const headlineId = useId();
  return (
    <article
      aria-labelledby={headlineId}
      className="relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none"
    >
      <p
        className="text-sm font-semibold uppercase tracking-wide text-brand-700"
        {...(__LIVE_PREVIEW__ && inspect(article, "outlet"))}
      >
        {article.outlet}
      </p>
      <h3
        id={headlineId}
        lang={langOfText(article.headline)}
        className="mt-2 text-lg font-bold text-ink-900"
        {...(__LIVE_PREVIEW__ && inspect(article, "headline"))}
      >
        <ExternalLink
          href={article.href}
          className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          {article.headline}
          <InEnglishNote headline={article.headline} />
        </ExternalLink>
      </h3>
      {article.summary && (
        <p lang={langOfText(article.summary)} className="mt-3 flex-1 text-ink-700">
          {article.summary}
        </p>
      )}
      <Icon name="arrow-up-right" className="mt-4 size-5 text-brand-700" />
    </article>
  );
}

interface NewsCardsProps {
  section: PageSection;
  articles: NewsArticle[];
  /** On the light grey band instead of white. */
  tinted?: boolean;
}

/** Press coverage as cards; the whole card opens the article in a new tab, its headline names it. */
export function NewsCards({ section, articles, tinted = false }: NewsCardsProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section aria-labelledby={headingId} className={cn("py-16 sm:py-24", tinted && "bg-ink-50")}>
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {articles.map((article) => (
            <li key={article.href}>
              <NewsCard article={article} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
