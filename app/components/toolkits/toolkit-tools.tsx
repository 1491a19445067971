import { useState } from "react";
import { SectionHeader } from "~/components/sections/section-header";
import type { PageSection } from "~/content/models";
import { toolFilters, toolsText, type ToolFilter, type ToolkitTool } from "~/content/toolkits";
import { useHashTarget } from "~/hooks/use-hash-target";
import { anchorIds } from "~/lib/anchor-id";
import { cn } from "~/lib/cn";
import { ALL_TOOLS, filterToolsByCategory } from "~/lib/toolkit-filter";
import { ToolCard } from "./tool-card";

/**
 * The tool cards under a row of category filters. Each filter is a toggle button (aria-pressed);
 * the count of cards shown sits in a polite live region, so a screen reader hears the result. An
 * address naming a card that the filter hides shows every card again, and that one.
 */
export function ToolkitTools({ section, tools }: { section: PageSection; tools: ToolkitTool[] }) {
  const [filter, setFilter] = useState<ToolFilter>(ALL_TOOLS);
  const shown = filterToolsByCategory(tools, filter);
  const headingId = `${section.sectionName}-heading`;
  // Each card's address (#tool-its-title), where search results about it land.
  const anchors = new Map(
    anchorIds(
      "tool",
      tools.map((tool) => tool.title),
    ).map((id, i) => [tools[i], id]),
  );
  // A card the address names is shown even if the filter chosen before hid it, in the same render
  // as the page, so the browser's scroll to it finds it.
  const target = useHashTarget();
  const [arrivedAt, setArrivedAt] = useState("");
  if (target !== arrivedAt) {
    setArrivedAt(target);
    const named = tools.find((tool) => anchors.get(tool) === target);
    if (named && !shown.includes(named)) setFilter(ALL_TOOLS);
  }

  return (
    <section id="tools" aria-labelledby={headingId} className="bg-ink-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} />
        <div role="group" aria-label={toolsText.filterLabel} className="mt-8 flex flex-wrap gap-2">
          {toolFilters.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === filter}
              onClick={() => setFilter(name)}
              className={cn(
                "min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors motion-reduce:transition-none",
                name === filter
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700",
              )}
            >
              {name}
            </button>
          ))}
        </div>
        <p role="status" aria-live="polite" className="mt-4 text-sm font-medium text-ink-600">
          {toolsText.resultCount(shown.length, filter)}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((tool) => (
              <li key={tool.title} className={cn(tool.spotlight && "md:col-span-2 lg:col-span-3")}>
                <ToolCard tool={tool} anchor={anchors.get(tool) ?? ""} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-2xl border border-dashed border-ink-300 p-8 text-center text-ink-600">
            {toolsText.empty}
          </p>
        )}
      </div>
    </section>
  );
}
