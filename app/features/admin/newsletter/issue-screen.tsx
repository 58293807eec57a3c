import { DetailHeader } from "~/components/ui/detail-header";
import { IssueEditor, type IssueResult, type IssueView } from "./issue-editor";
import { issueStatusLabels, subscribersPhrase } from "./newsletter-view";

export type { IssueResult, IssueView };

/** An issue that has gone out: what it said and how many it went to; it cannot be changed. */
function SentIssue({ issue }: { issue: IssueView }) {
  return (
    <>
      <p className="mt-4 rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">
        {issue.status === "sending" ? (
          "Sending: the e-mails are being queued for every confirmed subscriber."
        ) : (
          <>
            Sent to {subscribersPhrase(issue.recipients ?? 0)}
            {issue.sent ? (
              <>
                {" "}
                on <time dateTime={issue.sent.iso}>{issue.sent.text}</time>
              </>
            ) : null}
            . An issue is sent only once.
          </>
        )}
      </p>
      <h2 className="mt-8 font-serif text-2xl">What it said</h2>
      <p className="mt-2 rounded-md border border-line bg-paper p-4 whitespace-pre-wrap break-words">{issue.body}</p>
    </>
  );
}

/** /admin/newsletter/issues/:id (and /new): the draft's form, or the issue as it went out. */
export function IssueScreen(props: { issue: IssueView; result?: IssueResult; confirmed: number; adminEmail: string; notice: string | null }) {
  const { issue, notice } = props;
  const heading = issue.id ? issue.subject : "Write an issue";
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <DetailHeader listHref="/admin/newsletter" listLabel="All issues and subscribers" title={heading} wrap="break-words" />
      {issue.id ? <p className="mt-2 text-muted">Status: {issueStatusLabels[issue.status]}</p> : null}
      {notice ? (
        <p role="status" className="mt-4 rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">
          {notice}
        </p>
      ) : null}
      {issue.status === "draft" ? <IssueEditor {...props} /> : <SentIssue issue={issue} />}
    </article>
  );
}
