import type { PageSection } from "~/content/models";
import { cn } from "~/lib/cn";

interface SectionIntroProps {
  section: PageSection;
  /** The id the section's `aria-labelledby` points at. */
  headingId: string;
  align?: "start" | "center";
  /** Light text for sections on a dark ground. */
  tone?: "default" | "inverted";
  className?: string;
}

/**
 * A section's h2 with its optional subheading and description, from a `PageSection`, so the same
 * markup serves the built-in copy and the content service (which may leave either text empty).
 */
export function SectionIntro({ section, headingId, align = "start", tone = "default", className }: SectionIntroProps) {
  const inverted = tone === "inverted";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {section.subheading && (
        <p className={cn("font-semibold uppercase tracking-wide", inverted ? "text-saffron-400" : "text-brand-700")}>
          {section.subheading}
        </p>
      )}
      <h2 id={headingId} className={cn("section-heading mt-2", inverted && "text-white")}>
        {section.heading}
      </h2>
      {section.description && (
        <p className={cn("mt-4 text-lg", inverted ? "text-brand-100" : "text-ink-700")}>{section.description}</p>
      )}
    </div>
  );
}
