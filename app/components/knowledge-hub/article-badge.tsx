import { articleBadgeLabels } from "~/content/knowledge-hub";
import type { ArticleBadge as Badge } from "~/content/models";
import { cn } from "~/lib/cn";

/** Each badge its own colour pair, all at least 4.5:1. */
const badgeColours: Record<Badge, string> = {
  Featured: "bg-brand-600 text-white",
  Popular: "bg-saffron-100 text-saffron-800",
  Trending: "bg-brand-100 text-brand-800",
  Essential: "bg-ink-900 text-white",
  Innovation: "bg-brand-950 text-saffron-400",
  New: "bg-saffron-400 text-ink-900",
};

export function ArticleBadge({ badge, className }: { badge: Badge; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-bold uppercase",
        badgeColours[badge],
        className,
      )}
    >
      {articleBadgeLabels[badge]}
    </span>
  );
}
