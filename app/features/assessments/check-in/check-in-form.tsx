import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { CHECK_IN_OPEN_FIELD, CHECK_IN_OPEN_MAX, CHECK_IN_OPEN_QUESTION } from "~/domains/assessments/check-ins/check-in-answers";
import { ASQ_ITEM_IDS, withAsqAnswer } from "~/domains/assessments/scales/asq";
import type { ScaleId } from "~/domains/assessments/scales/scale-definitions";
import { ScaleSection } from "../questionnaire/scale-section";
import { RiskScreenStep } from "../questionnaire/steps/risk-screen-step";

/** Said above the crisis lines the moment ASQ question 5 is answered yes on a check-in. */
export const CHECK_IN_ACUTE_INTRO =
  "Thank you for telling us. Please talk with someone now: the people below are there for you day and night. You can finish this check-in later, or not at all.";

type CheckInFormProps = {
  scaleIds: ScaleId[];
  /** From a refused post: the reasons by item id, and what was chosen, so nothing is lost. */
  errors: Record<string, string>;
  chosen: Record<string, number>;
  changes: string;
};

/**
 * One page, posted as a plain form (it works before the page's script loads): the scales the
 * client's form asked, the ASQ on its own card (question 5 after a yes, with crisis support at
 * once after a yes to it), and the one open question. Scored on the server.
 */
export function CheckInForm({ scaleIds, errors: refused, chosen: initial, changes }: CheckInFormProps) {
  const [chosen, setChosen] = useState<Record<string, number>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>(refused);
  const choose = (itemId: string, value: number) => {
    setChosen((before) => (ASQ_ITEM_IDS.includes(itemId) ? withAsqAnswer(before, itemId, value) : { ...before, [itemId]: value }));
    setErrors(({ [itemId]: _answered, ...rest }) => rest);
  };
  const invalid = (itemId: string, message: string) => setErrors((before) => ({ ...before, [itemId]: message }));
  const openError = errors[CHECK_IN_OPEN_FIELD];

  return (
    <Form method="post" className="mt-8 space-y-8">
      <ScaleSection scaleIds={scaleIds} chosen={chosen} errors={errors} onChoose={choose} onInvalid={invalid} />
      <RiskScreenStep chosen={chosen} errors={errors} onChoose={choose} onInvalid={invalid} acuteIntro={CHECK_IN_ACUTE_INTRO} />
      <section aria-labelledby="check-in-open-title" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
        <h2 id="check-in-open-title" className="font-serif text-2xl text-ink">
          <label htmlFor="check-in-changes">{CHECK_IN_OPEN_QUESTION}</label>
        </h2>
        <p id="check-in-changes-hint" className="mt-2 text-muted">
          A few words or a few lines, whatever is true for you. You can leave it empty.
        </p>
        <textarea
          id="check-in-changes"
          name={CHECK_IN_OPEN_FIELD}
          defaultValue={changes}
          maxLength={CHECK_IN_OPEN_MAX}
          rows={5}
          aria-invalid={openError ? true : undefined}
          aria-describedby={openError ? "check-in-changes-hint check-in-changes-error" : "check-in-changes-hint"}
          className="mt-3 block min-h-32 w-full resize-y rounded-lg border border-muted bg-surface px-3 py-2 text-base leading-relaxed text-ink aria-invalid:border-2 aria-invalid:border-red-800"
        />
        {openError ? (
          <p id="check-in-changes-error" className="mt-1 font-semibold text-red-800">
            {openError}
          </p>
        ) : null}
      </section>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="font-semibold text-red-800">
          A few questions still need an answer. They are marked above.
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Send my check-in
      </Button>
    </Form>
  );
}
