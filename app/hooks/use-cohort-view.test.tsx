import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CohortCalendar } from "~/components/infinity/cohort-calendar";
import { programmeCohort } from "~/content/cohort";
import { cohortDatesSection } from "~/content/infinity";
import type { ProgrammeCohort } from "~/lib/models";
import { cohortView, type CohortView } from "~/hooks/cohort-view";
import { announceHydrated, HYDRATED_ATTRIBUTE } from "~/lib/hydration";
import { useCohortView } from "./use-cohort-view";

const builtInFebruary = cohortView(programmeCohort, "2025-02-01");

function Dates({ built, cohort = programmeCohort }: { built: CohortView; cohort?: ProgrammeCohort }) {
  const view = useCohortView(built, programmeCohort, cohort);
  return (
    <CohortCalendar
      section={cohortDatesSection(programmeCohort)}
      view={view}
      cohort={cohort}
      addToCalendarText="Add to calendar"
    />
  );
}

afterEach(() => vi.useRealTimers());

describe("useCohortView", () => {
  it("a page built in February and read in June hydrates as built, then says what is true in June", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Dates built={builtInFebruary} />);
    document.body.append(container);
    expect(container.textContent).toContain("will take place");
    expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-06-15T10:00:00+05:30"));
    const recoverableErrors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Dates built={builtInFebruary} />, { onRecoverableError: recoverableErrors });
    });
    await vi.waitFor(() => expect(container.textContent).toContain("took place"));
    expect(recoverableErrors, "no hydration mismatch").not.toHaveBeenCalled();
    expect(container.textContent).not.toMatch(/will take place|Add to calendar/);
    expect(container.textContent).toContain("The next cohort's dates will be announced on this page.");
    expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    container.remove();
  });

  it("a page built after demo day and read before the bootcamp says what is ahead, its structured data as built", async () => {
    const builtInJune = cohortView(programmeCohort, "2025-06-15");
    // As root.tsx: the app says it has hydrated from its first effect.
    const Page = () => {
      useEffect(announceHydrated, []);
      return <Dates built={builtInJune} />;
    };
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    try {
      expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2025-02-01T10:00:00+05:30"));
      await act(async () => {
        hydrateRoot(container, <Page />);
      });
      await vi.waitFor(() => expect(container.textContent).toContain("will take place"));
      // A <script> React wrote now would go through innerHTML, which the page's policy refuses.
      expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    } finally {
      document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
      container.remove();
    }
  });

  it("read on the day it was built, keeps the view the build made, calendar links included", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-02-01T10:00:00+05:30"));
    render(<Dates built={builtInFebruary} />);
    expect(screen.getAllByRole("link", { name: /^Add to calendar/ })).toHaveLength(2);
    expect(screen.getByRole("link", { name: /bootcamp/ })).toHaveAttribute("href", "/calendar/infinity-bootcamp.ics");
  });

  it("given a newer cohort than the build's, gives its dates on the same day, without the build's calendar files", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-02-01T10:00:00+05:30"));
    const next = { ...programmeCohort, city: "Chennai", bootcampStart: "2025-04-07", bootcampEnd: "2025-04-09" };
    render(<Dates built={builtInFebruary} cohort={next} />);
    expect(await screen.findByText(/will take place in Chennai from 7 to 9 April 2025/)).toBeInTheDocument();
    expect(screen.queryAllByRole("link", { name: /^Add to calendar/ })).toHaveLength(0);
  });
});
