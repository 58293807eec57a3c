import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createElement } from "react";
import { z } from "zod";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { newsletterSubscribers } from "~/db/schema";
import { hitRateLimit } from "~/security/rate-limit.server";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { NewsletterConfirmationEmail, newsletterConfirmationSubject } from "../emails/newsletter-confirmation-email";
import { newsletterConfirmUrl, newsletterUnsubscribeUrl } from "./newsletter-links.server";
import { addressKey } from "../address-key.server";
import { newConfirmToken } from "./newsletter-tokens.server";
import { queueEmail } from "../queue-email.server";

export const NEWSLETTER_THANKS = "Thanks for subscribing! Please check your email to confirm.";

const CONFIRM_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;
export const newsletterLimits = {
  perClient: { limit: 20, windowMs: TEN_MINUTES },
  /** Confirmation e-mails to one address: someone else's inbox is not ours to flood. */
  perAddress: { limit: 3, windowMs: ONE_DAY },
};

const emailSchema = z.object({ email: emailAddressSchema(INVALID_EMAIL_MESSAGE, { lowercase: true }) });

export type SubscribeResult =
  | { status: "ok" }
  | { status: "invalid"; message: string }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Double opt-in. Every valid request gets the same answer, whether the
 * address is new, pending, confirmed or unsubscribed, so the form cannot be
 * used to learn who subscribes. A confirmed subscriber gets no e-mail; anyone
 * else gets a fresh confirmation link (at most a few a day).
 */
export async function subscribeToNewsletter(input: { email: unknown; clientAddress: string }): Promise<SubscribeResult> {
  const parsed = emailSchema.safeParse({ email: input.email });
  if (!parsed.success) return { status: "invalid", message: INVALID_EMAIL_MESSAGE };
  const { email } = parsed.data;

  const perClient = await hitRateLimit({ key: `newsletter:ip:${input.clientAddress}`, ...newsletterLimits.perClient });
  if (!perClient.allowed) return { status: "rate-limited", retryAfterSeconds: perClient.retryAfterSeconds };
  const perAddress = await hitRateLimit({ key: `newsletter:address:${addressKey(email)}`, ...newsletterLimits.perAddress });
  if (!perAddress.allowed) return { status: "ok" };

  const { token, hash } = newConfirmToken();
  const expiresAt = new Date(Date.now() + CONFIRM_TOKEN_LIFETIME_MS);
  const [subscriber] = await getDb()
    .insert(newsletterSubscribers)
    .values({ id: randomUUID(), email, status: "pending", confirmTokenHash: hash, confirmTokenExpiresAt: expiresAt })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: "pending", confirmTokenHash: hash, confirmTokenExpiresAt: expiresAt, unsubscribedAt: null },
      setWhere: sql`${newsletterSubscribers.status} <> 'confirmed'`,
    })
    .returning({ id: newsletterSubscribers.id });
  if (!subscriber) return { status: "ok" };

  const unsubscribeUrl = newsletterUnsubscribeUrl(subscriber.id);
  await queueEmail({
    idempotencyKey: `newsletter-confirmation:${subscriber.id}:${hash.slice(0, 16)}`,
    template: "newsletter-confirmation",
    to: email,
    subject: newsletterConfirmationSubject,
    element: createElement(NewsletterConfirmationEmail, { confirmUrl: newsletterConfirmUrl(token), unsubscribeUrl }),
    listUnsubscribe: unsubscribeUrl,
  });
  logger.info({ subscriberId: subscriber.id }, "newsletter confirmation queued");
  return { status: "ok" };
}
