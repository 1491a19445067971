import { useLayoutEffect, useRef } from "react";
import { SectionHeader } from "~/components/sections/section-header";
import type { PageSection } from "~/content/models";
import { toolFilters, toolsText, type ToolkitTool } from "~/content/toolkits";
import { useHashTarget } from "~/hooks/use-hash-target";
import { anchorIds } from "~/lib/anchor-id";
import { cn } from "~/lib/cn";
import { ALL_TOOLS, filterToolsByCategory, TOOL_CATEGORIES } from "~/lib/toolkit-filter";
import { ToolCard } from "./tool-card";

/**
 * The tool cards under a row of category filters: radio buttons, and the browser's own CSS hides the
 * cards (and count lines) of the other categories (app.css, "The toolkit's category filter"), so a
 * tap or an arrow key filters at once, before the app has started and without it
 * (docs/decisions/012). The count of cards shown sits in a polite live region, so a screen reader
 * hears the result. An address naming a card that the filter hides shows every card again.
 */
export function ToolkitTools({ section, tools }: { section: PageSection; tools: ToolkitTool[] }) {
  const headingId = `${section.sectionName}-heading`;
  const everyCard = useRef<HTMLInputElement>(null);
  // Each card's address (#tool-its-title), where search results about it land.
  const anchors = new Map(
    anchorIds(
      "tool",
      tools.map((tool) => tool.title),
    ).map((id, i) => [tools[i], id]),
  );
  // A card the address names is shown even if the filter chosen before hid it, before the page
  // scrolls to it (React Router's scroll comes after this layout effect).
  const target = useHashTarget();
  useLayoutEffect(() => {
    if (everyCard.current && [...anchors.values()].includes(target)) everyCard.current.checked = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the address names another place
  }, [target]);
  const emptyCategories = TOOL_CATEGORIES.filter((category) => filterToolsByCategory(tools, category).length === 0);

  return (
    <section id="tools" aria-labelledby={headingId} className="tool-filtering bg-ink-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} />
        <fieldset className="mt-8 flex flex-wrap gap-2">
          <legend className="sr-only">{toolsText.filterLabel}</legend>
          {toolFilters.map(({ key, label }) => (
            <label key={key} className="filter-chip">
              <input
                ref={key === ALL_TOOLS ? everyCard : undefined}
                type="radio"
                name="tool-filter"
                value={key}
                defaultChecked={key === ALL_TOOLS}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div role="status" aria-live="polite" className="mt-4 text-sm font-medium text-ink-600">
          {toolFilters.map(({ key, label }) => (
            <p key={key} data-for={key}>
              {toolsText.resultCount(filterToolsByCategory(tools, key).length, key === ALL_TOOLS ? null : label)}
            </p>
          ))}
        </div>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li
              key={tool.title}
              data-category={tool.category}
              className={cn(tool.spotlight && "md:col-span-2 lg:col-span-3")}
            >
              <ToolCard tool={tool} anchor={anchors.get(tool) ?? ""} />
            </li>
          ))}
          {emptyCategories.map((category) => (
            <li key={category} data-category={category} data-empty="">
              {toolsText.empty}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
