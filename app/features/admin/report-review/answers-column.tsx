import { useEffect } from "react";
import { RiskMark } from "~/components/content/risk-mark";
import { mustReadSentences, revealSentence } from "./answers/answer-folds";
import type { ReportReviewPage, ReviewQuestion, ReviewSentence } from "./review-view";
import { sentenceAnchor } from "./review-view";

/**
 * The client's answers as the lane split them, question by question, each
 * sentence with its id. A sentence the safety screen heard is marked with its
 * tier and concern in words (ADR 0059). Sentences the selected claim cites are outlined; a
 * sentence reached by its anchor link is tinted too, so this works without
 * JavaScript. The column scrolls on its own on wide screens, beside the draft.
 * `followUp`: while the submission's safety follow-up is open, where each marked sentence links to record it.
 * Of each answer, what the reviewer must read stays in view in its order
 * ("[…]" where sentences are left out); the rest is folded under the answer (ADR 0078).
 */
export function ReportAnswersColumn({
  formName,
  questions,
  folds,
  highlighted,
  selectionLabel,
  followUp,
}: {
  formName: string;
  questions: ReviewQuestion[];
  /** The draft's sections and verification problems, which decide what of the answers must be read; absent, nothing is folded. */
  folds?: Pick<ReportReviewPage, "sections" | "failures">;
  highlighted: ReadonlySet<string>;
  selectionLabel: string | null;
  followUp?: string;
}) {
  const must = folds ? mustReadSentences({ ...folds, questions }) : null;
  useEffect(() => {
    // A link to a folded sentence (from another page, or typed) opens its fold.
    const reveal = () => revealSentence(window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null);
    reveal();
    window.addEventListener("hashchange", reveal);
    return () => window.removeEventListener("hashchange", reveal);
  }, []);
  const sentenceProps = { highlighted, followUp };
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
      {must ? (
        <p className="mt-1 text-sm text-muted">
          In view: what the draft quotes or cites, what the safety screen marked, and what the blockers list. The rest of each answer is folded under it.
        </p>
      ) : null}
      <p aria-live="polite" className="mt-3 min-h-6 text-sm font-semibold">
        {selectionLabel}
      </p>
      {questions.length === 0 ? (
        <p className="mt-4">The answers are still being prepared for this report.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-6">
          {questions.map((question) => {
            const shown = must ? question.sentences.filter((sentence) => must.has(sentence.id)) : question.sentences;
            const folded = must ? question.sentences.filter((sentence) => !must.has(sentence.id)) : [];
            return (
              <li key={question.id}>
                <h3 className="font-semibold">
                  Question {question.number}. {question.text}
                </h3>
                <p className="text-sm text-muted">{question.sectionTitle}</p>
                {question.sentences.length === 0 ? (
                  <p className="mt-2 text-muted">
                    <em>No answer</em>
                  </p>
                ) : null}
                {shown.length > 0 ? (
                  <p className="mt-2 rounded-md border border-line bg-paper p-3 leading-relaxed">
                    {question.sentences.map((sentence, index) =>
                      must && !must.has(sentence.id) ? (
                        // One mark for each stretch left out, where it was.
                        must.has(question.sentences[index - 1]?.id ?? "") || index === 0 ? (
                          <span key={sentence.id} className="text-muted">
                            <span aria-hidden="true">[&hellip;]</span>
                            <span className="sr-only">(left out here, folded below)</span>{" "}
                          </span>
                        ) : null
                      ) : (
                        <Sentence key={sentence.id} sentence={sentence} {...sentenceProps} />
                      ),
                    )}
                  </p>
                ) : null}
                {folded.length > 0 ? (
                  <details className="mt-2 rounded-md border border-line bg-paper px-3">
                    <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong">
                      {folded.length === 1 ? "1 more sentence" : `${folded.length} more sentences`} of this answer
                      <span className="sr-only">: question {question.number}</span>
                    </summary>
                    <p className="pb-3 leading-relaxed">
                      {folded.map((sentence) => (
                        <Sentence key={sentence.id} sentence={sentence} {...sentenceProps} />
                      ))}
                    </p>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Sentence({ sentence, highlighted, followUp }: { sentence: ReviewSentence; highlighted: ReadonlySet<string>; followUp: string | undefined }) {
  const marked = highlighted.has(sentence.id);
  return (
    <span id={sentenceAnchor(sentence.id)} data-sentence-id={sentence.id} className="scroll-mt-24 rounded-sm target:bg-banner target:outline-2 target:outline-[#8a5a00]">
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
}
