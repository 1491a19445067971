import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { eligibilityFormText, eligibilityQuestions } from "~/content/eligibility";
import { questionIds, questions } from "~/lib/eligibility";
import { EligibilityForm } from "./eligibility-form";

describe("EligibilityForm", () => {
  it("asks each question in a fieldset named by its legend", () => {
    render(<EligibilityForm answers={{ stage: "mvp" }} onAnswer={() => {}} resultHeadingId="result" />);
    const stage = screen.getByRole("group", { name: eligibilityQuestions.stage.legend });
    expect(screen.getAllByRole("group")).toHaveLength(5);
    expect(stage).toContainElement(screen.getByRole("radio", { name: "MVP or pilot users" }));
    expect(screen.getByRole("radio", { name: "MVP or pilot users" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Idea" })).not.toBeChecked();
  });

  it("reports a choice as an answer to its question", () => {
    const onAnswer = vi.fn();
    render(<EligibilityForm answers={{}} onAnswer={onAnswer} resultHeadingId="result" />);
    fireEvent.click(screen.getByRole("radio", { name: "Venture capital" }));
    expect(onAnswer).toHaveBeenCalledWith({ funding: "venture-capital" });
  });

  it("on hydration, takes what the visitor checked before the app arrived, without a new history entry", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EligibilityForm answers={{}} onAnswer={() => {}} resultHeadingId="result" />);
    document.body.append(container);
    // Checked natively while the page was only HTML: no event the app could have heard.
    (container.querySelector('input[name="stage"][value="mvp"]') as HTMLInputElement).checked = true;
    (container.querySelector('input[name="india"][value="not-yet"]') as HTMLInputElement).checked = true;

    const onAnswer = vi.fn();
    const recoverableErrors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <EligibilityForm answers={{}} onAnswer={onAnswer} resultHeadingId="result" />, {
        onRecoverableError: recoverableErrors,
      });
    });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({ stage: "mvp", india: "not-yet" }, { replace: true });
    expect(recoverableErrors).not.toHaveBeenCalled();
    container.remove();
  });

  it("has a button that takes focus to the first question left, then, all answered, to the result", async () => {
    const user = userEvent.setup();
    const heading = document.createElement("h2");
    heading.id = "result";
    heading.tabIndex = -1;
    document.body.append(heading);
    const { rerender } = render(
      <EligibilityForm answers={{ funding: "venture-capital" }} onAnswer={() => {}} resultHeadingId="result" />,
    );
    const button = screen.getByRole("button", { name: eligibilityFormText.submit });
    await user.click(button);
    expect(document.activeElement).toHaveAttribute("name", questionIds[1]);

    const complete = Object.fromEntries(questionIds.map((question) => [question, questions[question][0]]));
    rerender(<EligibilityForm answers={complete} onAnswer={() => {}} resultHeadingId="result" />);
    await user.click(button);
    expect(heading).toHaveFocus();
    heading.remove();
  });

  it("on hydration with nothing checked, says nothing", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EligibilityForm answers={{}} onAnswer={() => {}} resultHeadingId="result" />);
    document.body.append(container);
    const onAnswer = vi.fn();
    await act(async () => {
      hydrateRoot(container, <EligibilityForm answers={{}} onAnswer={onAnswer} resultHeadingId="result" />);
    });
    expect(onAnswer).not.toHaveBeenCalled();
    container.remove();
  });
});
