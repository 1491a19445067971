import { ChevronDown } from "lucide-react";
import { Accordion as Primitive } from "radix-ui";
import { useState, type ReactNode } from "react";

export interface AccordionItemData {
  id: string;
  title: string;
  content: ReactNode;
}

type AccordionProps = {
  items: AccordionItemData[];
  /** Heading level of each trigger, so the outline stays in order under the section heading. */
  headingLevel?: "h3" | "h4";
} & ({ type: "single"; collapsible?: boolean } | { type: "multiple" });

/**
 * Expandable questions. Single mode keeps one open (closable again when collapsible); multiple
 * mode lets several stay open. Arrow, Home and End keys move between triggers (Radix).
 */
export function Accordion({ items, headingLevel = "h3", ...mode }: AccordionProps) {
  const [openIds, setOpenIds] = useState<string[]>([]);
  const Heading = headingLevel;
  const list = items.map((item) => (
    <Primitive.Item key={item.id} value={item.id} className="border-b border-ink-200 last:border-b-0">
      <Primitive.Header asChild>
        <Heading>
          <Primitive.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-ink-900 hover:text-brand-700">
            {item.title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </Primitive.Trigger>
        </Heading>
      </Primitive.Header>
      {/* Always mounted, hidden when closed, so the answers are in the prerendered HTML. */}
      <Primitive.Content data-answer="" forceMount hidden={!openIds.includes(item.id)} className="pb-4 text-ink-700">
        {item.content}
      </Primitive.Content>
    </Primitive.Item>
  ));
  return mode.type === "single" ? (
    <Primitive.Root
      type="single"
      collapsible={mode.collapsible}
      value={openIds[0] ?? ""}
      onValueChange={(id) => setOpenIds(id ? [id] : [])}
    >
      {list}
    </Primitive.Root>
  ) : (
    <Primitive.Root type="multiple" value={openIds} onValueChange={setOpenIds}>
      {list}
    </Primitive.Root>
  );
}
