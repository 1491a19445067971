import { useId, useRef } from "react";
import { SectionHeader } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import type { GoLiveStep } from "~/content/bootstrapped";
import type { PageSection } from "~/content/models";
import { useInView } from "~/hooks/use-in-view";
import { cn } from "~/lib/cn";

interface GoLiveFastProps {
  section: PageSection;
  steps: GoLiveStep[];
}

/**
 * The two ways we get a founder live. On large screens a rail runs beside the two steps with a
 * dot for each that lights up while its step is in view (threshold 0.3); it is decoration only.
 */
export function GoLiveFast({ section, steps }: GoLiveFastProps) {
  return (
    <section id="go-live-fast" aria-labelledby="go-live-fast-heading" className="py-16 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeader headingId="go-live-fast-heading" section={section} />
        </div>
        <div className="relative lg:pl-14">
          <span aria-hidden="true" className="absolute bottom-8 left-[1.1rem] top-8 hidden w-0.5 bg-ink-200 lg:block" />
          <div className="space-y-6">
            {steps.map((step, i) => (
              <GoLiveStepCard key={step.title} step={step} number={i + 1} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function GoLiveStepCard({ step, number }: { step: GoLiveStep; number: number }) {
  const card = useRef<HTMLElement>(null);
  const inView = useInView(card);
  const titleId = useId();
  return (
    <article
      ref={card}
      aria-labelledby={titleId}
      className="relative rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <span
        aria-hidden="true"
        data-section-dot={number}
        data-active={inView}
        className={cn(
          "absolute -left-[2.85rem] top-10 hidden size-4 rounded-full border-2 transition-all duration-300 motion-reduce:transition-none lg:block",
          inView
            ? "scale-125 border-brand-600 bg-brand-600 shadow-[0_0_0_6px_var(--color-brand-100)]"
            : "border-ink-300 bg-white",
        )}
      />
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={step.icon} className="size-6" />
        </span>
        <h3 id={titleId} className="text-xl font-bold text-ink-900 sm:text-2xl">
          {step.title}
        </h3>
      </div>
      <p className="mt-4 text-ink-700">{step.description}</p>
      <ul className="mt-5 space-y-2">
        {step.points.map((point) => (
          <li key={point} className="flex items-start gap-2 text-ink-800">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {point}
          </li>
        ))}
      </ul>
    </article>
  );
}
