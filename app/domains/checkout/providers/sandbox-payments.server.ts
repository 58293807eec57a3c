import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { sandboxSessions } from "~/db/schema";
import { deliverSandboxWebhookJob, enqueueSandboxWebhook } from "~/jobs/deliver-sandbox-webhook.server";
import { newId } from "~/shared/readable-ids.server";
import { prepareToEnqueue, type Transaction } from "~/jobs/transactional-enqueue.server";

/** An open session past its expiry reads as expired, as Stripe's would. */
export function sandboxStatus(row: typeof sandboxSessions.$inferSelect, now = new Date()): (typeof sandboxSessions.$inferSelect)["status"] {
  return row.status === "open" && row.expiresAt <= now ? "expired" : row.status;
}

/** The sandbox's test cards, as printed on its payment page. */
export const SANDBOX_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
} as const;

export type SandboxPage = {
  id: string;
  email: string;
  lineItems: { name: string; unitAmountCents: number; quantity: number }[];
  amountTotalCents: number;
  status: "open" | "complete" | "expired";
  successUrl: string;
  cancelUrl: string;
};

export async function loadSandboxSession(sessionId: string): Promise<SandboxPage | null> {
  const [row] = await getDb().select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    lineItems: row.lineItems,
    amountTotalCents: row.amountTotalCents,
    status: sandboxStatus(row),
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
  };
}

export type SandboxPayment =
  | { outcome: "paid"; successUrl: string }
  | { outcome: "declined" }
  | { outcome: "unknown-card" }
  | { outcome: "closed"; status: "complete" | "expired"; successUrl: string }
  | { outcome: "not-found" };

/**
 * Takes a test payment. The card number is compared and forgotten, never
 * stored or logged. Paying marks the session paid once (a second click finds
 * it complete) and, in the same transaction, queues the signed
 * `checkout.session.completed` webhook to our own endpoint.
 */
export async function paySandboxSession(sessionId: string, cardNumber: string): Promise<SandboxPayment> {
  const digits = cardNumber.replace(/[\s-]/g, "");
  const page = await loadSandboxSession(sessionId);
  if (!page) return { outcome: "not-found" };
  if (page.status !== "open") return { outcome: "closed", status: page.status, successUrl: page.successUrl };
  if (digits === SANDBOX_CARDS.declined.replaceAll(" ", "")) return { outcome: "declined" };
  if (digits !== SANDBOX_CARDS.succeeds.replaceAll(" ", "")) return { outcome: "unknown-card" };

  await prepareToEnqueue(deliverSandboxWebhookJob);
  const paid = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxSessions)
      .set({
        status: "complete",
        paymentStatus: "paid",
        paymentId: newId("pi_sandbox_", 24),
        chargeId: newId("ch_sandbox_", 24),
        paidAt: new Date(),
      })
      .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, "open"), gt(sandboxSessions.expiresAt, sql`now()`)))
      .returning();
    if (!row) return false;
    await queueEvent(tx, "checkout.session.completed", {
      id: row.id,
      object: "checkout.session",
      metadata: { orderId: row.orderId },
      client_reference_id: row.orderId,
      status: row.status,
      payment_status: row.paymentStatus,
      payment_intent: row.paymentId,
      amount_total: row.amountTotalCents,
      currency: row.currency,
    });
    return true;
  });
  if (paid) return { outcome: "paid", successUrl: page.successUrl };
  const now = await loadSandboxSession(sessionId);
  return { outcome: "closed", status: now?.status === "expired" ? "expired" : "complete", successUrl: page.successUrl };
}

/** A full refund of a paid sandbox session, announced by a signed `charge.refunded` webhook. */
export async function refundSandboxSession(sessionId: string): Promise<boolean> {
  await prepareToEnqueue(deliverSandboxWebhookJob);
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxSessions)
      .set({ refundedAt: new Date() })
      .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.paymentStatus, "paid"), isNull(sandboxSessions.refundedAt)))
      .returning();
    if (!row) return false;
    await queueEvent(tx, "charge.refunded", {
      id: row.chargeId,
      object: "charge",
      payment_intent: row.paymentId,
      amount: row.amountTotalCents,
      amount_refunded: row.amountTotalCents,
      refunded: true,
      currency: row.currency,
    });
    return true;
  });
}

async function queueEvent(tx: Transaction, type: string, object: Record<string, unknown>) {
  const event = {
    id: newId("evt_sandbox_", 24),
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
  await enqueueSandboxWebhook(tx, event);
}
