import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { eligibilityQuestions } from "~/content/eligibility";
import { EligibilityForm } from "./eligibility-form";

describe("EligibilityForm", () => {
  it("asks each question in a fieldset named by its legend", () => {
    render(<EligibilityForm answers={{ stage: "mvp" }} onAnswer={() => {}} />);
    const stage = screen.getByRole("group", { name: eligibilityQuestions.stage.legend });
    expect(screen.getAllByRole("group")).toHaveLength(5);
    expect(stage).toContainElement(screen.getByRole("radio", { name: "MVP or pilot users" }));
    expect(screen.getByRole("radio", { name: "MVP or pilot users" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Idea" })).not.toBeChecked();
  });

  it("reports a choice as an answer to its question", () => {
    const onAnswer = vi.fn();
    render(<EligibilityForm answers={{}} onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole("radio", { name: "Venture capital" }));
    expect(onAnswer).toHaveBeenCalledWith({ funding: "venture-capital" });
  });

  it("on hydration, takes what the visitor checked before the app arrived, without a new history entry", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EligibilityForm answers={{}} onAnswer={() => {}} />);
    document.body.append(container);
    // Checked natively while the page was only HTML: no event the app could have heard.
    (container.querySelector('input[name="stage"][value="mvp"]') as HTMLInputElement).checked = true;
    (container.querySelector('input[name="india"][value="not-yet"]') as HTMLInputElement).checked = true;

    const onAnswer = vi.fn();
    const recoverableErrors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <EligibilityForm answers={{}} onAnswer={onAnswer} />, {
        onRecoverableError: recoverableErrors,
      });
    });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({ stage: "mvp", india: "not-yet" }, { replace: true });
    expect(recoverableErrors).not.toHaveBeenCalled();
    container.remove();
  });

  it("on hydration with nothing checked, says nothing", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EligibilityForm answers={{}} onAnswer={() => {}} />);
    document.body.append(container);
    const onAnswer = vi.fn();
    await act(async () => {
      hydrateRoot(container, <EligibilityForm answers={{}} onAnswer={onAnswer} />);
    });
    expect(onAnswer).not.toHaveBeenCalled();
    container.remove();
  });
});
