import { Link } from "~/components/ui/router-link";
import { Icon } from "~/components/ui/icon";
import { cardPagesText } from "~/content/knowledge-hub";
import { cn } from "~/lib/cn";
import { knowledgeHubPaths } from "~/route-paths";

const pageLink =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-4 font-semibold text-brand-700 hover:bg-brand-50";

/** Links between the pages of article cards: previous, each page by number, next. Nothing with one page. */
export function CardPagesNav({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={cardPagesText.navLabel} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={knowledgeHubPaths.cardsPage(page - 1)} rel="prev" className={pageLink}>
              <Icon name="arrow-left" className="size-4" />
              {cardPagesText.previous}
            </Link>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={knowledgeHubPaths.cardsPage(number)}
              aria-label={cardPagesText.page(number)}
              aria-current={number === page ? "page" : undefined}
              className={cn(pageLink, number === page && "bg-brand-700 text-white hover:bg-brand-700")}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link to={knowledgeHubPaths.cardsPage(page + 1)} rel="next" className={pageLink}>
              {cardPagesText.next}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
