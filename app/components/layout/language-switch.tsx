import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { pageLanguage, pathIn, siteLanguages } from "~/languages";
import { notFoundDocumentPath } from "~/route-paths";

/**
 * The page being read, in each of the site's other languages, named in that language (docs/decisions/013).
 * A plain link: each language is a build of its own, so moving between them is a page load, and an
 * address always shows its own language (no redirect by Accept-Language or a remembered choice).
 * The section in the address (#faqs) goes along; an unknown address's page links the other home.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  // Prerendering asks for each page with a trailing slash (/perks/); the page is /perks.
  const pathname = useLocation().pathname.replace(/(.)\/$/, "$1");
  // The 404 page, prerendered once for every unknown address, links the other language's home.
  const path = pathname === notFoundDocumentPath ? "/" : pathname;
  const keepSection = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.location.hash) event.currentTarget.hash = window.location.hash;
  };
  return siteLanguages
    .filter((language) => language.code !== pageLanguage.code)
    .map((language) => (
      <a
        key={language.code}
        href={pathIn(language, path)}
        hrefLang={language.tag}
        lang={language.tag}
        className={className}
        onClick={keepSection}
      >
        {language.name}
      </a>
    ));
}
