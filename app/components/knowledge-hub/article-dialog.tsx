import { useEffect, useId, type RefObject } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/ui/router-link";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { articleViewText } from "~/content/knowledge-hub";
import type { Article, ArticleCard } from "~/content/models";
import { readerLoadStarts } from "~/lib/article-reader";
import { knowledgeHubPaths } from "~/route-paths";
import { ArticleBadge } from "./article-badge";
import { ArticleSections } from "./article-sections";
import { inspect } from "~/cms/inspector";
import { langOfText } from "~/lib/text-language";

interface ArticleDialogProps {
  /** The card as the list has it now; a whole article when the content service sent one live. */
  article: ArticleCard | Article;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The article page's prerendered data, or word that it could not be had (routes/knowledge-hub-article.tsx). */
type ArticlePageData = { article: Article } | { unavailable: true };

const hasSections = (article: ArticleCard | Article): article is Article => "sections" in article;

/**
 * A full-screen modal reading view; focus returns to the card on close. Title and summary come from
 * the card at once, the sections from the article page's prerendered data. Its own chunk, loaded at
 * first open or when the pointer nears a card.
 */
export default function ArticleDialog({ article, open, onOpenChange, returnFocusTo }: ArticleDialogProps) {
  const idPrefix = useId();
  const close = () => onOpenChange(false);
  const page = useFetcher<ArticlePageData>();
  const path = knowledgeHubPaths.article(article.slug);
  const { load, state, data } = page;
  const needsText = !hasSections(article);
  useEffect(() => {
    if (!needsText || !open) return;
    readerLoadStarts(path);
    void load(path);
  }, [needsText, open, load, path]);

  const fetched = data && "article" in data && data.article.slug === article.slug ? data.article : null;
  const whole = hasSections(article) ? article : fetched;
  const failed = !whole && state === "idle" && data !== undefined && "unavailable" in data;
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-summary`}
      aria-busy={!whole && !failed}
      onClosed={() => returnFocusTo.current?.focus()}
      className="article-dialog m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain bg-white"
    >
      <div className="sticky top-0 z-10 border-b border-ink-200 bg-white/95">
        <div className="container-page flex max-w-3xl items-center justify-between gap-4 py-2">
          <ArticleBadge badge={article.badge} />
          <button
            type="button"
            onClick={close}
            aria-label={articleViewText.close}
            className="relative grid size-11 place-items-center rounded-full text-ink-800 hover:bg-ink-100"
          >
            <Icon name="close" className="size-6" tooltip={articleViewText.close} />
          </button>
        </div>
      </div>
      <article className="container-page max-w-3xl pb-16 pt-8 sm:pt-12">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={article.icon} className="size-6" />
        </span>
        <h2
          id={`${idPrefix}-title`}
          className="mt-5 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl"
          {...(__LIVE_PREVIEW__ && inspect(article, "title"))}
        >
          {article.title}
        </h2>
        <p
          id={`${idPrefix}-summary`}
          lang={langOfText(article.summary)}
          className="mt-4 text-lg text-ink-700 sm:text-xl"
          {...(__LIVE_PREVIEW__ && inspect(article, "summary"))}
        >
          {article.summary}
        </p>
        {whole ? (
          <ArticleSections article={whole} headingLevel={3} className="mt-10" />
        ) : (
          <p role="status" className="mt-10 text-ink-700">
            {failed ? (
              <>
                {articleViewText.loadFailed}{" "}
                <Link reloadDocument to={path} className="font-semibold text-brand-700 underline">
                  {articleViewText.openPage}
                </Link>
              </>
            ) : (
              articleViewText.loading
            )}
          </p>
        )}
        <button
          type="button"
          onClick={close}
          className={buttonClasses({ variant: "secondary", size: "lg", className: "mt-12" })}
        >
          <Icon name="arrow-left" className="size-5" />
          {articleViewText.backToArticles}
        </button>
      </article>
    </ModalDialog>
  );
}
