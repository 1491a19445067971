import { stripVTControlCharacters } from "node:util";
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

/** How much of each failure is repeated: what names the failing step and what it got. */
const LINES_PER_FAILURE = 24;

/**
 * The named steps (`test.step`) in which an error was raised, innermost first named, as
 * "visit › check": a test that gathers several checks in one visit names the ones that failed.
 */
function failedChecks(steps: TestStep[], path: string[] = []): string[] {
  return steps.flatMap((step) => {
    const here = step.category === "test.step" ? [...path, step.title] : path;
    const inner = failedChecks(step.steps, here);
    if (inner.length > 0) return inner;
    return step.error && here.length > 0 ? [here.join(" › ")] : [];
  });
}

/**
 * Repeats each failure's error after the run's summary. The line reporter CI uses prints a
 * failure once, where it happens, hundreds of lines above the end; a CI that keeps only the end
 * of the output would name the failing test and lose what went wrong.
 */
export default class FailuresLastReporter implements Reporter {
  private readonly failures: string[] = [];

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus || result.status === "skipped") return;
    const title = test.titlePath().filter(Boolean).join(" › ");
    // Without the terminal's colour codes, which the errors carry.
    const errors = result.errors.map((error) =>
      stripVTControlCharacters(error.stack ?? error.message ?? String(error.value)),
    );
    const lines = errors.join("\n").split("\n").slice(0, LINES_PER_FAILURE);
    const checks = [...new Set(failedChecks(result.steps))].map((check) => `  in: ${check}`);
    this.failures.push(
      [`✘ ${title} (${result.status}, ${result.duration} ms)`, ...checks, ...lines.map((line) => `    ${line}`)].join(
        "\n",
      ),
    );
  }

  onEnd(_result: FullResult) {
    if (this.failures.length === 0) return;
    console.error(`\nWhat failed, again (the first ${LINES_PER_FAILURE} lines of each):`);
    for (const failure of this.failures) console.error(failure);
  }
}
