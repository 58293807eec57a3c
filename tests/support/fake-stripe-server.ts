import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local fake of the few Stripe API endpoints checkout uses, spoken to by
 * the real `stripe` SDK through its host/port/protocol options. Tests play
 * Stripe's part with `pay`, `refund`, `expire`..., and sign webhook events
 * with `stripe.webhooks.generateTestHeaderString`, as Stripe's docs suggest.
 *
 * Endpoints: POST /v1/checkout/sessions (honours Idempotency-Key),
 * GET /v1/checkout/sessions/:id, GET /v1/checkout/sessions?payment_intent=,
 * GET /v1/charges/:id. Anything else answers 404 in Stripe's error shape.
 */
export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  line_items: { name: string; unit_amount: number; quantity: number; currency: string }[];
};

export type FakeCharge = {
  id: string;
  object: "charge";
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
};

export type RecordedRequest = { method: string; path: string; idempotencyKey: string | null; body: Record<string, unknown> };

export type FakeStripe = {
  /** For `createStripeProvider`. */
  host: string;
  port: number;
  protocol: "http";
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  requests: RecordedRequest[];
  /** The buyer pays on Stripe's page; with `async`, the payment is still processing (e.g. a bank debit). */
  pay(sessionId: string, options?: { async?: boolean }): FakeSession;
  /** A processing async payment settles. */
  settle(sessionId: string, outcome: "succeeded" | "failed"): FakeSession;
  refund(sessionId: string, options?: { amount?: number }): FakeCharge;
  expire(sessionId: string): FakeSession;
  chargeOf(sessionId: string): FakeCharge | undefined;
  /** A webhook as Stripe would send it: body and Stripe-Signature header. */
  event(type: string, object: object, options?: { timestamp?: number; secret?: string; id?: string }): {
    id: string;
    body: string;
    signature: string;
  };
  close(): Promise<void>;
};

const SECRET_KEY = "sk_test_fake_catharsis";
const WEBHOOK_SECRET = "whsec_fake_catharsis_webhooks";

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const charges = new Map<string, FakeCharge>();
  const byIdempotencyKey = new Map<string, string>();
  const refundsByKey = new Map<string, unknown>();
  const requests: RecordedRequest[] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake-stripe");
    const method = req.method ?? "GET";
    const form = method === "POST" ? new URLSearchParams(Buffer.concat(chunks).toString("utf8")) : url.searchParams;
    const body = parseBracketed(form);
    const idempotencyKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    requests.push({ method, path: url.pathname, idempotencyKey, body });

    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
      res.end(JSON.stringify(payload));
    };
    const missing = (what: string) =>
      send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });

    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }

    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    const chargeMatch = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname);
    if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (existing) return send(200, sessions.get(existing));
      const session = createSession(body);
      sessions.set(session.id, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session.id);
      return send(200, session);
    }
    if (method === "GET" && url.pathname === "/v1/checkout/sessions") {
      const paymentIntent = body.payment_intent;
      const data = [...sessions.values()].filter((session) => !paymentIntent || session.payment_intent === paymentIntent);
      return send(200, { object: "list", data, has_more: false, url: "/v1/checkout/sessions" });
    }
    if (method === "GET" && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1] ?? ""));
      return session ? send(200, session) : missing("checkout.session");
    }
    if (method === "GET" && chargeMatch) {
      const charge = charges.get(decodeURIComponent(chargeMatch[1] ?? ""));
      return charge ? send(200, charge) : missing("charge");
    }
    if (method === "POST" && url.pathname === "/v1/refunds") {
      const existing = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (existing) return send(200, existing);
      const charge = [...charges.values()].find((candidate) => candidate.payment_intent === body.payment_intent);
      if (!charge) return missing("payment_intent");
      if (charge.refunded) {
        return send(400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge ${charge.id} has already been refunded.` } });
      }
      const amount = charge.amount - charge.amount_refunded;
      charge.amount_refunded = charge.amount;
      charge.refunded = true;
      const refund = { id: `re_${randomBytes(12).toString("hex")}`, object: "refund", amount, charge: charge.id, payment_intent: charge.payment_intent, status: "succeeded" };
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    return missing(`endpoint ${method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const sessionOf = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
    return session;
  };
  const chargeFor = (session: FakeSession) => [...charges.values()].find((charge) => charge.payment_intent === session.payment_intent);

  return {
    host: "127.0.0.1",
    port,
    protocol: "http",
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    sessions,
    requests,
    pay(sessionId, options = {}) {
      const session = sessionOf(sessionId);
      session.status = "complete";
      session.payment_intent = `pi_${randomBytes(12).toString("hex")}`;
      session.payment_status = options.async ? "unpaid" : "paid";
      if (!options.async) addCharge(session);
      return session;
    },
    settle(sessionId, outcome) {
      const session = sessionOf(sessionId);
      if (outcome === "succeeded") {
        session.payment_status = "paid";
        addCharge(session);
      }
      return session;
    },
    refund(sessionId, options = {}) {
      const session = sessionOf(sessionId);
      const charge = chargeFor(session);
      if (!charge) throw new Error(`fake Stripe: session ${sessionId} has no charge`);
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (options.amount ?? charge.amount));
      charge.refunded = charge.amount_refunded === charge.amount;
      return charge;
    },
    expire(sessionId) {
      const session = sessionOf(sessionId);
      session.status = "expired";
      return session;
    },
    chargeOf(sessionId) {
      return chargeFor(sessionOf(sessionId));
    },
    event(type, object, options = {}) {
      const id = options.id ?? `evt_${randomBytes(12).toString("hex")}`;
      const body = JSON.stringify({ id, object: "event", type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } }, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
      return { id, body, signature };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };

  function addCharge(session: FakeSession) {
    const charge: FakeCharge = {
      id: `ch_${randomBytes(12).toString("hex")}`,
      object: "charge",
      payment_intent: session.payment_intent ?? "",
      amount: session.amount_total,
      amount_refunded: 0,
      refunded: false,
    };
    charges.set(charge.id, charge);
  }

  function createSession(body: Record<string, unknown>): FakeSession {
    const id = `cs_test_${randomBytes(16).toString("hex")}`;
    const currencyOf = (item: Record<string, unknown>) => String(asRecord(item.price_data).currency ?? "usd");
    const lineItems = asArray(body.line_items).map((raw) => {
      const item = asRecord(raw);
      const price = asRecord(item.price_data);
      return {
        name: String(asRecord(price.product_data).name ?? ""),
        unit_amount: Number(price.unit_amount),
        quantity: Number(item.quantity),
        currency: currencyOf(item),
      };
    });
    return {
      id,
      object: "checkout.session",
      mode: String(body.mode ?? "payment"),
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
      currency: lineItems[0]?.currency ?? "usd",
      customer_email: typeof body.customer_email === "string" ? body.customer_email : null,
      client_reference_id: typeof body.client_reference_id === "string" ? body.client_reference_id : null,
      metadata: Object.fromEntries(Object.entries(asRecord(body.metadata)).map(([key, value]) => [key, String(value)])),
      success_url: String(body.success_url ?? "").replaceAll("{CHECKOUT_SESSION_ID}", id),
      cancel_url: String(body.cancel_url ?? ""),
      line_items: lineItems,
    };
  }
}

/** `line_items[0][price_data][unit_amount]=1499` → nested objects and arrays, as Stripe reads forms. */
function parseBracketed(params: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1] ?? "") ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
