import { RiskMark } from "~/components/content/risk-mark";
import type { AnswerPiece } from "~/domains/assessments/evidence/risk-sentences";
import type { QuestionnaireView } from "~/domains/assessments/submissions/submission-layout";
import { RiskScreenAnswers, ScaleAnswers } from "./scale-answers";

const answerBox = "mt-2 rounded-md border border-line bg-paper p-4 whitespace-pre-wrap break-words";
const questionNumber = (id: string) => id.replace(/^q/, "");

/** An answer as written; on staff pages, with the sentences the safety screen heard marked (ADR 0059). */
function AnswerText({ answer, pieces, followUp }: { answer: string; pieces: AnswerPiece[] | undefined; followUp: string | undefined }) {
  if (!answer.trim()) return <em className="text-muted">No answer</em>;
  if (!pieces) return answer;
  return pieces.map((piece, index) =>
    piece.risk ? (
      <RiskMark key={index} risk={piece.risk} followUp={followUp}>
        {piece.text}
      </RiskMark>
    ) : (
      piece.text
    ),
  );
}

/**
 * The client's information, the scales, then every section with each question above its answer, as written.
 * `riskPieces` (staff pages only) marks the sentences the safety screen heard; `followUp`, while a
 * safety follow-up is open, links each to the form that records it.
 */
export function QuestionnaireAnswers({
  answers,
  riskPieces = {},
  followUp,
}: {
  answers: QuestionnaireView;
  riskPieces?: Record<string, AnswerPiece[]>;
  followUp?: string;
}) {
  return (
    <>
      <section aria-labelledby="client-information" className="mt-10">
        <h2 id="client-information" className="font-serif text-2xl">
          Client Information
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-muted">Email</dt>
          <dd className="break-all">{answers.clientInfo.email || "Not given"}</dd>
          <dt className="font-semibold text-muted">Completion date</dt>
          <dd>{answers.clientInfo.completionDate || "Not given"}</dd>
          <dt className="font-semibold text-muted">First name</dt>
          <dd className="break-words">{answers.clientInfo.firstName || "Not given"}</dd>
          <dt className="font-semibold text-muted">Phone</dt>
          <dd className="break-all">
            {answers.clientInfo.phone
              ? `${answers.clientInfo.phone}${answers.clientInfo.phoneConsent ? " (consent given to be called about safety)" : ""}`
              : "Not given"}
          </dd>
        </dl>
      </section>
      <ScaleAnswers scales={answers.scales} />
      <RiskScreenAnswers screen={answers.riskScreen} />
      {answers.sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`section-${index + 1}`} className="mt-10">
          <h2 id={`section-${index + 1}`} className="font-serif text-2xl">
            {section.title}
          </h2>
          <p className="mt-1 text-muted">{section.description}</p>
          <ol className="mt-4 flex flex-col gap-6">
            {section.items.map((item) => (
              <li key={item.id} className="print-keep-together">
                <h3 className="font-semibold">
                  {questionNumber(item.id)}. {item.question}
                </h3>
                {item.hint ? <p className="text-sm text-muted">{item.hint}</p> : null}
                <p className={answerBox}>
                  <AnswerText answer={item.answer} pieces={riskPieces[item.id]} followUp={followUp} />
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {answers.otherAnswers.length > 0 ? (
        <section aria-labelledby="other-answers" className="mt-10">
          <h2 id="other-answers" className="font-serif text-2xl">
            Answers to questions no longer asked
          </h2>
          <ul className="mt-4 flex flex-col gap-6">
            {answers.otherAnswers.map((item) => (
              <li key={item.id} className="print-keep-together">
                <h3 className="font-semibold">Question {questionNumber(item.id)}</h3>
                <p className={answerBox}>
                  <AnswerText answer={item.answer} pieces={riskPieces[item.id]} followUp={followUp} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
