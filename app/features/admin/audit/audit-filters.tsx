import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { staffAuditActionLabels } from "~/shared/staff-audit-actions";
import type { AuditField, AuditSearchForm } from "./audit-search";

const inputClasses = "mt-1 block w-full min-h-11 rounded-md border border-muted bg-surface px-3 py-2 aria-invalid:border-2 aria-invalid:border-red-800";

type FieldProps = { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string; className: string };

function Field({ name, label, hint, form, children }: { name: AuditField; label: string; hint?: string; form: AuditSearchForm; children: (props: FieldProps) => React.ReactNode }) {
  const id = `audit-${name}`;
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

/** A date the browser would empty (not a real day) shows as text, so what was typed stays. */
const dateType = (form: AuditSearchForm, name: "from" | "to") => (form.errors[name] ? "text" : "date");

/** The audit log's filters: a GET form, one column on a phone or at 200% zoom. */
export function AuditFilters({ form, staffOptions }: { form: AuditSearchForm; staffOptions: { value: string; label: string }[] }) {
  const { values } = form;
  return (
    <Form method="get" role="search" aria-label="Filter the audit log" className="mt-8 rounded-lg border border-line bg-surface p-5" key={JSON.stringify(values)}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field name="staff" label="Staff member" form={form}>
          {(props) => (
            <select {...props} defaultValue={values.staff}>
              <option value="">Everyone</option>
              {staffOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="action" label="Action" form={form}>
          {(props) => (
            <select {...props} defaultValue={values.action}>
              <option value="">Any action</option>
              {Object.entries(staffAuditActionLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="from" label="From" hint="On or after this day (UTC)." form={form}>
          {(props) => <input {...props} type={dateType(form, "from")} defaultValue={values.from} />}
        </Field>
        <Field name="to" label="To" hint="On or before this day (UTC)." form={form}>
          {(props) => <input {...props} type={dateType(form, "to")} defaultValue={values.to} />}
        </Field>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button type="submit">Show entries</Button>
        <Link to="/admin/audit" className="font-semibold text-accent-strong underline">
          Clear the filters
        </Link>
      </div>
    </Form>
  );
}
