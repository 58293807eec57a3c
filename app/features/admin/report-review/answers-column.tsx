import { RiskMark } from "~/components/content/risk-mark";
import type { ReviewQuestion } from "./review-view";
import { sentenceAnchor } from "./review-view";

/**
 * The client's answers as the lane split them, question by question, each
 * sentence with its id. A sentence the safety screen heard is marked with its
 * tier and concern in words (ADR 0059). Sentences the selected claim cites are outlined; a
 * sentence reached by its anchor link is tinted too, so this works without
 * JavaScript. The column scrolls on its own on wide screens, beside the draft.
 * `followUp`: while the submission's safety follow-up is open, where each marked sentence links to record it.
 */
export function ReportAnswersColumn({
  formName,
  questions,
  highlighted,
  selectionLabel,
  followUp,
}: {
  formName: string;
  questions: ReviewQuestion[];
  highlighted: ReadonlySet<string>;
  selectionLabel: string | null;
  followUp?: string;
}) {
  return (
    <section
      aria-labelledby="answers-heading"
      // Focusable so a keyboard can scroll it (it scrolls apart from the page on wide screens).
      tabIndex={0}
      className="rounded-lg border border-line bg-surface p-5 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      <h2 id="answers-heading" className="font-serif text-2xl">
        The client&apos;s answers
      </h2>
      <p className="mt-1 text-muted">{formName}. Each sentence shows the id the draft cites it by.</p>
      <p aria-live="polite" className="mt-3 min-h-6 text-sm font-semibold">
        {selectionLabel}
      </p>
      {questions.length === 0 ? (
        <p className="mt-4">The answers are still being prepared for this report.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-6">
          {questions.map((question) => (
            <li key={question.id}>
              <h3 className="font-semibold">
                Question {question.number}. {question.text}
              </h3>
              <p className="text-sm text-muted">{question.sectionTitle}</p>
              {question.sentences.length === 0 ? (
                <p className="mt-2 text-muted">
                  <em>No answer</em>
                </p>
              ) : (
                <p className="mt-2 rounded-md border border-line bg-paper p-3 leading-relaxed">
                  {question.sentences.map((sentence) => {
                    const marked = highlighted.has(sentence.id);
                    return (
                      <span
                        key={sentence.id}
                        id={sentenceAnchor(sentence.id)}
                        data-sentence-id={sentence.id}
                        className="scroll-mt-24 rounded-sm target:bg-banner target:outline-2 target:outline-[#8a5a00]"
                      >
                        {sentence.risk ? (
                          <RiskMark risk={sentence.risk} highlighted={marked} followUp={followUp}>
                            {sentence.text}
                          </RiskMark>
                        ) : marked ? (
                          <mark className="rounded-sm bg-banner px-0.5 text-ink outline-2 outline-[#8a5a00]">{sentence.text}</mark>
                        ) : (
                          sentence.text
                        )}{" "}
                        <span className="text-xs text-muted">
                          [{sentence.id}
                          {sentence.rating === null ? "" : `, rated ${sentence.rating} of 5`}]
                        </span>{" "}
                      </span>
                    );
                  })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
