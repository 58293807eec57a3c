import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SearchDateField, SearchField } from "~/components/ui/search-field";
import { zoneWords } from "~/shared/dates";
import { staffAuditActionLabels } from "~/shared/staff/staff-audit-actions";
import type { AuditField, AuditSearchForm } from "./audit-search";

/** The id prefix, name and message of one filter. */
const fieldOf = (form: AuditSearchForm, name: AuditField) => ({ idPrefix: "audit", name, error: form.errors[name] });

/** The audit log's filters: a GET form, one column on a phone or at 200% zoom. */
export function AuditFilters({ form, zone, staffOptions }: { form: AuditSearchForm; zone: string; staffOptions: { value: string; label: string }[] }) {
  const { values } = form;
  return (
    <Form method="get" role="search" aria-label="Filter the audit log" className="mt-8 rounded-lg border border-line bg-surface p-5" key={JSON.stringify(values)}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField {...fieldOf(form, "staff")} label="Staff member">
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
        </SearchField>
        <SearchField {...fieldOf(form, "action")} label="Action">
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
        </SearchField>
        <SearchDateField {...fieldOf(form, "from")} label="From" hint={`On or after this day (${zoneWords(zone)}).`} defaultValue={values.from} />
        <SearchDateField {...fieldOf(form, "to")} label="To" hint={`On or before this day (${zoneWords(zone)}).`} defaultValue={values.to} />
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
