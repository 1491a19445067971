import type { ReactNode } from "react";
import { Link } from "./router-link";
import { useGoToHomeAnchor } from "~/hooks/use-anchor-scroll";
import { pageLanguage, pathIn } from "~/languages";

interface SiteLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  /** Attributes for the link itself (a preview build's inspector tags). */
  [attribute: `data-${string}`]: string;
}

/**
 * An internal link; "/#id" links go home (this language's: /hi#id) and scroll to the section (spec:
 * in-page anchors). React Router's links take the language's prefix themselves (its basename).
 */
export function SiteLink({ href, children, className, onClick, ...attributes }: SiteLinkProps) {
  const goToHomeAnchor = useGoToHomeAnchor();
  if (href.startsWith("/#")) {
    return (
      <a
        href={`${pathIn(pageLanguage, "/")}${href.slice(1)}`}
        className={className}
        {...attributes}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onClick?.();
          goToHomeAnchor(href.slice(2));
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick} {...attributes}>
      {children}
    </Link>
  );
}
