import type { Route } from "./+types/dev-mailbox-message-html";
import { readMailboxMessage } from "~/domains/messaging/dev-mailbox.server";
import { devMailboxDir } from "~/domains/messaging/dev-mailbox-access.server";

/**
 * The message's HTML exactly as sent. Its framing and script policy are set
 * by server/security-headers.ts: only the mailbox page may frame it.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const message = await readMailboxMessage(devMailboxDir(), params.messageId);
  if (!message) return new Response("Not found", { status: 404 });
  return new Response(message.html, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
