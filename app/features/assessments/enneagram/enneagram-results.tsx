import type { Ref } from "react";
import { Link } from "react-router";
import type { EnneagramResult } from "~/domains/assessments/enneagram/score-enneagram";
import { enneagramTypeNames } from "~/domains/assessments/enneagram/statements";

/**
 * What the built-in questionnaire found, shown once it is sent: the type,
 * the wing, and all nine scores as a table (numbers, with bars for a glance).
 */
export function EnneagramResults({ result, headingRef }: { result: EnneagramResult | null; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="enneagram-results-heading" className="rounded-2xl border-2 border-accent-strong bg-surface p-6 sm:p-8">
      <h2 id="enneagram-results-heading" ref={headingRef} tabIndex={-1} className="font-serif text-3xl text-ink focus:outline-none">
        Thank you — your answers are sent
      </h2>
      {result ? (
        <>
          <p className="mt-4 text-2xl font-semibold text-ink">
            Your Enneagram type: {result.type} — The {enneagramTypeNames[result.type]}
          </p>
          <p className="mt-1 text-lg">
            Wing: {result.wing} — The {enneagramTypeNames[result.wing]}
          </p>
          <table className="mt-6 w-full border-collapse text-left">
            <caption className="mb-2 text-left font-semibold text-ink">Your score for each type, from 0 to 100</caption>
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-4">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {result.scores.map((score) => (
                <tr key={score.type} className={`border-b border-line ${score.type === result.type ? "bg-accent-soft font-semibold" : ""}`}>
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {score.type}. The {score.name}
                  </th>
                  <td className="py-2 pr-4">
                    <div className="flex items-center gap-3">
                      <span className="w-9 shrink-0 text-right tabular-nums">{score.score}</span>
                      <div aria-hidden="true" className="h-3 w-full max-w-64 overflow-hidden rounded-full bg-stone-200">
                        <div className="h-full rounded-full bg-accent-strong" style={{ width: `${score.score}%` }} />
                      </div>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <p className="mt-6 text-lg">
        Your full Enneagram report, written from your answers, arrives by e-mail within 24 hours. You can follow it on{" "}
        <Link to="/account" className="font-semibold text-accent-strong underline">
          your account page
        </Link>
        .
      </p>
    </section>
  );
}
