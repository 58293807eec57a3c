import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { CLAIM_TEXT_MAX, type FieldErrors, type FiguresField, type FiguresFormValues } from "~/domains/content/site-content";
import { FormField } from "./form-field";

type FiguresErrors = FieldErrors<FiguresField>;

/** The three client figures on `/`; an empty box hides that figure there. */
export function FiguresForm({ values, errors, busy }: { values: FiguresFormValues; errors: FiguresErrors; busy: boolean }) {
  return (
    <Form method="post" className="mt-4 flex flex-col gap-5" noValidate>
      <input type="hidden" name="intent" value="figures" />
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          id="figure-clients"
          name="clientsServed"
          label="Clients served"
          hint="A whole number; the page shows it as “500+”."
          inputMode="numeric"
          defaultValue={values.clientsServed}
          error={errors.clientsServed}
        />
        <FormField
          id="figure-rating"
          name="averageRating"
          label="Average rating"
          hint="From 1.0 to 5.0, one decimal; the page shows it as “4.9/5”."
          inputMode="decimal"
          defaultValue={values.averageRating}
          error={errors.averageRating}
        />
        <FormField
          id="figure-percent"
          name="sessionsSavedPercent"
          label="Sessions saved: percentage of clients"
          hint="A whole number from 0 to 100; the page shows it as “87%”."
          inputMode="numeric"
          defaultValue={values.sessionsSavedPercent}
          error={errors.sessionsSavedPercent}
        />
        <FormField
          id="figure-claim"
          name="sessionsSavedText"
          label="Sessions saved: what the percentage says"
          hint={`Shown under the percentage, up to ${CLAIM_TEXT_MAX} characters.`}
          defaultValue={values.sessionsSavedText}
          error={errors.sessionsSavedText}
        />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          Save figures
        </Button>
      </div>
    </Form>
  );
}
