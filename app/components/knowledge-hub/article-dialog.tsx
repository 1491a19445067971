import { Dialog } from "radix-ui";
import { useEffect, useId, type RefObject } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
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
 * The full-screen reading view of one article: Radix traps focus, closes on Escape or either
 * close button, and returns focus to the card. Every text, whether built in or from the content
 * service, is rendered as text. Its own chunk, loaded when an article is first opened.
 */
export default function ArticleDialog({ article, open, startAt, onOpenChange, returnFocusTo }: ArticleDialogProps) {
  const idPrefix = useId();
  useEffect(() => {
    if (open && startAt !== undefined) document.getElementById(`${idPrefix}-section-${startAt}`)?.scrollIntoView();
  }, [open, startAt, idPrefix, article]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-white data-[state=open]:animate-[fade-in_200ms_ease-out] motion-reduce:animate-none"
        >
          <div className="sticky top-0 z-10 border-b border-ink-200 bg-white/95">
            <div className="container-page flex max-w-3xl items-center justify-between gap-4 py-2">
              <ArticleBadge badge={article.badge} />
              <Dialog.Close
                aria-label={articleViewText.close}
                className="relative grid size-11 place-items-center rounded-full text-ink-800 hover:bg-ink-100"
              >
                <Icon name="close" className="size-6" tooltip={articleViewText.close} />
              </Dialog.Close>
            </div>
          </div>
          <article className="container-page max-w-3xl pb-16 pt-8 sm:pt-12">
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={article.icon} className="size-6" />
            </span>
            <Dialog.Title
              className="mt-5 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl"
              {...(__LIVE_PREVIEW__ && inspect(article, "title"))}
            >
              {article.title}
            </Dialog.Title>
            <Dialog.Description
              className="mt-4 text-lg text-ink-700 sm:text-xl"
              {...(__LIVE_PREVIEW__ && inspect(article, "summary"))}
            >
              {article.summary}
            </Dialog.Description>
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
            <Dialog.Close className={buttonClasses({ variant: "secondary", size: "lg", className: "mt-12" })}>
              <Icon name="arrow-left" className="size-5" />
              {articleViewText.backToArticles}
            </Dialog.Close>
          </article>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
