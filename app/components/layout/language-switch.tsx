import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { pageLanguage, pathIn, siteLanguages } from "~/languages";
import { idOfHash } from "~/lib/hash-id";
import { notFoundDocumentPath } from "~/route-paths";

/**
 * The section of the page the visitor is reading: the last of the main content's sections whose
 * top is above the upper third of what the header leaves of the screen, as "#id" (the same in every
 * language: ids come from the code, not the copy); "" at the page's top.
 */
function sectionBeingRead(): string {
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const readingLine = headerBottom + (window.innerHeight - headerBottom) / 3;
  const sections = [...document.querySelectorAll<HTMLElement>("main section[id]")];
  const reached = sections.filter((section) => section.getBoundingClientRect().top <= readingLine);
  return reached.length > 0 && window.scrollY > 0 ? `#${reached[reached.length - 1].id}` : "";
}

/**
 * The section the address points into, as "#id": a question's address (#faqs-is-there-a-fee) is
 * made from its copy, which differs between languages, and its section's (#faqs) from the code.
 * "" when the address names nothing in a section.
 */
function sectionOfAddress(): string {
  const id = idOfHash(window.location.hash);
  const section = id ? document.getElementById(id)?.closest<HTMLElement>("main section[id]") : null;
  return section ? `#${section.id}` : "";
}

/**
 * The page being read, in each of the site's other languages, named in that language (docs/decisions/013).
 * A plain link: each language is a build of its own, so moving between them is a page load, and an
 * address always shows its own language (no redirect by Accept-Language or a remembered choice).
 * The section being read goes along: the one the address points into (#faqs for a question's
 * address), else the one scrolled to; an unknown address's page links the other home.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  // Prerendering asks for each page with a trailing slash (/perks/); the page is /perks.
  const pathname = useLocation().pathname.replace(/(.)\/$/, "$1");
  // The 404 page, prerendered once for every unknown address, links the other language's home.
  const path = pathname === notFoundDocumentPath ? "/" : pathname;
  const keepSection = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = sectionOfAddress() || sectionBeingRead();
    if (section) event.currentTarget.hash = section;
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
