import type { QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import type { QuestionBank } from "~/domains/assessments/question-bank";
import { scaleDefinitions } from "~/domains/assessments/scales/scale-definitions";
import { asqOptions } from "~/domains/assessments/scales/asq";
import { isAnswered } from "../questionnaire-answers";
import { missingBySection, questionnaireSteps, REVIEW_TITLE, riskScreenQuestionsAsked } from "./questionnaire-steps";

type ReviewProps = {
  bank: QuestionBank;
  answers: QuestionnaireAnswers;
  onEdit: (step: number) => void;
};

const NOT_ANSWERED = "Not answered yet";
const EXCERPT_LENGTH = 160;

/** The start of an answer, cut at a word: enough to recognise it, short enough to scan. */
export function excerpt(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (trimmed.length <= EXCERPT_LENGTH) return trimmed;
  const cut = trimmed.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : EXCERPT_LENGTH)}…`;
}

type Row = { label: string; value: string | undefined };

function rowsFor(bank: QuestionBank, answers: QuestionnaireAnswers, step: ReturnType<typeof questionnaireSteps>[number]): Row[] {
  if (step.kind === "client") {
    return [
      { label: "Email", value: answers.email.trim() || undefined },
      { label: "Completion date", value: answers.completionDate || undefined },
      { label: "First name (optional)", value: answers.firstName?.trim() || "Not given" },
      { label: "Phone (optional)", value: answers.phone?.trim() ? `${answers.phone.trim()}${answers.phoneConsent ? ", we may call you" : ""}` : "Not given" },
    ];
  }
  if (step.kind === "scales") {
    const chosen = answers.scales ?? {};
    return bank.scales.flatMap((id) => {
      const scale = scaleDefinitions[id];
      return scale.items.map((item) => ({
        label: `${scale.name} ${item.number}. ${item.text}`,
        value: item.id in chosen ? scale.options.find((option) => option.value === chosen[item.id])?.label : undefined,
      }));
    });
  }
  if (step.kind === "risk-screen") {
    const chosen = answers.scales ?? {};
    return riskScreenQuestionsAsked(chosen).map((item) => ({
      label: `${item.number}. ${item.text}`,
      value: asqOptions.find((option) => option.value === chosen[item.id])?.label,
    }));
  }
  if (step.kind === "section") {
    const firstNumber = bank.sections.slice(0, step.sectionIndex).reduce((sum, section) => sum + section.questions.length, 1);
    return bank.sections[step.sectionIndex]!.questions.map((question, position) => ({
      label: `${firstNumber + position}. ${question.text}`,
      value: isAnswered(answers.responses[question.id]) ? excerpt(answers.responses[question.id]!) : undefined,
    }));
  }
  return [];
}

/**
 * The last screen: every section with its answers, short and read-only, an
 * Edit button back to each, and what is still missing named plainly, so the
 * writer can send knowing nothing was skipped by accident.
 */
export function ReviewScreen({ bank, answers, onEdit }: ReviewProps) {
  const steps = questionnaireSteps(bank);
  const review = missingBySection(bank, answers);
  const missingCount = review.reduce((sum, section) => sum + section.missing.length, 0);
  return (
    <section aria-labelledby="review-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="review-heading" tabIndex={-1} data-screen-heading="" className="font-serif text-2xl text-ink">
        {REVIEW_TITLE}
      </h2>
      <p className="mt-2 text-ink" data-testid="review-summary">
        {missingCount === 0
          ? "Everything is answered. Read it through if you like, then send it below."
          : `${missingCount} ${missingCount === 1 ? "answer is" : "answers are"} still missing. Each one is marked below; use Edit to go back to it.`}
      </p>
      {review.map((section) => {
        const step = steps[section.step]!;
        const headingId = `review-${section.step}-heading`;
        return (
          <section key={section.step} aria-labelledby={headingId} className="mt-6 border-t border-line pt-5" data-review-step={section.step}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
              <h3 id={headingId} className="text-xl font-semibold text-ink">
                {section.title}
              </h3>
              <button
                type="button"
                onClick={() => onEdit(section.step)}
                className="min-h-11 rounded-md px-2 font-semibold text-accent-strong underline underline-offset-4 hover:bg-accent-soft"
              >
                Edit<span className="sr-only"> {section.title}</span>
              </button>
            </div>
            <p className={`mt-1 text-sm ${section.missing.length > 0 ? "font-semibold text-red-800" : "text-muted"}`}>
              {section.missing.length === 0 ? "All answered" : `${section.missing.length} of ${section.total} not answered yet`}
            </p>
            <dl className="mt-3 space-y-3">
              {rowsFor(bank, answers, step).map((row) => (
                <div key={row.label}>
                  <dt className="font-semibold text-ink">{row.label}</dt>
                  <dd className={`mt-0.5 break-words ${row.value === undefined ? "font-semibold text-red-800" : "text-muted"}`}>
                    {row.value ?? NOT_ANSWERED}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </section>
  );
}
