import { FilterTabs } from "~/components/ui/filter-tabs";
import { Pager } from "~/components/ui/pager";
import { filterTabs, newsletterHref, subscriberStatusLabels, subscribersCsvHref, type Moment, type SubscriberFilter, type SubscriberRowView } from "./newsletter-view";

// Below md the table becomes one block per subscriber, so 640 px (200% zoom) never scrolls sideways.
const cell = "px-4 py-3 align-top max-md:block max-md:py-1";
const narrowLabel = "font-semibold md:hidden";

export type SubscriberListData = {
  filter: SubscriberFilter;
  rows: SubscriberRowView[];
  page: number;
  pageCount: number;
  counts: Record<SubscriberFilter, number>;
};

function When({ moment }: { moment: Moment | null }) {
  return moment ? <time dateTime={moment.iso}>{moment.text}</time> : <span className="text-muted">Not yet</span>;
}

/** Counts by status as tabs, the CSV of what the tab shows, and one page of addresses, newest sign-up first. */
export function SubscriberList({ list }: { list: SubscriberListData }) {
  const { filter, rows, page, pageCount, counts } = list;
  const label = filter === "all" ? "All subscribers" : `${subscriberStatusLabels[filter]} subscribers`;
  return (
    <section aria-labelledby="subscribers-heading" className="mt-12">
      <h2 id="subscribers-heading" className="font-serif text-2xl">
        Subscribers
      </h2>
      <p className="mt-2 max-w-3xl text-muted">
        Only confirmed subscribers receive issues. Pending addresses have not followed their confirmation link yet.
      </p>
      <FilterTabs label="Subscribers by status" tabs={filterTabs} current={filter} counts={counts} hrefFor={(key) => newsletterHref(key)} className="mt-4" />
      <p className="mt-4">
        <a href={subscribersCsvHref(filter)} download className="font-semibold text-accent-strong underline">
          Download CSV
        </a>{" "}
        <span className="text-muted">({label.toLowerCase()}, {counts[filter]} in all)</span>
      </p>
      <div className="mt-4">
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line bg-surface p-5 text-muted">
            {filter === "all" ? "No one has subscribed yet. Addresses from the footer form appear here." : `No ${subscriberStatusLabels[filter].toLowerCase()} subscribers.`}
          </p>
        ) : (
          <div className="rounded-lg border border-line bg-surface">
            <table className="w-full border-collapse text-left">
              <caption className="px-4 pt-4 pb-2 text-left text-muted">
                {label}, newest first{pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}.
              </caption>
              <thead className="max-md:sr-only">
                <tr className="border-b border-line">
                  <th scope="col" className="px-4 py-3">Address</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3">Signed up</th>
                  <th scope="col" className="px-4 py-3">Confirmed</th>
                  <th scope="col" className="px-4 py-3">Unsubscribed</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-line last:border-b-0 max-md:block max-md:py-2">
                    <th scope="row" className={`${cell} font-normal break-all`}>
                      <span className={narrowLabel}>Address: </span>
                      {row.email}
                    </th>
                    <td className={cell}>
                      <span className={narrowLabel}>Status: </span>
                      {subscriberStatusLabels[row.status]}
                    </td>
                    <td className={cell}>
                      <span className={narrowLabel}>Signed up: </span>
                      <When moment={row.signedUp} />
                    </td>
                    <td className={cell}>
                      <span className={narrowLabel}>Confirmed: </span>
                      <When moment={row.confirmed} />
                    </td>
                    <td className={cell}>
                      <span className={narrowLabel}>Unsubscribed: </span>
                      {row.unsubscribed ? <When moment={row.unsubscribed} /> : <span className="text-muted">No</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <Pager label="Pages of subscribers" page={page} pageCount={pageCount} hrefFor={(to) => newsletterHref(filter, to)} />
    </section>
  );
}
