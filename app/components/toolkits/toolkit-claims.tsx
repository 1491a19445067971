import { CountUpFigure, SCROLL_SPY_DURATION_MS } from "~/components/ui/count-up";
import type { Claim } from "~/content/toolkits";

/** The programme's track record, as three figures under the hero that count up when scrolled to. */
export function ToolkitClaims({ claims }: { claims: Claim[] }) {
  return (
    <dl className="mx-auto mt-8 grid max-w-2xl grid-cols-3 gap-3 sm:gap-6">
      {claims.map((claim) => (
        <div key={claim.label} className="flex flex-col rounded-2xl bg-white px-2 py-3 shadow-sm sm:p-5">
          <dt className="text-xs font-medium text-ink-600 sm:text-sm">{claim.label}</dt>
          <dd className="order-first text-2xl font-extrabold text-brand-700 sm:text-4xl">
            <CountUpFigure figure={claim.figure} durationMs={SCROLL_SPY_DURATION_MS} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
