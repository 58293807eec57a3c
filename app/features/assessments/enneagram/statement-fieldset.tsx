import { memo } from "react";
import { ratingScale } from "~/domains/assessments/enneagram/statements";
import type { NumberedStatement } from "./questionnaire-parts";

type StatementFieldsetProps = {
  statement: NumberedStatement;
  rating: number | undefined;
  onRate: (statementId: string, rating: number) => void;
  /** Shown after a send with this statement unrated. */
  missing: boolean;
};

/**
 * One statement rated on the 5-point scale: a radio group named by the
 * statement, so arrow keys move between ratings and Tab moves on. Each
 * rating is a whole labelled box (at least 48 px high) to tap or click.
 */
export const StatementFieldset = memo(function StatementFieldset({ statement, rating, onRate, missing }: StatementFieldsetProps) {
  const errorId = `statement-${statement.id}-missing`;
  return (
    <fieldset
      id={`statement-${statement.id}`}
      aria-describedby={missing ? errorId : undefined}
      className={`rounded-2xl border-2 bg-surface p-4 sm:p-5 ${missing ? "border-red-800" : "border-line"}`}
    >
      {/* Floated so the legend sits inside the box and wraps like a paragraph at any zoom. */}
      <legend className="float-left w-full text-lg text-ink">
        <span className="font-semibold text-muted">{statement.number}.</span> {statement.text}
      </legend>
      {missing ? (
        <p id={errorId} className="clear-both pt-2 font-semibold text-red-800">
          Please choose a rating.
        </p>
      ) : null}
      <div className="clear-both grid gap-2 pt-3 md:grid-cols-5">
        {ratingScale.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-line px-3 py-2 leading-snug hover:border-accent has-checked:border-accent-strong has-checked:bg-accent-soft has-checked:font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-strong md:flex-col md:justify-center md:gap-1 md:text-center"
          >
            <input
              type="radio"
              name={statement.id}
              value={option.value}
              checked={rating === option.value}
              onChange={() => onRate(statement.id, option.value)}
              required
              className="size-5 shrink-0 accent-accent-strong focus-visible:outline-none"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
