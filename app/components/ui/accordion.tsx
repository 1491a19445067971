import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHashTarget } from "~/hooks/use-hash-target";
import { Icon } from "./icon";

export interface AccordionItemData {
  /** The question's element id: an address ending in #id opens its answer (a search result, a shared link). */
  id: string;
  title: string;
  /** More attributes for the question's button (a preview build's inspector tags). */
  titleAttributes?: Record<string, string>;
  content: ReactNode;
}

type AccordionProps = {
  items: AccordionItemData[];
  /** Heading level of each trigger, so the outline stays in order under the section heading. */
  headingLevel?: "h3" | "h4";
} & ({ type: "single"; collapsible?: boolean } | { type: "multiple" });

/** Arrow, Home and End keys: where focus goes among n triggers from trigger `at`. */
const focusMoves: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Expandable questions, the W3C accordion pattern: each question a button in a heading, its
 * answer a region it controls. Single mode keeps one open (closable again when collapsible);
 * multiple mode lets several stay open. Arrow, Home and End keys move between the questions.
 * Answers are always in the document (so prerendered pages carry them), hidden when closed. An
 * address naming a question (#its-id) opens its answer.
 */
export function Accordion({ items, headingLevel = "h3", ...mode }: AccordionProps) {
  const [openIds, setOpenIds] = useState<string[]>([]);
  const baseId = useId();
  const Heading = headingLevel;
  const lockedOpen = mode.type === "single" && !mode.collapsible;
  // An address naming a question opens it as the page is shown (so the browser, or React Router,
  // scrolls to it open); only when the address changes: closed afterwards, it stays closed.
  const target = useHashTarget();
  const [arrivedAt, setArrivedAt] = useState("");
  if (target !== arrivedAt) {
    setArrivedAt(target);
    if (items.some((item) => item.id === target) && !openIds.includes(target)) {
      setOpenIds(mode.type === "single" ? [target] : [...openIds, target]);
    }
  }

  const toggle = (id: string) =>
    setOpenIds((open) => {
      if (!open.includes(id)) return mode.type === "single" ? [id] : [...open, id];
      if (lockedOpen) return open;
      return open.filter((openId) => openId !== id);
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = focusMoves[event.key];
    const triggers = event.currentTarget.closest("[data-accordion]")?.querySelectorAll("[data-accordion-trigger]");
    if (!move || !triggers) return;
    event.preventDefault();
    const list = [...triggers] as HTMLElement[];
    list[move(list.indexOf(event.currentTarget), list.length)]?.focus();
  };

  return (
    <div data-accordion="">
      {items.map((item, index) => {
        const open = openIds.includes(item.id);
        const state = open ? "open" : "closed";
        const triggerId = `${baseId}-question-${index}`;
        const answerId = `${baseId}-answer-${index}`;
        return (
          <div key={item.id} data-state={state} className="border-b border-ink-200 last:border-b-0">
            <Heading id={item.id}>
              <button
                id={triggerId}
                type="button"
                data-accordion-trigger=""
                data-state={state}
                aria-expanded={open}
                aria-controls={answerId}
                aria-disabled={open && lockedOpen ? true : undefined}
                onClick={() => toggle(item.id)}
                onKeyDown={moveFocus}
                className="group flex w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-ink-900 hover:text-brand-700"
                {...item.titleAttributes}
              >
                {item.title}
                <Icon
                  name="chevron-down"
                  className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </button>
            </Heading>
            <div
              id={answerId}
              role="region"
              aria-labelledby={triggerId}
              data-answer=""
              hidden={!open}
              className="pb-4 text-ink-700"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
