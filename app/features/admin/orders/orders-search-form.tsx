import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { orderStatusLabels } from "./order-labels";
import type { OrderSearchField, OrderSearchForm } from "./order-search";

const inputClasses =
  "mt-1 block w-full min-h-11 rounded-md border border-muted bg-surface px-3 py-2 aria-invalid:border-2 aria-invalid:border-red-800";

function Field({
  name,
  label,
  hint,
  form,
  children,
}: {
  name: OrderSearchField;
  label: string;
  hint?: string;
  form: OrderSearchForm;
  children: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string; className: string }) => React.ReactNode;
}) {
  const id = `orders-${name}`;
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined, className: inputClasses })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A date field the browser would empty (it drops a value that is not a real day) shows as text, so what was typed stays. */
const dateType = (form: OrderSearchForm, name: "from" | "to") => (form.errors[name] ? "text" : "date");

/**
 * The orders search: a GET form, so the results have an address and each
 * field's value comes back as typed; the grid becomes one column on a phone
 * or at 200% zoom.
 */
export function OrdersSearchForm({ form }: { form: OrderSearchForm }) {
  const { values } = form;
  // Re-created for each search, so the fields show the address's values after a back navigation too.
  const key = JSON.stringify(values);
  return (
    <Form method="get" role="search" aria-label="Search orders" className="mt-8 rounded-lg border border-line bg-surface p-5" key={key}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field name="order" label="Order id" hint="All or part of it." form={form}>
          {(props) => <input {...props} type="search" defaultValue={values.order} autoComplete="off" spellCheck={false} />}
        </Field>
        <Field name="email" label="E-mail" hint="All or part of the buyer's address." form={form}>
          {(props) => <input {...props} type="search" defaultValue={values.email} autoComplete="off" spellCheck={false} />}
        </Field>
        <Field name="status" label="Status" form={form}>
          {(props) => (
            <select {...props} defaultValue={values.status}>
              <option value="">Any status</option>
              {Object.entries(orderStatusLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="from" label="From" hint="Ordered on or after this day (UTC), YYYY-MM-DD." form={form}>
          {(props) => <input {...props} type={dateType(form, "from")} defaultValue={values.from} />}
        </Field>
        <Field name="to" label="To" hint="Ordered on or before this day (UTC), YYYY-MM-DD." form={form}>
          {(props) => <input {...props} type={dateType(form, "to")} defaultValue={values.to} />}
        </Field>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button type="submit">Search orders</Button>
        <Link to="/admin/orders" className="font-semibold text-accent-strong underline">
          Clear the search
        </Link>
      </div>
    </Form>
  );
}
