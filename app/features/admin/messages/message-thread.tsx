import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { DetailHeader } from "~/components/ui/detail-header";
import { REPLY_MAX_LENGTH, type ContactStatus } from "~/domains/messaging/contact/contact-inbox";
import { inboxHref, statusLabels } from "./inbox-view";

export type ThreadView = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactStatus;
  received: string;
  receivedIso: string;
  replies: { id: string; staffEmail: string; body: string; sent: string; sentIso: string }[];
};

/** After a refused reply, what was typed comes back with the reason. */
export type ReplyResult = { ok: false; error: string; typed: string };

const textBlock = "mt-2 rounded-md border border-line bg-paper p-4 whitespace-pre-wrap break-words";

/** One message, the replies sent so far, and the forms to reply, close or open it again. */
export function MessageThread({ thread, result, notice }: { thread: ThreadView; result?: ReplyResult; notice: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = result?.error;
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <DetailHeader
        listHref={inboxHref(thread.status === "new" ? "new" : thread.status)}
        listLabel={<>All {statusLabels[thread.status].toLowerCase()} messages</>}
        title={thread.subject}
        wrap="break-words"
      />
      {notice ? (
        <p role="status" className="mt-4 rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">
          {notice}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-muted">From</dt>
        <dd className="break-words">{thread.name}</dd>
        <dt className="font-semibold text-muted">E-mail</dt>
        <dd className="break-all">{thread.email}</dd>
        <dt className="font-semibold text-muted">Phone</dt>
        <dd className="break-all">{thread.phone || "Not given"}</dd>
        <dt className="font-semibold text-muted">Received</dt>
        <dd>
          <time dateTime={thread.receivedIso}>{thread.received}</time>
        </dd>
        <dt className="font-semibold text-muted">Status</dt>
        <dd>{statusLabels[thread.status]}</dd>
      </dl>
      <section aria-labelledby="message-heading" className="mt-8">
        <h2 id="message-heading" className="font-serif text-2xl">
          Their message
        </h2>
        <p className={textBlock}>{thread.message}</p>
      </section>
      <section aria-labelledby="replies-heading" className="mt-8">
        <h2 id="replies-heading" className="font-serif text-2xl">
          Replies sent
        </h2>
        {thread.replies.length === 0 ? (
          <p className="mt-2 text-muted">No reply yet.</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-4">
            {thread.replies.map((reply) => (
              <li key={reply.id}>
                <p className="text-sm text-muted">
                  {reply.staffEmail}, <time dateTime={reply.sentIso}>{reply.sent}</time>
                </p>
                <p className={textBlock}>{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="reply-heading" className="mt-8 rounded-lg border border-line bg-surface p-5">
        <h2 id="reply-heading" className="font-serif text-2xl">
          Reply by e-mail
        </h2>
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="reply" />
          <label htmlFor="reply-body" className="font-semibold">
            Your reply
          </label>
          <p id="reply-hint" className="text-sm text-muted">
            Sent to {thread.email}; their answer comes back to the support address. Your words only: their message is not quoted.
          </p>
          <textarea
            id="reply-body"
            name="body"
            rows={8}
            maxLength={REPLY_MAX_LENGTH}
            defaultValue={result?.typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "reply-hint reply-error" : "reply-hint"}
            className="rounded-md border border-muted bg-white p-3 text-base aria-invalid:border-2 aria-invalid:border-red-800"
          />
          {error ? (
            <p id="reply-error" className="font-semibold text-red-800">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="self-start" disabled={busy}>
            {busy ? "Sending..." : "Send reply"}
          </Button>
        </Form>
      </section>
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value={thread.status === "closed" ? "reopen" : "close"} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {thread.status === "closed" ? "Open again as new" : "Close: nothing more to do"}
        </Button>
      </Form>
    </article>
  );
}
