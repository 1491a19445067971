import type { PageSection } from "~/content/models";
import { cn } from "~/lib/cn";

interface SectionIntroProps {
  section: PageSection;
  /** The id the section's aria-labelledby points at. */
  headingId: string;
  align?: "start" | "centre";
  /** On a dark background. */
  inverted?: boolean;
  className?: string;
}

/** A section's h2 with its optional subheading and description, as the content service shapes them. */
export function SectionIntro({ section, headingId, align = "centre", inverted = false, className }: SectionIntroProps) {
  return (
    <div className={cn("max-w-3xl", align === "centre" && "mx-auto text-center", className)}>
      <h2 id={headingId} className={cn("section-heading", inverted && "text-white")}>
        {section.heading}
      </h2>
      {section.subheading && (
        <p className={cn("mt-3 text-lg font-semibold sm:text-xl", inverted ? "text-saffron-400" : "text-brand-700")}>
          {section.subheading}
        </p>
      )}
      {section.description && (
        <p className={cn("mt-3 text-lg", inverted ? "text-brand-100" : "text-ink-700")}>{section.description}</p>
      )}
    </div>
  );
}

/** The id of a section's heading, from its content-service name. */
export const sectionHeadingId = (section: PageSection) => `${section.sectionName}-heading`;
