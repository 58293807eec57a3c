import { FilterTabs } from "~/components/ui/filter-tabs";
import { Pager, pageSuffix } from "~/components/ui/pager";
import { StackingTable, type StackingColumn } from "~/components/ui/stacking-table";
import { filterTabs, newsletterHref, subscriberStatusLabels, subscribersCsvHref, type Moment, type SubscriberFilter, type SubscriberRowView } from "./newsletter-view";


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

// Below md the table becomes one block per subscriber, so 640 px (200% zoom) never scrolls sideways.
const columns: StackingColumn<SubscriberRowView>[] = [
  { header: "Address", rowHeader: true, className: "font-normal break-all", cell: (row) => row.email },
  { header: "Status", cell: (row) => subscriberStatusLabels[row.status] },
  { header: "Signed up", cell: (row) => <When moment={row.signedUp} /> },
  { header: "Confirmed", cell: (row) => <When moment={row.confirmed} /> },
  { header: "Unsubscribed", cell: (row) => (row.unsubscribed ? <When moment={row.unsubscribed} /> : <span className="text-muted">No</span>) },
];

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
        <StackingTable
          caption={
            <>
              {label}, newest first{pageSuffix(page, pageCount)}.
            </>
          }
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          stackBelow="md"
          empty={filter === "all" ? "No one has subscribed yet. Addresses from the footer form appear here." : `No ${subscriberStatusLabels[filter].toLowerCase()} subscribers.`}
        />
      </div>
      <Pager label="Pages of subscribers" page={page} pageCount={pageCount} hrefFor={(to) => newsletterHref(filter, to)} />
    </section>
  );
}
