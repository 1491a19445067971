import type { PageSection } from "~/content/models";
import { cn } from "~/lib/cn";
import { inspect } from "~/cms/inspector";
import { langOfText } from "~/lib/text-language";

interface SectionHeaderProps {
  /** The h2's id, which the section names in aria-labelledby. */
  headingId: string;
  section: PageSection;
  align?: "start" | "center";
  /** `dark` on the deep brand background. */
  tone?: "light" | "dark";
  className?: string;
}

/** The id a section's heading gets from its name, for aria-labelledby: "howToClaim-heading". */
export const sectionHeadingId = (section: PageSection) => `${section.sectionName}-heading`;

/**
 * A section's h2 with its optional subheading and description, from a PageSection, so the same
 * markup serves the built-in copy and the content service (which may leave either text empty).
 */
export function SectionHeader({ headingId, section, align = "start", tone = "light", className }: SectionHeaderProps) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      <h2
        id={headingId}
        lang={langOfText(section.heading)}
        className={cn("section-heading", dark && "text-white")}
        {...(__LIVE_PREVIEW__ && inspect(section, "heading"))}
      >
        {section.heading}
      </h2>
      {section.subheading && (
        <p
          lang={langOfText(section.subheading)}
          className={cn("mt-3 text-lg font-semibold sm:text-xl", dark ? "text-saffron-400" : "text-brand-700")}
          {...(__LIVE_PREVIEW__ && inspect(section, "subheading"))}
        >
          {section.subheading}
        </p>
      )}
      {section.description && (
        <p
          lang={langOfText(section.description)}
          className={cn("mt-4 text-lg", dark ? "text-brand-100" : "text-ink-700")}
          {...(__LIVE_PREVIEW__ && inspect(section, "description"))}
        >
          {section.description}
        </p>
      )}
    </div>
  );
}
