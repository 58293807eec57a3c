import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { appUrl, getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { getDb } from "~/db/database.server";
import { sandboxSessions } from "~/db/schema";
import { newId } from "~/shared/readable-ids.server";
import { refundSandboxSession, sandboxStatus } from "./sandbox-payments.server";
import type { PaymentProvider, ProviderSession } from "./payment-provider.server";
import { verifyWebhookPayload } from "./webhook-signature.server";

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

type SandboxSessionRow = typeof sandboxSessions.$inferSelect;

/** The sandbox's webhook secret, derived from this store's own secret: nothing to configure. */
export function sandboxWebhookSecret(): string {
  const key = createHmac("sha256", getSecrets(getEnv()).sessionSecret).update("sandbox-payment-webhooks").digest("base64url");
  return `whsec_${key}`;
}

export function sandboxPaymentPageUrl(sessionId: string): string {
  return `${appUrl(getEnv())}/sandbox/pay/${sessionId}`;
}

/**
 * The built-in payment provider for local mode: sessions live in our own
 * table, the payment page is /sandbox/pay/:id, and webhooks are signed like
 * Stripe's and delivered to our own endpoint.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: "sandbox",

    async createSession(input) {
      const id = newId("cs_sandbox_", 24);
      const db = getDb();
      const created = await db
        .insert(sandboxSessions)
        .values({
          id,
          idempotencyKey: input.idempotencyKey,
          orderId: input.orderId,
          email: input.email,
          lineItems: input.lineItems,
          amountTotalCents: input.lineItems.reduce((sum, item) => sum + item.unitAmountCents * item.quantity, 0),
          currency: input.currency,
          successUrl: input.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", id),
          cancelUrl: input.cancelUrl,
          expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
        })
        .onConflictDoNothing({ target: sandboxSessions.idempotencyKey })
        .returning({ id: sandboxSessions.id });
      // A repeated key returns the session the first call opened.
      const [session] =
        created.length > 0
          ? created
          : await db.select({ id: sandboxSessions.id }).from(sandboxSessions).where(eq(sandboxSessions.idempotencyKey, input.idempotencyKey));
      if (!session) throw new Error("sandbox session was not stored");
      return { id: session.id, url: sandboxPaymentPageUrl(session.id) };
    },

    async retrieveSession(sessionId) {
      const [row] = await getDb().select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
      return row ? toProviderSession(row) : null;
    },

    async findSessionByPayment(paymentId) {
      const [row] = await getDb().select().from(sandboxSessions).where(eq(sandboxSessions.paymentId, paymentId));
      return row ? toProviderSession(row) : null;
    },

    async retrieveCharge(chargeId) {
      const [row] = await getDb().select().from(sandboxSessions).where(eq(sandboxSessions.chargeId, chargeId));
      if (!row?.chargeId) return null;
      return { id: row.chargeId, paymentId: row.paymentId, fullyRefunded: row.refundedAt !== null };
    },

    async refundPayment({ sessionId }) {
      // The sandbox then sends `charge.refunded` to the webhook, as Stripe does.
      if (await refundSandboxSession(sessionId)) return "refunded";
      const [row] = await getDb().select({ refundedAt: sandboxSessions.refundedAt }).from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
      if (row?.refundedAt) return "already-refunded";
      throw new Error(`sandbox session ${sessionId} is not paid, so it cannot be refunded`);
    },

    verifyEvent(rawBody, signatureHeader) {
      return verifyWebhookPayload(rawBody, signatureHeader, sandboxWebhookSecret());
    },
  };
}

function toProviderSession(row: SandboxSessionRow): ProviderSession {
  return {
    id: row.id,
    orderId: row.orderId,
    status: sandboxStatus(row),
    paymentStatus: row.paymentStatus,
    paymentId: row.paymentId,
    amountTotalCents: row.amountTotalCents,
    currency: row.currency,
  };
}
