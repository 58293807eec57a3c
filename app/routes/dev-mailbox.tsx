import { Link } from "react-router";
import type { Route } from "./+types/dev-mailbox";
import { listMailbox } from "~/domains/messaging/dev-mailbox.server";
import { devMailboxDir } from "~/domains/messaging/dev-mailbox-access.server";

export async function loader() {
  const messages = await listMailbox(devMailboxDir());
  return {
    messages: messages.map(({ id, to, subject, createdAt }) => ({ id, to, subject, createdAt })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Dev mailbox | Catharsis" },
  { name: "robots", content: "noindex" },
];

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl">Dev mailbox</h1>
      <p className="mt-2 text-muted">
        Every e-mail the store sends while no SMTP server is configured. Local mode only.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 rounded-md border border-line bg-surface p-6">No messages yet.</p>
      ) : (
        <table className="mt-8 w-full border-collapse bg-surface text-left">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-3">Received</th>
              <th scope="col" className="p-3">To</th>
              <th scope="col" className="p-3">Subject</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.messages.map((message) => (
              <tr key={message.id} className="border-b border-line">
                <td className="p-3 whitespace-nowrap">
                  <time dateTime={message.createdAt}>{message.createdAt.replace("T", " ").slice(0, 19)}</time>
                </td>
                <td className="p-3">{message.to}</td>
                <td className="p-3">
                  <Link to={`/dev/mailbox/${message.id}`} className="text-accent-strong underline">
                    {message.subject}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
