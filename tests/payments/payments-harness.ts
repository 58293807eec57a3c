import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import Stripe from "stripe";
import { setUpTestDatabase, type TestDatabase } from "../support/test-database";
import type { FakeStripe } from "../support/fake-stripe-server";
import { getDb } from "~/db/database.server";
import { entitlements, formAccess, orders, paymentEvents, sandboxSessions } from "~/db/schema";
import type { PaymentProvider } from "~/domains/checkout/providers/payment-provider.server";
import { createSandboxProvider, sandboxWebhookSecret } from "~/domains/checkout/providers/sandbox-provider.server";
import { paySandboxSession, refundSandboxSession, SANDBOX_CARDS } from "~/domains/checkout/providers/sandbox-payments.server";
import { createStripeProvider } from "~/domains/checkout/providers/stripe-provider.server";
import { registeredJobs } from "~/job-handlers/registry.server";
import { deliverSandboxWebhookJob } from "~/jobs/deliver-sandbox-webhook.server";
import { getQueue } from "~/jobs/queue.server";
import { sendEmailJob } from "~/jobs/send-email.server";
import { sendOrderReceiptJob } from "~/jobs/send-order-receipt.server";
import { action as checkoutAction } from "~/routes/shop/api-checkout";
import { action as webhookAction } from "~/routes/shop/api-webhooks-payments";
import { CLIENT_ADDRESS_HEADER } from "~/shared/client-address-header";

/** The jobs a payment sets off; scheduled reconciliation is left out so tests drive it themselves. */
const paymentJobNames = new Set([sendOrderReceiptJob, deliverSandboxWebhookJob, sendEmailJob].map((job) => job.name));
export const paymentJobs = registeredJobs.filter((job) => paymentJobNames.has(job.definition.name));

/**
 * One database and job queue per test file. The environment is this
 * process's: a private data folder (generated secrets, dev mailbox) and,
 * when given, the public address sandbox webhooks are delivered to.
 */
export function setUpPaymentsDatabase(options: { work?: boolean } = {}): { database: () => TestDatabase; dataDir: string } {
  const { database, dataDir } = setUpTestDatabase({
    dataDir: "payments",
    queue: { jobs: paymentJobs, work: options.work ?? false, pollingIntervalSeconds: 0.5 },
  });
  return { database, dataDir };
}

/** How a test plays the provider's part: the buyer paying, a refund, a lapse, a signed webhook. */
export type PaymentDriver = {
  name: "stripe" | "sandbox";
  provider: PaymentProvider;
  pay(sessionId: string): Promise<void>;
  refund(sessionId: string): Promise<{ chargeId: string }>;
  /** The charge behind a session as the provider now holds it: its id, and whether its money went back. */
  chargeState(sessionId: string): Promise<{ chargeId: string; refunded: boolean }>;
  expire(sessionId: string): Promise<void>;
  /** What the provider says was paid, changed behind our back. */
  setPaidAmount(sessionId: string, cents: number): Promise<void>;
  signedEvent(type: string, objectId: string, options?: { timestamp?: number; secret?: string; id?: string }): { id: string; body: string; signature: string };
};

export function stripeDriver(fake: FakeStripe): PaymentDriver {
  return {
    name: "stripe",
    provider: createStripeProvider({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      host: fake.host,
      port: fake.port,
      protocol: fake.protocol,
    }),
    pay: async (sessionId) => {
      fake.pay(sessionId);
    },
    refund: async (sessionId) => ({ chargeId: fake.refund(sessionId).id }),
    chargeState: async (sessionId) => {
      const charge = fake.chargeOf(sessionId);
      return { chargeId: charge?.id ?? "", refunded: charge?.refunded ?? false };
    },
    expire: async (sessionId) => {
      fake.expire(sessionId);
    },
    setPaidAmount: async (sessionId, cents) => {
      const session = fake.sessions.get(sessionId);
      if (session) session.amount_total = cents;
    },
    signedEvent: (type, objectId, options) => fake.event(type, { id: objectId }, options),
  };
}

export function sandboxDriver(): PaymentDriver {
  return {
    name: "sandbox",
    provider: createSandboxProvider(),
    pay: async (sessionId) => {
      const payment = await paySandboxSession(sessionId, SANDBOX_CARDS.succeeds);
      if (payment.outcome !== "paid") throw new Error(`sandbox payment: ${payment.outcome}`);
    },
    refund: async (sessionId) => {
      if (!(await refundSandboxSession(sessionId))) throw new Error("sandbox refund refused");
      const [row] = await getDb().select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
      return { chargeId: row?.chargeId ?? "" };
    },
    chargeState: async (sessionId) => {
      const [row] = await getDb().select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
      return { chargeId: row?.chargeId ?? "", refunded: row?.refundedAt != null };
    },
    expire: async (sessionId) => {
      await getDb().update(sandboxSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sandboxSessions.id, sessionId));
    },
    setPaidAmount: async (sessionId, cents) => {
      await getDb().update(sandboxSessions).set({ amountTotalCents: cents }).where(eq(sandboxSessions.id, sessionId));
    },
    signedEvent: (type, objectId, options = {}) => {
      const id = options.id ?? `evt_sandbox_test_${Math.random().toString(36).slice(2)}`;
      const body = JSON.stringify({ id, object: "event", type, data: { object: { id: objectId } } });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? sandboxWebhookSecret(),
        timestamp: options.timestamp,
      });
      return { id, body, signature };
    },
  };
}

type RouteResult = { status: number; body: Record<string, unknown>; headers: Headers };

/** A route action's answer, whether it returned `data(...)` or a Response. */
async function settle(result: unknown): Promise<RouteResult> {
  if (result instanceof Response) {
    const text = await result.text();
    return { status: result.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: result.headers };
  }
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      body: wrapped.data as Record<string, unknown>,
      headers: new Headers(wrapped.init?.headers),
    };
  }
  return { status: 200, body: result as Record<string, unknown>, headers: new Headers() };
}

let clients = 0;

/** POST /api/checkout as a browser at its own address (so the per-address limit is not shared). */
export async function postCheckout(body: unknown, options: { cookie?: string; address?: string } = {}) {
  clients += 1;
  const headers = new Headers({
    "content-type": "application/json",
    [CLIENT_ADDRESS_HEADER]: options.address ?? `198.51.100.${clients % 250}:${clients}`,
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  const request = new Request("http://127.0.0.1/api/checkout", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const result = await settle(await checkoutAction({ request, params: {}, context: new RouterContextProvider() } as never));
  const setCookie = result.headers.get("set-cookie");
  return { ...result, cookie: setCookie ? setCookie.split(";")[0] : undefined };
}

export async function postWebhook(body: string, signature: string | null) {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const request = new Request("http://127.0.0.1/api/webhooks/payments", { method: "POST", headers, body });
  return settle(await webhookAction({ request, params: {}, context: new RouterContextProvider() } as never));
}

export async function orderRow(orderId: string) {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}

export async function orderBySession(sessionId: string) {
  const [order] = await getDb().select().from(orders).where(eq(orders.providerSessionId, sessionId));
  if (!order) throw new Error(`no order for session ${sessionId}`);
  return order;
}

export async function grantsOf(orderId: string) {
  const rows = await getDb()
    .select({ formType: formAccess.formType, paymentStatus: formAccess.paymentStatus, email: formAccess.email, status: entitlements.status, reportsOwed: entitlements.reportsOwed })
    .from(entitlements)
    .leftJoin(formAccess, eq(formAccess.entitlementId, entitlements.id))
    .where(eq(entitlements.orderId, orderId));
  return rows;
}

export async function recordedEvents(): Promise<string[]> {
  return (await getDb().select({ id: paymentEvents.id }).from(paymentEvents)).map((row) => row.id);
}

/** Receipt jobs queued for an order: fulfilment must queue exactly one. */
export async function receiptJobs(orderId: string): Promise<number> {
  const jobs = await getQueue().findJobs(sendOrderReceiptJob.name, { data: { orderId } });
  return jobs.length;
}

export async function countOrders(): Promise<number> {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(orders);
  return row?.n ?? 0;
}
