import { Suspense, useId, useRef, useState } from "react";
import { SectionHeader } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import { articleViewText } from "~/content/knowledge-hub";
import type { Article, PageSection } from "~/content/models";
import { ArticleBadge } from "./article-badge";
import { lazyWithPreload } from "~/lib/lazy-with-preload";

// The reading view (a dialog with its focus trap and scroll lock) loads when an article is first
// opened, or as the pointer or focus reaches a card: never with the page.
const ArticleDialog = lazyWithPreload(() => import("./article-dialog"));

interface FeaturedArticlesProps {
  section: PageSection;
  /** Whatever list the page has: the built-in articles, or the content service's once it answers. */
  articles: Article[];
}

/** "Featured Articles": a grid of cards, each opening its article full screen. */
export function FeaturedArticles({ section, articles }: FeaturedArticlesProps) {
  const headingId = `${section.sectionName}-heading`;
  const [reading, setReading] = useState<{ article: Article; open: boolean } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (article: Article, card: HTMLButtonElement) => {
    opener.current = card;
    setReading({ article, open: true });
  };
  return (
    <section id="featured-articles" aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                reading={reading?.open === true && reading.article === article}
                onOpen={open}
              />
            </li>
          ))}
        </ul>
      </div>
      {reading && (
        <Suspense fallback={null}>
          <ArticleDialog
            article={reading.article}
            open={reading.open}
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
 * card clicks anywhere, reads as one control named by its title, and keeps its h3.
 */
function ArticleCard({
  article,
  reading,
  onOpen,
}: {
  article: Article;
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
      <h3 className="mt-5 text-xl font-bold text-ink-900">
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
      <p id={summaryId} className="mt-3 flex-1 text-ink-700">
        {article.summary}
      </p>
      <span aria-hidden="true" className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700">
        {articleViewText.readArticle}
        <Icon name="arrow-right" className="size-4" />
      </span>
    </article>
  );
}
