import { useEffect, useId, type RefObject } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { articleViewText } from "~/content/knowledge-hub";
import type { Article } from "~/content/models";
import { splitArticleContent } from "~/lib/article-content";
import { ArticleBadge } from "./article-badge";
import { inspect } from "~/cms/inspector";

interface ArticleDialogProps {
  article: Article;
  open: boolean;
  /** The section to show first (an address named it); the top of the article otherwise. */
  startAt?: number;
  onOpenChange: (open: boolean) => void;
  /** The card that opened it, which gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The full-screen reading view of one article, a modal dialog: focus kept inside, Escape or either
 * close button closes it, and focus goes back to the card. Every text, whether built in or from the content
 * service, is rendered as text. Its own chunk, loaded when an article is first opened.
 */
export default function ArticleDialog({ article, open, startAt, onOpenChange, returnFocusTo }: ArticleDialogProps) {
  const idPrefix = useId();
  const close = () => onOpenChange(false);
  // After the dialog's own effect has opened it (a child's effects run first).
  useEffect(() => {
    if (open && startAt !== undefined) document.getElementById(`${idPrefix}-section-${startAt}`)?.scrollIntoView();
  }, [open, startAt, idPrefix, article]);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-summary`}
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
          className="mt-4 text-lg text-ink-700 sm:text-xl"
          {...(__LIVE_PREVIEW__ && inspect(article, "summary"))}
        >
          {article.summary}
        </p>
        {article.sections.map((section, index) => {
          const headingId = `${idPrefix}-section-${index}`;
          return (
            <section
              key={headingId}
              aria-labelledby={headingId}
              className="mt-10"
              {...(__LIVE_PREVIEW__ && inspect(article, "sections"))}
            >
              <h3 id={headingId} className="scroll-mt-20 text-xl font-bold text-ink-900 sm:text-2xl">
                {section.title}
              </h3>
              <div className="mt-4 space-y-4 leading-relaxed text-ink-800">
                {splitArticleContent(section.content).map((piece, pieceIndex) => (
                  <p key={pieceIndex}>
                    {piece.label ? (
                      <>
                        <strong className="font-semibold text-ink-900">{piece.label}:</strong> {piece.text}
                      </>
                    ) : (
                      piece.text
                    )}
                  </p>
                ))}
              </div>
            </section>
          );
        })}
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
