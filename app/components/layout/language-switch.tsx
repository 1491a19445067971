import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { pageLanguage, pathIn, siteLanguages } from "~/languages";
import { idOfHash } from "~/lib/hash-id";
import { notFoundDocumentPath } from "~/route-paths";

/**
 * The last section whose top is above the upper third below the header, as "#id" (ids come from the
 * code, so they match across languages); "" at the page's top.
 */
function sectionBeingRead(): string {
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const readingLine = headerBottom + (window.innerHeight - headerBottom) / 3;
  const sections = [...document.querySelectorAll<HTMLElement>("main section[id]")];
  const reached = sections.filter((section) => section.getBoundingClientRect().top <= readingLine);
  return reached.length > 0 && window.scrollY > 0 ? `#${reached[reached.length - 1].id}` : "";
}

/**
 * As "#id": a question's id (#faqs-is-there-a-fee) comes from its copy and differs between
 * languages; its section's (#faqs) does not.
 */
function sectionOfAddress(): string {
  const id = idOfHash(window.location.hash);
  const section = id ? document.getElementById(id)?.closest<HTMLElement>("main section[id]") : null;
  return section ? `#${section.id}` : "";
}

/**
 * Plain links to this page in the other languages (docs/decisions/013): each is its own build, and an
 * address always shows its own language (no redirect by Accept-Language or a remembered choice).
 * The section being read goes along.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  // Prerendering asks for each page with a trailing slash (/perks/); the page is /perks.
  const pathname = useLocation().pathname.replace(/(.)\/$/, "$1");
  // The 404 page is prerendered once for every unknown address.
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
