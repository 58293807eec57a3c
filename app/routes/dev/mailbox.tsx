import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/mailbox";
import { getEnv } from "~/config/env.server";
import { listMailbox } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { devMailboxDir } from "~/domains/messaging/dev-mailbox/dev-mailbox-access.server";
import { loadStaffEmailTime } from "~/domains/backoffice/staff-time-zone.server";
import { sendDeliveryCheck } from "~/domains/messaging/send-delivery-check.server";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";

export async function loader() {
  const messages = await listMailbox(devMailboxDir());
  return {
    defaultRecipient: getEnv().SUPPORT_EMAIL,
    messages: messages.map(({ id, to, subject, createdAt }) => ({ id, to, subject, createdAt })),
  };
}

const sendTestSchema = z.object({ to: emailAddressSchema(INVALID_EMAIL_MESSAGE) });

export async function action({ request }: Route.ActionArgs) {
  devMailboxDir();
  const parsed = sendTestSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ ok: false as const, error: parsed.error.issues[0]?.message }, { status: 400 });
  }
  await sendDeliveryCheck(parsed.data.to, await loadStaffEmailTime());
  return { ok: true as const, error: undefined };
}

export const meta: Route.MetaFunction = () => [
  { title: "Dev mailbox | Catharsis" },
  { name: "robots", content: "noindex" },
];

export default function DevMailbox({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl">Dev mailbox</h1>
      <p className="mt-2 text-muted">
        Every e-mail the store sends while no SMTP server is configured. Local mode only.
      </p>
      <Form method="post" className="mt-6 flex flex-col gap-2 rounded-md border border-line bg-surface p-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col">
          <label htmlFor="test-recipient" className="font-semibold">
            Send a test e-mail through the job queue to
          </label>
          <input
            id="test-recipient"
            name="to"
            type="email"
            required
            defaultValue={loaderData.defaultRecipient}
            aria-invalid={actionData?.ok === false}
            aria-describedby="test-status"
            className="mt-1 min-h-11 rounded-md border border-muted px-3"
          />
        </div>
        <button type="submit" disabled={sending} className="min-h-11 rounded-md bg-accent-strong px-5 font-semibold text-white">
          {sending ? "Sending..." : "Send test e-mail"}
        </button>
      </Form>
      <p id="test-status" role="status" className="mt-2">
        {actionData?.ok ? "Queued. Reload in a few seconds to see it below." : actionData?.error}
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 rounded-md border border-line bg-surface p-6">No messages yet.</p>
      ) : (
        // At narrow widths the table scrolls inside its own region, not the whole page.
        <div role="region" aria-label="Messages" tabIndex={0} className="mt-8 overflow-x-auto">
          <table className="w-full border-collapse bg-surface text-left">
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
                  <td className="p-3 break-all">{message.to}</td>
                  <td className="p-3">
                    <Link to={`/dev/mailbox/${message.id}`} className="text-accent-strong underline">
                      {message.subject}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
