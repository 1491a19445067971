import { inspect } from "~/cms/inspector";
import type { Article } from "~/content/models";
import { anchorIds } from "~/lib/anchor-id";
import { splitArticleContent } from "~/lib/article-content";
import { cn } from "~/lib/cn";
import { langOfText } from "~/lib/text-language";

interface ArticleSectionsProps {
  article: Article;
  /** h2 on the article's page, under its h1; h3 in the reader, under its h2. */
  headingLevel: 2 | 3;
  className?: string;
}

/**
 * An article's sections as the spec draws them: each section's text split on ". ", a long piece
 * with one colon shown as a bold label and its text. Every text, built in or from the content
 * service, rendered as text. Each heading has an address (#section-its-title) a link can land on.
 */
export function ArticleSections({ article, headingLevel, className }: ArticleSectionsProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ids = anchorIds(
    "section",
    article.sections.map((section) => section.title),
  );
  return (
    <div className={className}>
      {article.sections.map((section, index) => (
        <section
          key={ids[index]}
          aria-labelledby={ids[index]}
          className={cn(index > 0 && "mt-10")}
          {...(__LIVE_PREVIEW__ && inspect(article, "sections"))}
        >
          <Heading
            id={ids[index]}
            lang={langOfText(section.title)}
            className="scroll-mt-20 text-xl font-bold text-ink-900 sm:text-2xl"
          >
            {section.title}
          </Heading>
          <div lang={langOfText(section.content)} className="mt-4 grid gap-4 leading-relaxed text-ink-800">
            {splitArticleContent(section.content).map((piece, pieceIndex) => (
              <p key={pieceIndex}>
                {piece.label ? (
                  <>
                    {/* The space starts the text's own node: a lone space between the two would
                        move by half a line's leading when a page painted mid-parse got the rest. */}
                    <strong className="font-semibold text-ink-900">{`${piece.label}:`}</strong>
                    {` ${piece.text}`}
                  </>
                ) : (
                  piece.text
                )}
              </p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
