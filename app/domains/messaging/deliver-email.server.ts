import { eq } from "drizzle-orm";
import { z } from "zod";
import { getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { emailLog } from "~/db/schema";
import { getMailTransport } from "./mail-transport.server";

export const emailPayloadSchema = z.object({
  idempotencyKey: z.string().min(1).max(200),
  template: z.string().min(1).max(100),
  to: z.email(),
  replyTo: z.email().optional(),
  // A line break in a header would let input forge headers (e.g. Bcc).
  subject: z.string().min(1).max(300).regex(/^[^\r\n]*$/, "subject must be one line"),
  html: z.string().min(1),
  text: z.string().min(1),
  /** One-click unsubscribe address (RFC 2369 and 8058), for newsletter e-mails. */
  listUnsubscribe: z.url({ protocol: /^https?$/ }).optional(),
});

export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/**
 * Hands one e-mail to the transport, once: a job retried after the message
 * went out finds the log row and stops.
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
    })
    .onConflictDoNothing();
  logger.info({ template: payload.template, transport: transport.kind }, "e-mail sent");
}
