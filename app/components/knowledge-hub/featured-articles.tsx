import { Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "~/components/ui/router-link";
import { SectionHeader } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import { articleViewText } from "~/content/knowledge-hub";
import type { Article, ArticleCard, PageSection } from "~/content/models";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import { whenIdle } from "~/lib/when-idle";
import { knowledgeHubPaths } from "~/route-paths";
import { ArticleBadge } from "./article-badge";
import { CardPagesNav } from "./card-pages-nav";
import { inspect } from "~/cms/inspector";
import { langOfText } from "~/lib/text-language";

// The reading view (dialog, focus trap, scroll lock) is never in the first load: fetched on idle once
// the app runs, or sooner on pointer or focus, so a tap never waits for it (docs/decisions/012).
const ArticleDialog = lazyWithPreload(() => import("./article-dialog"));

/** Names the article the reader shows over the list. */
const READING = "article";

/** A reader this list opened itself: closing goes back to where the visitor was. */
interface OpenedHere {
  reader: true;
}

interface ArticleCardGridProps {
  /** Whole articles once the content service has answered in the browser. */
  cards: (ArticleCard | Article)[];
  /** Under the section's h2 on the hub, under the h1 elsewhere. */
  headingLevel: 2 | 3;
}

/**
 * Each card is a real link to its article. A plain click opens the reader over the list at the
 * article's address (a masked navigation); Back, Escape or close restores the list's address. Other
 * clicks (modifier, middle button), and any click before the app or without JavaScript, follow the link.
 */
export function ArticleCardGrid({ cards, headingLevel }: ArticleCardGridProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const slug = new URLSearchParams(location.search).get(READING);
  const reading = cards.find((card) => card.slug === slug);
  // Stays mounted while its dialog closes, so focus can return to its card.
  const [shown, setShown] = useState(reading);
  if (reading && reading !== shown) setShown(reading);
  const opener = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => whenIdle(() => void ArticleDialog.preload()), []);
  useEffect(() => {
    if (reading) opener.current = document.querySelector(`a[data-article="${reading.slug}"]`);
  }, [reading]);

  const close = () => {
    if ((location.state as OpenedHere | null)?.reader) void navigate(-1);
    else void navigate(location.pathname, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug}>
            <ArticleCardItem card={card} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {shown && (
        <Suspense fallback={null}>
          <ArticleDialog
            article={shown}
            open={reading !== undefined}
            onOpenChange={(open) => !open && close()}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </>
  );
}

/** The title link's ::after covers the card, so it clicks anywhere and reads as one link named by its title. */
function ArticleCardItem({ card, headingLevel }: { card: ArticleCard; headingLevel: 2 | 3 }) {
  const id = useId();
  const [titleId, summaryId] = [`${id}-title`, `${id}-summary`];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const address = knowledgeHubPaths.article(card.slug);
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={card.icon} className="size-6" />
        </span>
        <ArticleBadge badge={card.badge} />
      </div>
      <Heading
        id={titleId}
        className="mt-5 text-xl font-bold text-ink-900"
        {...(__LIVE_PREVIEW__ && inspect(card, "title"))}
      >
        <Link
          to={{ search: `?${READING}=${card.slug}` }}
          mask={address}
          state={{ reader: true } satisfies OpenedHere}
          preventScrollReset
          // The reader changes nothing the page loaded: no loader runs again.
          defaultShouldRevalidate={false}
          data-article={card.slug}
          aria-describedby={summaryId}
          onPointerEnter={ArticleDialog.preload}
          onFocus={ArticleDialog.preload}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          {card.title}
        </Link>
      </Heading>
      <p
        id={summaryId}
        lang={langOfText(card.summary)}
        className="mt-3 flex-1 text-ink-700"
        {...(__LIVE_PREVIEW__ && inspect(card, "summary"))}
      >
        {card.summary}
      </p>
      <span aria-hidden="true" className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700">
        {articleViewText.readArticle}
        <Icon name="arrow-right" className="size-4" />
      </span>
    </article>
  );
}

interface FeaturedArticlesProps {
  section: PageSection;
  cards: (ArticleCard | Article)[];
  /** The hub is the first, and links the others. */
  pages: number;
}

/** "Featured Articles" on the hub: its first page of cards. */
export function FeaturedArticles({ section, cards, pages }: FeaturedArticlesProps) {
  const headingId = `${section.sectionName}-heading`;
  return (
    <section id="featured-articles" aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} />
        <div className="mt-10">
          <ArticleCardGrid cards={cards} headingLevel={3} />
        </div>
        <CardPagesNav page={1} pages={pages} />
      </div>
    </section>
  );
}
