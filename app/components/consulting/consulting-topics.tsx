import { Icon } from "~/components/ui/icon";
import type { ConsultingTopic } from "~/content/consulting";

/** The four things a session covers, as chips under the hero's subtitle. */
export function ConsultingTopics({ label, topics }: { label: string; topics: ConsultingTopic[] }) {
  return (
    <ul aria-label={label} className="mt-6 flex flex-wrap justify-center gap-2">
      {topics.map((topic) => (
        <li
          key={topic.label}
          className="flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-800"
        >
          <Icon name={topic.icon} className="size-4" />
          {topic.label}
        </li>
      ))}
    </ul>
  );
}
