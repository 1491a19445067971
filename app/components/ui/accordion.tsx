import { useState, type KeyboardEvent, type ReactNode } from "react";
import { useHashTarget } from "~/hooks/use-hash-target";
import { Icon } from "./icon";

export interface AccordionItemData {
  /** The answer's element id: an address ending in #id opens it, on arrival without the app. */
  id: string;
  title: string;
  /** More attributes for the question (a preview build's inspector tags). */
  titleAttributes?: Record<string, string | undefined>;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItemData[];
  /** One answer of the group open at a time. */
  name: string;
  /** Heading level of each question, so the outline stays in order under the section heading. */
  headingLevel?: "h3" | "h4";
}

/** Where focus goes among `count` questions from question `at`. */
const focusMoves: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Native named <details>, one open at a time (spec section 4), so a tap works before and without
 * the app (docs/decisions/012), and answers stay in the document for prerendering and search. The
 * app adds arrow keys and opens the answer an in-page address change names.
 */
export function Accordion({ items, name, headingLevel = "h3" }: AccordionProps) {
  const Heading = headingLevel;
  // Only on an address change, so a closed answer stays closed; on arrival the browser opens it.
  const target = useHashTarget();
  const [named, setNamed] = useState("");
  if (target !== named) setNamed(target);

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const move = focusMoves[event.key];
    const questions = event.currentTarget.closest("[data-accordion]")?.querySelectorAll("[data-accordion-trigger]");
    if (!move || !questions) return;
    event.preventDefault();
    const list = [...questions] as HTMLElement[];
    list[move(list.indexOf(event.currentTarget), list.length)]?.focus();
  };

  return (
    <div data-accordion="">
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          open={item.id === named || undefined}
          className="group border-b border-ink-200 last:border-b-0"
        >
          <summary
            data-accordion-trigger=""
            onKeyDown={moveFocus}
            className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-ink-900 hover:text-brand-700"
            {...item.titleAttributes}
          >
            <Heading className="text-base font-semibold">{item.title}</Heading>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div id={item.id} data-answer="" className="pb-4 text-ink-700">
            {item.content}
          </div>
        </details>
      ))}
    </div>
  );
}
