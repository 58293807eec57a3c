import type { AnsweredRiskScreen, AnsweredScale } from "~/domains/assessments/submissions/submission-layout";
import { NOT_A_DIAGNOSIS } from "~/shared/scale-scores";

/**
 * The validated scales as the client answered them: the score and band code
 * computed, then each item with the answer's words. PHQ-9 item 9 above zero
 * is marked in words, because it made the submission urgent.
 */
export function ScaleAnswers({ scales }: { scales: AnsweredScale[] }) {
  if (scales.length === 0) return null;
  return (
    <section aria-labelledby="scale-answers" className="mt-10">
      <h2 id="scale-answers" className="font-serif text-2xl">
        Scales
      </h2>
      <p className="mt-1 text-muted">Scored by code from the client&apos;s answers. {NOT_A_DIAGNOSIS}</p>
      {scales.map((scale) => (
        <section key={scale.name} aria-labelledby={`scale-${scale.name}`} className="mt-6 print-keep-together">
          <h3 id={`scale-${scale.name}`} className="text-lg font-semibold">
            {scale.title}
          </h3>
          <p className="mt-1 font-semibold" data-testid={`scale-score-${scale.name}`}>
            {scale.score
              ? `Score ${scale.score.score} of ${scale.score.max}: ${scale.score.band.label} (${scale.score.band.range})`
              : "Not scored: some items were not answered"}
          </p>
          <p className="mt-1 text-sm text-muted">{scale.stem}</p>
          <ol className="mt-3 flex flex-col gap-2">
            {scale.items.map((item) => {
              const raised = scale.score?.riskItem?.itemId === item.id && scale.score.riskItem.value > 0;
              return (
                <li key={item.id} className={raised ? "rounded-md border border-red-800 bg-red-50 p-2" : undefined}>
                  <span>
                    {item.number}. {item.text}:{" "}
                  </span>
                  <strong>{item.answer ?? "No answer"}</strong>
                  {raised ? <strong className="ml-2 text-red-800">Needs follow-up</strong> : null}
                </li>
              );
            })}
          </ol>
          <p className="mt-2 text-xs text-muted">{scale.credit}</p>
        </section>
      ))}
    </section>
  );
}

/**
 * The direct risk screen (the ASQ, ADR 0058) as the client answered it: the result code computed,
 * then each question asked with its answer; a yes is marked in words, because it made the
 * submission urgent.
 */
export function RiskScreenAnswers({ screen }: { screen: AnsweredRiskScreen | null }) {
  if (!screen) return null;
  return (
    <section aria-labelledby="risk-screen-answers" className="mt-10 print-keep-together">
      <h2 id="risk-screen-answers" className="font-serif text-2xl">
        {screen.title}
      </h2>
      <p className="mt-1 font-semibold" data-testid="risk-screen-result">
        {screen.result ? `Result: ${screen.result.label}: ${screen.result.meaning}.` : "Not scored: some questions were not answered"}
      </p>
      <ol className="mt-3 flex flex-col gap-2">
        {screen.items.map((item) => (
          <li key={item.id} className={item.yes ? "rounded-md border border-red-800 bg-red-50 p-2" : undefined}>
            <span>
              {item.number}. {item.text}:{" "}
            </span>
            <strong>{item.answer ?? "No answer"}</strong>
            {item.yes ? <strong className="ml-2 text-red-800">Needs follow-up</strong> : null}
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-muted">{screen.credit}</p>
    </section>
  );
}
