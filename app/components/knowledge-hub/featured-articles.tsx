import { Suspense, useEffect, useId, useRef, useState } from "react";
import { SectionHeader } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import { articleViewText } from "~/content/knowledge-hub";
import type { Article, PageSection } from "~/content/models";
import { useHashTarget } from "~/hooks/use-hash-target";
import { anchorIds } from "~/lib/anchor-id";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import { ArticleBadge } from "./article-badge";
import { inspect } from "~/cms/inspector";

// The reading view (a dialog with its focus trap and scroll lock) loads when an article is first
// opened, or as the pointer or focus reaches a card: never with the page.
const ArticleDialog = lazyWithPreload(() => import("./article-dialog"));

interface FeaturedArticlesProps {
  section: PageSection;
  /** Whatever list the page has: the built-in articles, or the content service's once it answers. */
  articles: Article[];
}

interface Reading {
  /** The article's id: the reader shows the article as the list has it now (a live edit included). */
  articleId: number;
  open: boolean;
  /** The section to show first, when the address named one. */
  section?: number;
  /** The id of the card's heading, when the address opened it rather than a press on the card. */
  card?: string;
}

/** Each article's address (#article-its-title) and each of its sections' (#article-its-title-a-section). */
function articleAnchors(articles: Article[]) {
  return anchorIds(
    "article",
    articles.map((article) => article.title),
  ).map((id, index) => ({
    id,
    sections: anchorIds(
      id,
      articles[index].sections.map((part) => part.title),
    ),
  }));
}

/**
 * "Featured Articles": a grid of cards, each opening its article full screen. An address naming an
 * article or one of its sections opens it there (a search result, a shared link).
 */
export function FeaturedArticles({ section, articles }: FeaturedArticlesProps) {
  const headingId = `${section.sectionName}-heading`;
  const [reading, setReading] = useState<Reading | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const anchors = articleAnchors(articles);
  const target = useHashTarget();
  const open = (article: Article, card: HTMLButtonElement) => {
    opener.current = card;
    setReading({ articleId: article.id, open: true });
  };
  const readArticle = reading && articles.find((article) => article.id === reading.articleId);

  // An address naming an article, or one of its sections, opens it there; the card gets focus back.
  const [arrivedAt, setArrivedAt] = useState("");
  if (target !== arrivedAt) {
    setArrivedAt(target);
    const index = anchors.findIndex((anchor) => anchor.id === target || anchor.sections.includes(target));
    if (index >= 0) {
      const part = anchors[index].sections.indexOf(target);
      setReading({
        articleId: articles[index].id,
        open: true,
        section: part < 0 ? undefined : part,
        card: anchors[index].id,
      });
    }
  }
  useEffect(() => {
    if (reading?.card) opener.current = document.getElementById(reading.card)?.querySelector("button") ?? null;
  }, [reading]);

  return (
    <section id="featured-articles" aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                anchors={anchors[index]}
                reading={reading?.open === true && reading.articleId === article.id}
                onOpen={open}
              />
            </li>
          ))}
        </ul>
      </div>
      {reading && readArticle && (
        <Suspense fallback={null}>
          <ArticleDialog
            article={readArticle}
            open={reading.open}
            startAt={reading.section}
            onOpenChange={(isOpen) => setReading({ ...reading, open: isOpen })}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The card's title is a real button whose hit area (its ::after) covers the whole card, so the
 * card clicks anywhere, reads as one control named by its title, and keeps its h3. The article's
 * text follows, hidden: the reader shows it, and the search index finds it there.
 */
function ArticleCard({
  article,
  anchors,
  reading,
  onOpen,
}: {
  article: Article;
  anchors: { id: string; sections: string[] };
  reading: boolean;
  onOpen: (article: Article, card: HTMLButtonElement) => void;
}) {
  const summaryId = useId();
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={article.icon} className="size-6" />
        </span>
        <ArticleBadge badge={article.badge} />
      </div>
      <h3
        id={anchors.id}
        className="mt-5 text-xl font-bold text-ink-900"
        {...(__LIVE_PREVIEW__ && inspect(article, "title"))}
      >
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={reading}
          aria-describedby={summaryId}
          onPointerEnter={ArticleDialog.preload}
          onFocus={ArticleDialog.preload}
          onClick={(event) => onOpen(article, event.currentTarget)}
          className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          {article.title}
        </button>
      </h3>
      <p id={summaryId} className="mt-3 flex-1 text-ink-700" {...(__LIVE_PREVIEW__ && inspect(article, "summary"))}>
        {article.summary}
      </p>
      <div hidden>
        {article.sections.map((part, index) => (
          <section key={anchors.sections[index]}>
            <h4 id={anchors.sections[index]}>{part.title}</h4>
            <p>{part.content}</p>
          </section>
        ))}
      </div>
      <span aria-hidden="true" className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700">
        {articleViewText.readArticle}
        <Icon name="arrow-right" className="size-4" />
      </span>
    </article>
  );
}
