import type { Route } from "./+types/mailbox-message-html";
import { readMailboxMessage } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { devMailboxDir } from "~/domains/messaging/dev-mailbox/dev-mailbox-access.server";

/**
 * The message's HTML exactly as sent. Only the mailbox page may frame it, and
 * it may never run script; these headers replace the site-wide defaults.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const message = await readMailboxMessage(devMailboxDir(), params.messageId);
  if (!message) return new Response("Not found", { status: 404 });
  return new Response(message.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'",
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
}
