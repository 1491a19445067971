import type { AnchorHTMLAttributes } from "react";
import { a11yText } from "~/content/shared";

/** A link off the site: new tab, no referrer, and a spoken hint that a tab opens. */
export function ExternalLink({ children, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children} <span className="sr-only">{a11yText.opensInNewTab}</span>
    </a>
  );
}
