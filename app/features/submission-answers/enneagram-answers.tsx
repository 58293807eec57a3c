import type { EnneagramView } from "~/domains/assessments/submissions/submission-layout";

const cell = "border-b border-line px-3 py-2 text-left align-top";

/** The Enneagram result (type, wing, all nine scores) and every rating the client gave. */
export function EnneagramAnswers({ answers }: { answers: EnneagramView }) {
  const { result } = answers;
  return (
    <>
      <section aria-labelledby="enneagram-result" className="mt-10">
        <h2 id="enneagram-result" className="font-serif text-2xl">
          Result
        </h2>
        {result ? (
          <>
            <p className="mt-3 text-lg">
              Type {result.type}: {result.typeName}, wing {result.wing} ({result.wingName})
            </p>
            <table className="mt-4 w-full max-w-xl border-collapse print-keep-together">
              <caption className="pb-2 text-left text-muted">Scores for all nine types (0 to 100)</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>Type</th>
                  <th scope="col" className={cell}>Name</th>
                  <th scope="col" className={cell}>Score</th>
                </tr>
              </thead>
              <tbody>
                {result.scores.map((score) => (
                  <tr key={score.type}>
                    <th scope="row" className={`${cell} font-normal`}>{score.type}</th>
                    <td className={cell}>{score.name}</td>
                    <td className={cell}>{score.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="mt-3">These ratings could not be scored.</p>
        )}
      </section>
      <section aria-labelledby="enneagram-ratings" className="mt-10">
        <h2 id="enneagram-ratings" className="font-serif text-2xl">
          Ratings
        </h2>
        <table className="mt-4 w-full border-collapse">
          <caption className="pb-2 text-left text-muted">Each statement in the order it was asked, with the client&apos;s rating (1 to 5)</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>Statement</th>
              <th scope="col" className={cell}>Rating</th>
            </tr>
          </thead>
          <tbody>
            {answers.ratings.map((rating) => (
              <tr key={rating.id} className="print-keep-together">
                <th scope="row" className={`${cell} font-normal`}>{rating.statement}</th>
                <td className={`${cell} whitespace-nowrap`}>
                  {rating.rating}: {rating.label}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
