import { useEffect, useRef, type FormEvent } from "react";
import { buttonClasses } from "~/components/ui/button";
import { eligibilityFormText, eligibilityQuestions } from "~/content/eligibility";
import { answersFromQuery, isComplete, questionIds, questions, type Answers, type QuestionId } from "~/lib/eligibility";

interface EligibilityFormProps {
  answers: Partial<Answers>;
  onAnswer: (chosen: Partial<Answers>, options?: { replace?: boolean }) => void;
  /** Where the form's button sends focus once every question is answered. */
  resultHeadingId: string;
}

/** What is checked right now, as answers. */
function checkedAnswers(form: HTMLFormElement): Partial<Answers> {
  const checked = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") checked.set(name, value);
  return answersFromQuery(checked).answers;
}

/**
 * Radio groups under legends (arrow keys move within a group, natively). The choices live in the
 * address, each a new history entry; the result follows every choice. The button (or Enter on a
 * radio) focuses the result, or the first unanswered question.
 */
export function EligibilityForm({ answers, onAnswer, resultHeadingId }: EligibilityFormProps) {
  const form = useRef<HTMLFormElement>(null);

  const showResult = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unanswered = questionIds.find((question) => !answers[question]);
    const target = isComplete(answers)
      ? document.getElementById(resultHeadingId)
      : form.current?.querySelector<HTMLInputElement>(`input[name="${unanswered}"]`);
    target?.focus();
  };

  // Before the app arrived, a tap was held and replayed, but an arrow key moved the choice natively,
  // unseen: on hydration, whatever is checked is the visitor's latest word.
  useEffect(() => {
    const early = checkedAnswers(form.current!);
    if (Object.keys(early).length > 0) onAnswer(early, { replace: true });
    // Once, on hydration: afterwards every change comes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // No autocomplete: restored old choices would contradict the address.
    <form ref={form} autoComplete="off" className="grid gap-6" onSubmit={showResult}>
      {questionIds.map((question) => (
        <Question key={question} question={question} chosen={answers[question]} onAnswer={onAnswer} />
      ))}
      <button type="submit" className={buttonClasses({ size: "lg", className: "justify-self-start" })}>
        {eligibilityFormText.submit}
      </button>
    </form>
  );
}

interface QuestionProps {
  question: QuestionId;
  chosen: string | undefined;
  onAnswer: EligibilityFormProps["onAnswer"];
}

function Question({ question, chosen, onAnswer }: QuestionProps) {
  const copy = eligibilityQuestions[question];
  const options = copy.options as Record<string, string>;
  return (
    <fieldset className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left mb-3 w-full text-lg font-bold text-ink-900">{copy.legend}</legend>
      <div className="clear-left grid gap-2 sm:grid-cols-2">
        {questions[question].map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 px-4 py-2 text-ink-800 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold"
          >
            <input
              type="radio"
              name={question}
              value={value}
              checked={chosen === value}
              onChange={() => onAnswer({ [question]: value })}
              className="size-5 shrink-0 accent-brand-600"
            />
            {options[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
