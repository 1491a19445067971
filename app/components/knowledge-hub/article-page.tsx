import { Link } from "~/components/ui/router-link";
import { inspect } from "~/cms/inspector";
import { ClosingCta } from "~/components/sections/closing-cta";
import { FirstScreenEnd } from "~/components/ui/first-screen-end";
import { Icon } from "~/components/ui/icon";
import { articlePageText, knowledgeHubMeta } from "~/content/knowledge-hub";
import type { Article, ArticleCard } from "~/content/models";
import { indianCalendarDate, readingMinutes } from "~/lib/article-list";
import { formatDate } from "~/content/dates";
import { knowledgeHubPaths, paths } from "~/route-paths";
import { ArticleBadge } from "./article-badge";
import { ArticleSections } from "./article-sections";
import { langOfText } from "~/lib/text-language";

interface ArticlePageProps {
  article: Article;
  previous?: ArticleCard;
  next?: ArticleCard;
}

/** An article's own page: where it sits, its title, dates and reading time, its text, the ones either side. */
export function ArticlePage({ article, previous, next }: ArticlePageProps) {
  const minutes = readingMinutes([article.summary, ...article.sections.flatMap((part) => [part.title, part.content])]);
  const changed = indianCalendarDate(article.updated) !== indianCalendarDate(article.published);
  return (
    <>
      <article aria-labelledby="article-title" className="container-page max-w-3xl pb-16 pt-8 sm:pt-12">
        <header>
          <nav aria-label={articlePageText.breadcrumbsLabel}>
            <ol className="flex flex-wrap items-center gap-x-2 text-sm text-ink-700">
              <li>
                <Link to={paths.home} className="underline-offset-4 hover:underline">
                  {articlePageText.home}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link to={paths.knowledgeHub} className="underline-offset-4 hover:underline">
                  {knowledgeHubMeta.breadcrumb}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-semibold text-ink-900">
                {article.title}
              </li>
            </ol>
          </nav>
          <ArticleBadge badge={article.badge} className="mt-8" />
          <h1
            id="article-title"
            className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-5xl"
            {...(__LIVE_PREVIEW__ && inspect(article, "title"))}
          >
            {article.title}
          </h1>
          <p
            lang={langOfText(article.summary)}
            className="mt-4 text-lg text-ink-700 sm:text-xl"
            {...(__LIVE_PREVIEW__ && inspect(article, "summary"))}
          >
            {article.summary}
          </p>
          <p className="mt-4 flex flex-wrap gap-x-4 text-sm text-ink-700">
            <span>
              {articlePageText.published}{" "}
              <time dateTime={article.published}>{formatDate(indianCalendarDate(article.published))}</time>
            </span>
            {changed && (
              <span>
                {articlePageText.updated}{" "}
                <time dateTime={article.updated}>{formatDate(indianCalendarDate(article.updated))}</time>
              </span>
            )}
            <span>{articlePageText.readingTime(minutes)}</span>
          </p>
          <FirstScreenEnd />
        </header>
        <ArticleSections article={article} headingLevel={2} className="mt-12" />
      </article>
      <nav aria-label={articlePageText.neighboursLabel} className="container-page max-w-3xl pb-16">
        <ul className="grid gap-4 sm:grid-cols-2">
          {previous && <NeighbourLink card={previous} label={articlePageText.previous} direction="previous" />}
          {next && <NeighbourLink card={next} label={articlePageText.next} direction="next" />}
        </ul>
        <Link
          to={paths.knowledgeHub}
          className="mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {articlePageText.allArticles}
        </Link>
      </nav>
      <ClosingCta section={articlePageText.closingCta} ctaText={articlePageText.ctaText} placement="article_closing" />
    </>
  );
}

function NeighbourLink({
  card,
  label,
  direction,
}: {
  card: ArticleCard;
  label: string;
  direction: "previous" | "next";
}) {
  return (
    <li className={direction === "next" ? "sm:col-start-2 sm:text-right" : undefined}>
      <Link
        to={knowledgeHubPaths.article(card.slug)}
        rel={direction === "next" ? "next" : "prev"}
        className="block h-full rounded-2xl border border-ink-200 p-5 hover:border-brand-600 hover:shadow-sm"
      >
        <span className="block text-sm font-semibold text-brand-700">{label}</span>
        <span className="mt-1 block font-bold text-ink-900">{card.title}</span>
      </Link>
    </li>
  );
}
