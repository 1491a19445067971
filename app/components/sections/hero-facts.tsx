import { Icon } from "~/components/ui/icon";

/** A short row of ticked facts under a hero's subtitle ("Free to join", "No equity taken"). */
export function HeroFacts({ facts }: { facts: string[] }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
      {facts.map((fact) => (
        <li key={fact} className="flex items-center gap-2 font-medium text-ink-800">
          <Icon name="check" className="size-5 text-brand-600" />
          {fact}
        </li>
      ))}
    </ul>
  );
}
