import { ButtonLink } from "~/components/ui/button";
import { linkColumn, StackingTable, type StackingColumn } from "~/components/ui/stacking-table";
import { issueHref, issueStatusLabels, NEW_ISSUE_HREF, subscribersPhrase, type IssueRowView } from "./newsletter-view";
import { SubscriberList, type SubscriberListData } from "./subscriber-list";

function recipientsText(issue: IssueRowView): string {
  if (issue.status === "draft") return "Not sent";
  if (issue.status === "sending") return "Being queued";
  return subscribersPhrase(issue.recipients ?? 0);
}

const columns: StackingColumn<IssueRowView>[] = [
  linkColumn({ header: "Subject", href: (issue) => issueHref(issue.id), text: (issue) => issue.subject, wrap: "break-words" }),
  { header: "Status", cell: (issue) => issueStatusLabels[issue.status] },
  { header: "Last change", cell: (issue) => <time dateTime={(issue.sent ?? issue.updated).iso}>{(issue.sent ?? issue.updated).text}</time> },
  { header: "Sent to", cell: recipientsText },
];

/** /admin/newsletter: the issues written so far, then who subscribes. */
export function NewsletterScreen({ issues, subscribers, confirmed }: { issues: IssueRowView[]; subscribers: SubscriberListData; confirmed: number }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl sm:text-4xl">Newsletter</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Write an issue, send a test to yourself, then send it to the {subscribersPhrase(confirmed)} who confirmed. Each copy carries its
        reader&apos;s own unsubscribe link.
      </p>
      <section aria-labelledby="issues-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="issues-heading" className="font-serif text-2xl">
            Issues
          </h2>
          <ButtonLink to={NEW_ISSUE_HREF}>Write an issue</ButtonLink>
        </div>
        <StackingTable caption="Issues, newest first." columns={columns} rows={issues} rowKey={(issue) => issue.id} stackBelow="md" empty="No issues yet." className="mt-4" />
      </section>
      <SubscriberList list={subscribers} />
    </section>
  );
}
