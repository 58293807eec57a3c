import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ISSUE_BODY_MAX_LENGTH, ISSUE_SUBJECT_MAX_LENGTH, type IssueFieldErrors, type NewsletterIssueStatus } from "~/domains/messaging/newsletter/newsletter-issues";
import { subscribersPhrase, type Moment } from "./newsletter-view";

export type IssueView = { id: string | null; subject: string; body: string; status: NewsletterIssueStatus; sent: Moment | null; recipients: number | null };

/** After a refused save or send, what was typed comes back with the reasons beside the fields. */
export type IssueResult = { errors: IssueFieldErrors; typed: { subject: string; body: string } };

const field = "rounded-md border border-muted bg-white p-3 text-base aria-invalid:border-2 aria-invalid:border-red-800";
const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

/** A draft's form: save it, test it on yourself, then send it once to everyone who confirmed. */
export function IssueEditor({ issue, result, confirmed, adminEmail }: { issue: IssueView; result?: IssueResult; confirmed: number; adminEmail: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = result?.errors ?? {};
  const typed = result?.typed ?? { subject: issue.subject, body: issue.body };
  return (
    <Form method="post" className="mt-6 flex flex-col gap-3">
      <label htmlFor="issue-subject" className="font-semibold">
        Subject
      </label>
      <input
        id="issue-subject"
        name="subject"
        maxLength={ISSUE_SUBJECT_MAX_LENGTH}
        defaultValue={typed.subject}
        aria-invalid={errors.subject ? true : undefined}
        aria-describedby={describedBy(errors.subject ? "issue-subject-error" : false)}
        className={field}
      />
      <FieldError id="issue-subject-error" message={errors.subject} />
      <label htmlFor="issue-body" className="mt-3 font-semibold">
        Issue
      </label>
      <p id="issue-body-hint" className="text-sm text-muted">
        Plain text. Leave a blank line between paragraphs. The Catharsis heading, the crisis line and each reader&apos;s unsubscribe link are added for you.
      </p>
      <textarea
        id="issue-body"
        name="body"
        rows={14}
        maxLength={ISSUE_BODY_MAX_LENGTH}
        defaultValue={typed.body}
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={describedBy("issue-body-hint", errors.body ? "issue-body-error" : false)}
        className={field}
      />
      <FieldError id="issue-body-error" message={errors.body} />
      <div className="mt-2 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          Save draft
        </Button>
        <Button type="submit" name="intent" value="test" variant="secondary" disabled={busy} aria-describedby="issue-test-hint">
          Send a test to me
        </Button>
      </div>
      <p id="issue-test-hint" className="text-sm text-muted">
        The test saves the draft and goes only to {adminEmail}.
      </p>
      {issue.id ? (
        <fieldset className="mt-6 flex flex-col gap-3 rounded-lg border border-line bg-surface p-5">
          <legend className="px-1 font-serif text-2xl">Send to subscribers</legend>
          {confirmed === 0 ? (
            <p className="text-muted">No one has confirmed a subscription yet, so there is no one to send it to.</p>
          ) : (
            <>
              <div className="flex items-start gap-3">
                <input
                  id="issue-confirm"
                  name="confirm"
                  type="checkbox"
                  value="yes"
                  aria-invalid={errors.confirm ? true : undefined}
                  aria-describedby={describedBy(errors.confirm ? "issue-confirm-error" : false)}
                  className="mt-1 size-5 shrink-0 accent-accent-strong"
                />
                <label htmlFor="issue-confirm">
                  I have read the test copy. Send this issue to {subscribersPhrase(confirmed)} now; it can be sent only once.
                </label>
              </div>
              <FieldError id="issue-confirm-error" message={errors.confirm} />
              <Button type="submit" name="intent" value="send" disabled={busy} className="self-start">
                Send to {confirmed.toLocaleString("en-US")} confirmed {confirmed === 1 ? "subscriber" : "subscribers"}
              </Button>
            </>
          )}
        </fieldset>
      ) : (
        <p className="mt-4 text-muted">Once the draft is saved, you can send it to your subscribers from this page.</p>
      )}
    </Form>
  );
}
