import type { Section } from "~/domains/assessments/question-bank";
import { QuestionField } from "./question-field";

type SectionProps = {
  section: Section;
  anchorId: string;
  /** The number shown before this section's first question (numbering runs on across sections). */
  firstNumber: number;
  responses: Record<string, string>;
  errors: Record<string, string>;
  onChange: (questionId: string, value: string) => void;
  onInvalid: (questionId: string, message: string) => void;
};

/** One section of the questionnaire: its title as a heading, its description, and its numbered questions. */
export function QuestionSection({ section, anchorId, firstNumber, responses, errors, onChange, onInvalid }: SectionProps) {
  return (
    <section id={anchorId} aria-labelledby={`${anchorId}-title`} className="scroll-mt-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id={`${anchorId}-title`} tabIndex={-1} data-screen-heading="" className="font-serif text-2xl text-ink">
        {section.title}
      </h2>
      <p className="mt-2 text-muted">{section.description}</p>
      <div className="mt-6 space-y-8">
        {section.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            number={firstNumber + index}
            value={responses[question.id] ?? ""}
            error={errors[question.id]}
            onChange={onChange}
            onInvalid={onInvalid}
          />
        ))}
      </div>
    </section>
  );
}
