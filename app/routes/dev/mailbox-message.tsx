import { data, Link } from "react-router";
import type { Route } from "./+types/mailbox-message";
import { readMailboxMessage } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { devMailboxDir } from "~/domains/messaging/dev-mailbox/dev-mailbox-access.server";

export async function loader({ params }: Route.LoaderArgs) {
  const message = await readMailboxMessage(devMailboxDir(), params.messageId);
  if (!message) throw data(null, { status: 404 });
  return { message };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.message.subject ?? "Message"} | Dev mailbox` },
  { name: "robots", content: "noindex" },
];

export default function DevMailboxMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <Link to="/dev/mailbox" className="text-accent-strong underline">
        Back to the mailbox
      </Link>
      <h1 className="mt-4 font-serif text-3xl">{message.subject}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">From</dt>
        <dd>{message.from}</dd>
        <dt className="font-semibold">To</dt>
        <dd data-testid="mail-to">{message.to}</dd>
        {message.replyTo ? (
          <>
            <dt className="font-semibold">Reply-To</dt>
            <dd>{message.replyTo}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Received</dt>
        <dd>{message.createdAt}</dd>
      </dl>
      <h2 className="mt-8 text-xl font-semibold">As the recipient sees it</h2>
      <iframe
        title={`HTML version of ${message.subject}`}
        src={`/dev/mailbox/${message.id}/html`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        className="mt-3 h-[32rem] w-full rounded-md border border-line bg-white"
      />
      <h2 className="mt-8 text-xl font-semibold">Plain text version</h2>
      <pre data-testid="mail-text" className="mt-3 overflow-x-auto rounded-md border border-line bg-surface p-4 whitespace-pre-wrap">
        {message.text}
      </pre>
    </section>
  );
}
