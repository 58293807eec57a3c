import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { QUOTE_MAX, type FieldErrors, type TestimonialField, type TestimonialFormValues } from "~/domains/content/site-content";
import { FormField } from "./form-field";

type Props = {
  /** "add" on the section page, "save" on a testimonial's own page. */
  intent: "add" | "save";
  idPrefix: string;
  values: TestimonialFormValues;
  errors: FieldErrors<TestimonialField>;
  busy: boolean;
};

/** One testimonial: the words, who said them, and an order id when the story is a paying client's. */
export function TestimonialForm({ intent, idPrefix, values, errors, busy }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Form method="post" className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <FormField id={id("quote")} name="quote" label="Testimonial" hint={`Up to ${QUOTE_MAX.toLocaleString("en-US")} characters.`} rows={6} defaultValue={values.quote} error={errors.quote} />
      <div className="grid gap-5 md:grid-cols-2">
        <FormField id={id("name")} name="name" label="Name as shown" hint="For example “Robert K.”: first name and initial." defaultValue={values.name} error={errors.name} />
        <FormField id={id("service")} name="service" label="What they used (optional)" hint="For example “Therapist Summary”." defaultValue={values.service} error={errors.service} />
        <FormField id={id("age")} name="age" label="Age (optional)" inputMode="numeric" defaultValue={values.age} error={errors.age} />
        <FormField id={id("rating")} name="rating" label="Stars" hint="A whole number from 1 to 5." inputMode="numeric" defaultValue={values.rating} error={errors.rating} />
        <FormField
          id={id("order")}
          name="orderId"
          label="Order id (optional)"
          hint="Only a paid order's id, from the Orders page: the story is then marked “Verified Customer”. Leave it empty for an illustrative story."
          defaultValue={values.orderId}
          error={errors.orderId}
        />
      </div>
      <div className="flex items-center gap-3">
        <input id={id("shown")} name="shown" type="checkbox" defaultChecked={values.shown} className="size-5 shrink-0 accent-accent-strong" />
        <label htmlFor={id("shown")}>Show on the site</label>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {intent === "add" ? "Add testimonial" : "Save testimonial"}
        </Button>
      </div>
    </Form>
  );
}
