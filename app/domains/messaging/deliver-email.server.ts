import { eq } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { emailLog } from "~/db/schema";
import type { EmailPayload } from "~/jobs/send-email.server";
import { getMailTransport } from "./mail-transport.server";

/**
 * Hands one e-mail to the transport, once: a job retried after the message
 * went out finds the log row and stops. The log row keeps the account the
 * payload names (the job handler resolves it: messaging does not know accounts).
 */
export async function deliverEmail(payload: EmailPayload): Promise<void> {
  const db = getDb();
  const [already] = await db
    .select({ id: emailLog.id })
    .from(emailLog)
    .where(eq(emailLog.idempotencyKey, payload.idempotencyKey));
  if (already) {
    logger.info({ template: payload.template, emailLogId: already.id }, "e-mail already sent");
    return;
  }
  const transport = getMailTransport();
  const { messageId } = await transport.send({
    from: getEnv().MAIL_FROM,
    to: payload.to,
    replyTo: payload.replyTo,
    subject: payload.subject,
    html: payload.html,
    text: payload.text,
    listUnsubscribe: payload.listUnsubscribe,
  });
  await db
    .insert(emailLog)
    .values({
      idempotencyKey: payload.idempotencyKey,
      template: payload.template,
      recipient: payload.to,
      subject: payload.subject,
      transport: transport.kind,
      providerMessageId: messageId,
      userId: payload.userId ?? null,
    })
    .onConflictDoNothing();
  logger.info({ template: payload.template, transport: transport.kind }, "e-mail sent");
}
