import { Link } from "react-router";
import { FilterTabs } from "~/components/ui/filter-tabs";
import { Pager } from "~/components/ui/pager";
import type { ContactStatus } from "~/domains/messaging/contact/contact-inbox";
import { inboxHref, statusLabels, statusTabs, type InboxRowView } from "./inbox-view";

const cell = "px-4 py-3 align-top max-sm:block max-sm:py-1";
const narrowLabel = "font-semibold sm:hidden";

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
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line bg-surface p-5 text-muted">
            {status === "new" ? "No new messages. When someone writes through the contact page, it appears here." : `No ${statusLabels[status].toLowerCase()} messages.`}
          </p>
        ) : (
          <div className="rounded-lg border border-line bg-surface">
            <table className="w-full border-collapse text-left">
              <caption className="px-4 pt-4 pb-2 text-left text-muted">
                {statusLabels[status]} messages, {status === "new" ? "the longest waiting first" : "newest first"}
                {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}.
              </caption>
              <thead className="max-sm:sr-only">
                <tr className="border-b border-line">
                  <th scope="col" className="px-4 py-3">Received</th>
                  <th scope="col" className="px-4 py-3">Subject</th>
                  <th scope="col" className="px-4 py-3">From</th>
                  <th scope="col" className="px-4 py-3">Replies</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-line last:border-b-0 max-sm:block max-sm:py-2">
                    <td className={`${cell} sm:whitespace-nowrap`}>
                      <span className={narrowLabel}>Received: </span>
                      <time dateTime={row.receivedIso}>{row.received}</time>
                    </td>
                    <th scope="row" className={`${cell} font-normal`}>
                      <span className={narrowLabel}>Subject: </span>
                      <Link to={`/admin/messages/${encodeURIComponent(row.id)}`} className="font-semibold break-words text-accent-strong underline">
                        {row.subject}
                      </Link>
                    </th>
                    <td className={`${cell} break-all`}>
                      <span className={narrowLabel}>From: </span>
                      {row.name} &lt;{row.email}&gt;
                    </td>
                    <td className={cell}>
                      <span className={narrowLabel}>Replies: </span>
                      {row.replies === 0 ? "None yet" : row.replies}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <Pager label="Pages of messages" page={page} pageCount={pageCount} hrefFor={(to) => inboxHref(status, to)} />
    </section>
  );
}
