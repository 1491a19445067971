import { a11yText } from "~/content/shared";
import { pageLanguage } from "~/languages";
import { langOfText } from "~/lib/text-language";

/**
 * After a headline kept in English on a translated page (a press article, which links to the
 * English original), says so in the page's language: "(अंग्रेज़ी में)". Nothing where the headline
 * is in the page's language.
 */
export function InEnglishNote({ headline }: { headline: string }) {
  if (!langOfText(headline)) return null;
  return (
    <>
      {" "}
      <span lang={pageLanguage.tag} className="font-normal">
        {a11yText.inEnglish}
      </span>
    </>
  );
}
