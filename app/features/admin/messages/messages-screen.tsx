import { FilterTabs } from "~/components/ui/filter-tabs";
import { Pager, pageSuffix } from "~/components/ui/pager";
import { linkColumn, StackingTable, type StackingColumn } from "~/components/ui/stacking-table";
import type { ContactStatus } from "~/domains/messaging/contact/contact-inbox";
import { inboxHref, statusLabels, statusTabs, type InboxRowView } from "./inbox-view";

const columns: StackingColumn<InboxRowView>[] = [
  { header: "Received", className: "sm:whitespace-nowrap", cell: (row) => <time dateTime={row.receivedIso}>{row.received}</time> },
  linkColumn({ header: "Subject", href: (row) => `/admin/messages/${encodeURIComponent(row.id)}`, text: (row) => row.subject, wrap: "break-words" }),
  {
    header: "From",
    className: "break-all",
    cell: (row) => (
      <>
        {row.name} &lt;{row.email}&gt;
      </>
    ),
  },
  { header: "Replies", cell: (row) => (row.replies === 0 ? "None yet" : row.replies) },
];

export type InboxScreenData = {
  status: ContactStatus;
  rows: InboxRowView[];
  page: number;
  pageCount: number;
  counts: Record<ContactStatus, number>;
};

/** /admin/messages: the contact messages by status, oldest new one first, each opening its thread. */
export function MessagesScreen({ inbox }: { inbox: InboxScreenData }) {
  const { status, rows, page, pageCount, counts } = inbox;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl sm:text-4xl">Messages</h1>
      <p className="mt-2 max-w-3xl text-muted">
        What people wrote through the contact page. Reply from a message&apos;s page: the reply goes by e-mail and stays with the message.
      </p>
      <FilterTabs label="Messages by status" tabs={statusTabs} current={status} counts={counts} hrefFor={(key) => inboxHref(key)} className="mt-6" />
      <div className="mt-6">
        <StackingTable
          caption={
            <>
              {statusLabels[status]} messages, {status === "new" ? "the longest waiting first" : "newest first"}
              {pageSuffix(page, pageCount)}.
            </>
          }
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          stackBelow="sm"
          empty={status === "new" ? "No new messages. When someone writes through the contact page, it appears here." : `No ${statusLabels[status].toLowerCase()} messages.`}
        />
      </div>
      <Pager label="Pages of messages" page={page} pageCount={pageCount} hrefFor={(to) => inboxHref(status, to)} />
    </section>
  );
}
