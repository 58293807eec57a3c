import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { issueHref, issueStatusLabels, NEW_ISSUE_HREF, subscribersPhrase, type IssueRowView } from "./newsletter-view";
import { SubscriberList, type SubscriberListData } from "./subscriber-list";

const cell = "px-4 py-3 align-top max-md:block max-md:py-1";
const narrowLabel = "font-semibold md:hidden";

function recipientsText(issue: IssueRowView): string {
  if (issue.status === "draft") return "Not sent";
  if (issue.status === "sending") return "Being queued";
  return subscribersPhrase(issue.recipients ?? 0);
}

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
        {issues.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-line bg-surface p-5 text-muted">No issues yet.</p>
        ) : (
          <div className="mt-4 rounded-lg border border-line bg-surface">
            <table className="w-full border-collapse text-left">
              <caption className="px-4 pt-4 pb-2 text-left text-muted">Issues, newest first.</caption>
              <thead className="max-md:sr-only">
                <tr className="border-b border-line">
                  <th scope="col" className="px-4 py-3">Subject</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3">Last change</th>
                  <th scope="col" className="px-4 py-3">Sent to</th>
                </tr>
              </thead>
              <tbody>
                {issues.map((issue) => (
                  <tr key={issue.id} className="border-b border-line last:border-b-0 max-md:block max-md:py-2">
                    <th scope="row" className={`${cell} font-normal`}>
                      <span className={narrowLabel}>Subject: </span>
                      <Link to={issueHref(issue.id)} className="font-semibold break-words text-accent-strong underline">
                        {issue.subject}
                      </Link>
                    </th>
                    <td className={cell}>
                      <span className={narrowLabel}>Status: </span>
                      {issueStatusLabels[issue.status]}
                    </td>
                    <td className={cell}>
                      <span className={narrowLabel}>Last change: </span>
                      <time dateTime={(issue.sent ?? issue.updated).iso}>{(issue.sent ?? issue.updated).text}</time>
                    </td>
                    <td className={cell}>
                      <span className={narrowLabel}>Sent to: </span>
                      {recipientsText(issue)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <SubscriberList list={subscribers} />
    </section>
  );
}
