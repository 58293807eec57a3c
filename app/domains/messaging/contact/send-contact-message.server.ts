import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { contactMessages } from "~/db/schema";
import { formatDateTime } from "~/shared/dates";
import { hitRateLimit, hitRateLimits } from "~/security/rate-limit.server";
import type { ContactErrors } from "./contact-form";
import { parseContact } from "./contact-schema.server";
import { ContactAcknowledgementEmail, contactAcknowledgementSubject } from "../emails/contact-acknowledgement-email";
import { ContactNotificationEmail, contactNotificationSubject } from "../emails/contact-notification-email";
import { addressKey } from "../address-key.server";
import { queueEmail } from "../queue-email.server";

const TEN_MINUTES = 10 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;
export const contactLimitsPerClient = [
  { window: "10m", limit: 5, windowMs: TEN_MINUTES },
  { window: "1d", limit: 20, windowMs: ONE_DAY },
] as const;
/** Acknowledgements to one address: the form must not become a way to flood someone's inbox. */
const ACKNOWLEDGEMENTS_PER_ADDRESS = { limit: 3, windowMs: ONE_DAY };

export type ContactResult =
  | { status: "sent"; messageId: string }
  | { status: "invalid"; errors: ContactErrors }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Checks, stores and queues a contact message: one e-mail to the provider's
 * inbox (Reply-To the visitor) and an acknowledgement to the visitor. Only
 * ids are logged; what the visitor wrote stays out of the logs.
 * `senderAccount` names the account the message belongs to, given the address
 * typed in (the route asks accounts: the signed-in user, else the verified
 * account with that address); the message stays with that account (ADR 22).
 * `staffTime` writes when it came, named, for the provider's inbox (the route
 * gives the staff zone, ADR 0072; UTC without it).
 */
export async function sendContactMessage(input: {
  fields: Record<string, unknown>;
  clientAddress: string;
  senderAccount?: (email: string) => Promise<string | null>;
  staffTime?: (date: Date) => string;
}): Promise<ContactResult> {
  const parsed = parseContact(input.fields);
  if (!parsed.success) return { status: "invalid", errors: parsed.errors };

  const limit = await hitRateLimits(
    contactLimitsPerClient.map((rule) => ({ key: `contact:ip:${rule.window}:${input.clientAddress}`, limit: rule.limit, windowMs: rule.windowMs })),
  );
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const message = parsed.data;
  const id = randomUUID();
  const receivedAt = new Date();
  const userId = (await input.senderAccount?.(message.email)) ?? null;
  await getDb().insert(contactMessages).values({ id, ...message, phone: message.phone ?? null, userId, createdAt: receivedAt });

  const env = getEnv();
  await queueEmail({
    idempotencyKey: `contact-notification:${id}`,
    template: "contact-notification",
    to: env.PROVIDER_INBOX,
    replyTo: message.email,
    subject: contactNotificationSubject(message.subject),
    element: createElement(ContactNotificationEmail, { messageId: id, ...message, receivedAt: (input.staffTime ?? formatDateTime)(receivedAt) }),
  });

  const acknowledgements = await hitRateLimit({ key: `contact:ack:${addressKey(message.email)}`, ...ACKNOWLEDGEMENTS_PER_ADDRESS });
  if (acknowledgements.allowed) {
    await queueEmail({
      idempotencyKey: `contact-acknowledgement:${id}`,
      template: "contact-acknowledgement",
      to: message.email,
      subject: contactAcknowledgementSubject,
      element: createElement(ContactAcknowledgementEmail, { supportEmail: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE }),
    });
  }
  logger.info({ contactMessageId: id, acknowledged: acknowledgements.allowed }, "contact message stored and queued");
  return { status: "sent", messageId: id };
}
