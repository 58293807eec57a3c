import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SearchDateField, SearchField } from "~/components/ui/search-field";
import { zoneWords } from "~/shared/dates";
import { orderStatusLabels } from "./order-labels";
import type { OrderSearchField, OrderSearchForm } from "./order-search";

/** The id prefix, name and message of one field of the search. */
const fieldOf = (form: OrderSearchForm, name: OrderSearchField) => ({ idPrefix: "orders", name, error: form.errors[name] });

/**
 * The orders search: a GET form, so the results have an address and each
 * field's value comes back as typed; the grid becomes one column on a phone
 * or at 200% zoom.
 */
export function OrdersSearchForm({ form, zone }: { form: OrderSearchForm; zone: string }) {
  const { values } = form;
  // Re-created for each search, so the fields show the address's values after a back navigation too.
  const key = JSON.stringify(values);
  return (
    <Form method="get" role="search" aria-label="Search orders" className="mt-8 rounded-lg border border-line bg-surface p-5" key={key}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SearchField {...fieldOf(form, "order")} label="Order id" hint="All or part of it.">
          {(props) => <input {...props} type="search" defaultValue={values.order} autoComplete="off" spellCheck={false} />}
        </SearchField>
        <SearchField {...fieldOf(form, "email")} label="E-mail" hint="All or part of the buyer's address.">
          {(props) => <input {...props} type="search" defaultValue={values.email} autoComplete="off" spellCheck={false} />}
        </SearchField>
        <SearchField {...fieldOf(form, "status")} label="Status">
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
        </SearchField>
        <SearchDateField {...fieldOf(form, "from")} label="From" hint={`Ordered on or after this day (${zoneWords(zone)}), YYYY-MM-DD.`} defaultValue={values.from} />
        <SearchDateField {...fieldOf(form, "to")} label="To" hint={`Ordered on or before this day (${zoneWords(zone)}), YYYY-MM-DD.`} defaultValue={values.to} />
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
