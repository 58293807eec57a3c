import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { entitlements, formAccess, orders, staffAuditEvents, users } from "~/db/schema";
import { createCheckoutSession } from "~/domains/checkout/create-checkout-session.server";
import { setPaymentProvider } from "~/domains/checkout/providers/provider.server";
import { reconcileOpenSessions } from "~/domains/checkout/reconcile-open-sessions.server";
import { refundOrder } from "~/domains/checkout/refund-order.server";
import { verifyCheckoutSession } from "~/domains/checkout/verify-checkout-session.server";
import {
  countOrders,
  grantsOf,
  orderBySession,
  orderRow,
  postCheckout,
  postWebhook,
  receiptJobs,
  recordedEvents,
  type PaymentDriver,
} from "./payments-harness";

/** Who refunds in these scenarios: the audit log has no foreign key, so no account is needed. */
const refundStaff = { userId: "staff-1", email: "staff@example.com", role: "admin" } as const;

const guestCart = {
  email: "  Guest.Buyer@Example,com ",
  items: [
    { productId: "catharsis-enneagram", category: "marriage", quantity: 2 },
    { productId: "enneagram-report", category: null, quantity: 1 },
  ],
};
// 2 × 34.99 + 19.99
const guestCartCents = 2 * 3499 + 1999;

/**
 * The checkout, webhook, verification, refund and reconciliation behaviour
 * every provider must show. Each test opens its own checkout.
 */
export function definePaymentScenarios(makeDriver: () => PaymentDriver | Promise<PaymentDriver>) {
  let driver: PaymentDriver;
  beforeAll(async () => {
    driver = await makeDriver();
    setPaymentProvider(driver.provider);
  });

  async function startCheckout(cart: object = guestCart) {
    const response = await postCheckout(cart);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const orderId = String(response.body.orderId);
    const order = await orderRow(orderId);
    return { orderId, sessionId: order.providerSessionId ?? "", url: String(response.body.url), cookie: response.cookie ?? "" };
  }

  async function completed(sessionId: string, options?: { id?: string }) {
    const event = driver.signedEvent("checkout.session.completed", sessionId, options);
    return { event, response: await postWebhook(event.body, event.signature) };
  }

  describe("checkout prices from the catalogue only", () => {
    it("opens a session for the catalogue's prices and keeps the normalised e-mail", async () => {
      const { orderId, sessionId, url, cookie } = await startCheckout();
      expect(url).toContain(sessionId);
      expect(cookie).toMatch(/^catharsis_checkout=/);
      const order = await orderRow(orderId);
      expect(order).toMatchObject({ status: "pending", email: "guest.buyer@example.com", amountCents: guestCartCents, provider: driver.name });
      const session = await driver.provider.retrieveSession(sessionId);
      expect(session).toMatchObject({ orderId, status: "open", paymentStatus: "unpaid", amountTotalCents: guestCartCents });
    });

    it("ignores a tampered price, name or total sent by the browser", async () => {
      const tampered = {
        email: "tamper@example.com",
        total: 1,
        items: [{ productId: "complete-bundle", category: "depression", quantity: 1, price: 1, priceCents: 1, name: "Free", service_name: "Free" }],
      };
      const { orderId, sessionId } = await startCheckout(tampered);
      expect((await orderRow(orderId)).amountCents).toBe(5999);
      expect((await driver.provider.retrieveSession(sessionId))?.amountTotalCents).toBe(5999);
    });

    it("refuses a tampered product, a bad category, a bad quantity or an empty cart, and creates nothing", async () => {
      const before = await countOrders();
      const refusals: [object, RegExp][] = [
        [{ email: "a@example.com", items: [{ productId: "free-report", category: "death", quantity: 1 }] }, /Unknown product/],
        [{ email: "a@example.com", items: [{ productId: "catharsis", category: "anger", quantity: 1 }] }, /Unknown category/],
        [{ email: "a@example.com", items: [{ productId: "catharsis", category: null, quantity: 1 }] }, /needs a category/],
        [{ email: "a@example.com", items: [{ productId: "enneagram-report", category: "death", quantity: 1 }] }, /has no category/],
        [{ email: "a@example.com", items: [{ productId: "catharsis", category: "death", quantity: 0 }] }, /from 1 to 10/],
        [{ email: "a@example.com", items: [{ productId: "catharsis", category: "death", quantity: 11 }] }, /from 1 to 10/],
        [{ email: "a@example.com", items: [{ productId: "catharsis", category: "death", quantity: 1.5 }] }, /from 1 to 10/],
        [
          {
            email: "a@example.com",
            items: [
              { productId: "catharsis", category: "death", quantity: 6 },
              { productId: "catharsis", category: "death", quantity: 5 },
            ],
          },
          // The cap holds per product and category across lines, and the answer names it.
          /^At most 10 of Catharsis Survey & Report \(Death & Grief\) fit in one order; this order asks for 11\.$/,
        ],
        [{ email: "a@example.com", items: [] }, /cart is empty/],
        [{ email: "", items: [{ productId: "catharsis", category: "death", quantity: 1 }] }, /^Email required/],
        [{ email: "not an email", items: [{ productId: "catharsis", category: "death", quantity: 1 }] }, /^Invalid email address/],
      ];
      for (const [body, message] of refusals) {
        const response = await postCheckout(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(String(response.body.error)).toMatch(message);
      }
      expect((await postCheckout("{not json")).status).toBe(400);
      expect(await countOrders()).toBe(before);
    });

    it("opens a new order and session for every attempt", async () => {
      const first = await startCheckout();
      const second = await startCheckout();
      expect(second.orderId).not.toBe(first.orderId);
      expect(second.sessionId).not.toBe(first.sessionId);
    });
  });

  describe("webhooks fulfil exactly once", () => {
    it("grants one entitlement and form_access row per unit and form, and queues one receipt", async () => {
      const { orderId, sessionId } = await startCheckout();
      await driver.pay(sessionId);
      const { event, response } = await completed(sessionId);
      expect(response).toMatchObject({ status: 200, body: { outcome: "handled" } });
      expect(await orderRow(orderId)).toMatchObject({ status: "paid" });
      const grants = await grantsOf(orderId);
      // Two Catharsis + Enneagram bundles (marriage and enneagram forms each) and one Enneagram Report.
      expect(grants.map((grant) => grant.formType).sort()).toEqual(["enneagram", "enneagram", "enneagram", "marriage", "marriage"]);
      expect(grants.every((grant) => grant.paymentStatus === "paid" && grant.email === "guest.buyer@example.com")).toBe(true);
      expect(await receiptJobs(orderId)).toBe(1);
      expect(await recordedEvents()).toContain(event.id);
    });

    it("gives a guest order paid with a verified account's address to that account at once, and an unverified one's to nobody", async () => {
      const verified = `verified-${driver.name}@example.com`;
      const unverified = `unverified-${driver.name}@example.com`;
      await getDb()
        .insert(users)
        .values([
          { id: `owner-${driver.name}`, name: "", email: verified, emailVerified: true },
          { id: `pending-${driver.name}`, name: "", email: unverified, emailVerified: false },
        ]);
      const claimed = await startCheckout({ ...guestCart, email: verified.toUpperCase() });
      const unclaimed = await startCheckout({ ...guestCart, email: unverified });
      for (const { sessionId } of [claimed, unclaimed]) {
        await driver.pay(sessionId);
        await completed(sessionId);
      }
      expect(await orderRow(claimed.orderId)).toMatchObject({ status: "paid", userId: `owner-${driver.name}` });
      const owners = await getDb()
        .select({ userId: formAccess.userId })
        .from(formAccess)
        .innerJoin(entitlements, eq(entitlements.id, formAccess.entitlementId))
        .where(eq(entitlements.orderId, claimed.orderId));
      expect(owners.length).toBe(5);
      expect(owners.every((row) => row.userId === `owner-${driver.name}`)).toBe(true);
      // An address nobody has proven stays a guest's until its owner verifies it.
      expect(await orderRow(unclaimed.orderId)).toMatchObject({ status: "paid", userId: null });
    });

    it("acknowledges a replayed event and changes nothing", async () => {
      const { orderId, sessionId } = await startCheckout();
      await driver.pay(sessionId);
      const { event } = await completed(sessionId);
      const replay = await postWebhook(event.body, event.signature);
      expect(replay).toMatchObject({ status: 200, body: { outcome: "duplicate" } });
      // The same payment announced again under a new event id is still one fulfilment.
      await completed(sessionId);
      expect(await grantsOf(orderId)).toHaveLength(5);
      expect(await receiptJobs(orderId)).toBe(1);
    });

    it("fulfils once when duplicates arrive at the same time", async () => {
      const { orderId, sessionId } = await startCheckout();
      await driver.pay(sessionId);
      const event = driver.signedEvent("checkout.session.completed", sessionId);
      const others = Array.from({ length: 4 }, () => driver.signedEvent("checkout.session.completed", sessionId));
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, () => postWebhook(event.body, event.signature)),
        ...others.map((other) => postWebhook(other.body, other.signature)),
      ]);
      expect(responses.every((response) => response.status === 200)).toBe(true);
      expect(await grantsOf(orderId)).toHaveLength(5);
      expect(await receiptJobs(orderId)).toBe(1);
    });

    it("fulfils once when the webhook and the success page race", async () => {
      const { orderId, sessionId, cookie } = await startCheckout();
      await driver.pay(sessionId);
      const event = driver.signedEvent("checkout.session.completed", sessionId);
      const [webhook, ...pages] = await Promise.all([
        postWebhook(event.body, event.signature),
        verifyCheckoutSession({ sessionId, cookieHeader: cookie, userId: null }),
        verifyCheckoutSession({ sessionId, cookieHeader: cookie, userId: null }),
        verifyCheckoutSession({ sessionId, cookieHeader: cookie, userId: null }),
      ]);
      expect(webhook.status).toBe(200);
      for (const page of pages) expect(page.status).toBe("paid");
      expect(await grantsOf(orderId)).toHaveLength(5);
      expect(await receiptJobs(orderId)).toBe(1);
    });

    it("answers 200 to event types it does not handle", async () => {
      const event = driver.signedEvent("customer.created", "cus_123");
      expect(await postWebhook(event.body, event.signature)).toMatchObject({ status: 200, body: { outcome: "ignored" } });
    });
  });

  describe("signatures", () => {
    it("refuses a bad, stale, foreign or missing signature with 400 and writes nothing", async () => {
      const { orderId, sessionId } = await startCheckout();
      await driver.pay(sessionId);
      const eventsBefore = await recordedEvents();
      const good = driver.signedEvent("checkout.session.completed", sessionId);
      const stale = driver.signedEvent("checkout.session.completed", sessionId, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
      const foreign = driver.signedEvent("checkout.session.completed", sessionId, { secret: "whsec_someone_else" });
      const attempts: [string, string | null][] = [
        [good.body.replace(sessionId, `${sessionId}x`), good.signature],
        [good.body, good.signature.replace(/v1=([0-9a-f])/, (_, c: string) => `v1=${c === "0" ? "1" : "0"}`)],
        [stale.body, stale.signature],
        [foreign.body, foreign.signature],
        [good.body, null],
        [good.body, "garbage"],
      ];
      for (const [body, signature] of attempts) {
        const response = await postWebhook(body, signature);
        expect(response.status).toBe(400);
      }
      expect(await recordedEvents()).toEqual(eventsBefore);
      expect(await orderRow(orderId)).toMatchObject({ status: "pending" });
      expect(await grantsOf(orderId)).toHaveLength(0);
      expect(await receiptJobs(orderId)).toBe(0);
    });
  });

  describe("refunds and out-of-order events", () => {
    it("refunds a paid order from the back office through the provider once, and revokes what it granted at once", async () => {
      const { orderId, sessionId } = await startCheckout();
      await driver.pay(sessionId);
      await completed(sessionId);
      expect(await refundOrder(orderId, refundStaff)).toEqual({ outcome: "refunded" });
      expect((await driver.chargeState(sessionId)).refunded).toBe(true);
      expect(await orderRow(orderId)).toMatchObject({ status: "refunded" });
      expect((await grantsOf(orderId)).every((grant) => grant.status === "revoked" && grant.paymentStatus === "refunded")).toBe(true);
      // A second click finds nothing left to refund; the provider's later notice changes nothing.
      expect(await refundOrder(orderId, refundStaff)).toEqual({ outcome: "not-refundable", status: "refunded" });
      // One audit row, for the refund that happened; the refused second click is not one.
      const audited = await getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.targetId, orderId));
      expect(audited).toEqual([expect.objectContaining({ action: "order.refunded", actorUserId: "staff-1", actorRole: "admin" })]);
      expect(audited[0]?.detail).not.toContain("@");
      const notice = driver.signedEvent("charge.refunded", (await driver.chargeState(sessionId)).chargeId);
      expect(await postWebhook(notice.body, notice.signature)).toMatchObject({ status: 200 });
      expect(await orderRow(orderId)).toMatchObject({ status: "refunded" });
      // An unpaid order has nothing to give back, and an unknown one is not found.
      const unpaid = await startCheckout();
      expect(await refundOrder(unpaid.orderId, refundStaff)).toEqual({ outcome: "not-refundable", status: "pending" });
      expect(await refundOrder("ord_unknown", refundStaff)).toEqual({ outcome: "not-found" });
    });

    it("counts a payment already refunded at the provider as refunded, and revokes the order", async () => {
      const { orderId, sessionId } = await startCheckout();
      await driver.pay(sessionId);
      await completed(sessionId);
      await driver.refund(sessionId);
      expect(await refundOrder(orderId, refundStaff)).toEqual({ outcome: "refunded" });
      expect(await orderRow(orderId)).toMatchObject({ status: "refunded" });
    });

    it("revokes access when the order is refunded", async () => {
      const { orderId, sessionId } = await startCheckout();
      await driver.pay(sessionId);
      await completed(sessionId);
      const { chargeId } = await driver.refund(sessionId);
      const refund = driver.signedEvent("charge.refunded", chargeId);
      expect(await postWebhook(refund.body, refund.signature)).toMatchObject({ status: 200, body: { outcome: "handled" } });
      expect(await orderRow(orderId)).toMatchObject({ status: "refunded" });
      const grants = await grantsOf(orderId);
      expect(grants).toHaveLength(5);
      expect(grants.every((grant) => grant.status === "revoked" && grant.paymentStatus === "refunded")).toBe(true);
      // A late replay of the payment cannot grant again.
      await completed(sessionId);
      expect((await grantsOf(orderId)).every((grant) => grant.paymentStatus === "refunded")).toBe(true);
      expect(await orderRow(orderId)).toMatchObject({ status: "refunded" });
    });

    it("grants nothing when the refund arrives before the payment event", async () => {
      const { orderId, sessionId, cookie } = await startCheckout();
      await driver.pay(sessionId);
      const { chargeId } = await driver.refund(sessionId);
      const refund = driver.signedEvent("charge.refunded", chargeId);
      await postWebhook(refund.body, refund.signature);
      await completed(sessionId);
      expect(await orderRow(orderId)).toMatchObject({ status: "refunded" });
      expect(await grantsOf(orderId)).toHaveLength(0);
      expect(await receiptJobs(orderId)).toBe(0);
      expect((await verifyCheckoutSession({ sessionId, cookieHeader: cookie, userId: null })).status).toBe("failed");
    });

    it("ignores a stale failure notice once the session reads paid", async () => {
      const { orderId, sessionId } = await startCheckout();
      await driver.pay(sessionId);
      const failed = driver.signedEvent("checkout.session.async_payment_failed", sessionId);
      await postWebhook(failed.body, failed.signature);
      const succeeded = driver.signedEvent("checkout.session.async_payment_succeeded", sessionId);
      await postWebhook(succeeded.body, succeeded.signature);
      await completed(sessionId);
      expect(await orderRow(orderId)).toMatchObject({ status: "paid" });
      expect(await grantsOf(orderId)).toHaveLength(5);
      expect(await receiptJobs(orderId)).toBe(1);
    });

    it("closes an order whose session lapsed unpaid", async () => {
      const { orderId, sessionId, cookie } = await startCheckout();
      await driver.expire(sessionId);
      const expired = driver.signedEvent("checkout.session.expired", sessionId);
      expect(await postWebhook(expired.body, expired.signature)).toMatchObject({ status: 200, body: { outcome: "handled" } });
      expect(await orderRow(orderId)).toMatchObject({ status: "expired" });
      expect((await verifyCheckoutSession({ sessionId, cookieHeader: cookie, userId: null })).status).toBe("failed");
    });

    it("does not fulfil when the provider reports another amount than the order's, and sets the order aside once", async () => {
      const { orderId, sessionId, cookie } = await startCheckout();
      await driver.pay(sessionId);
      await driver.setPaidAmount(sessionId, 100);
      const errors = vi.spyOn(logger, "error");
      try {
        await completed(sessionId);
        expect(await orderRow(orderId)).toMatchObject({ status: "needs-review" });
        // The success page, a replayed event and reconciliation neither grant nor log it again.
        expect(await verifyCheckoutSession({ sessionId, cookieHeader: cookie, userId: null })).toEqual({ status: "failed" });
        expect(await verifyCheckoutSession({ sessionId, cookieHeader: cookie, userId: null })).toEqual({ status: "failed" });
        await completed(sessionId);
        await reconcileOpenSessions({ quietMs: 0 });
        const mismatchLogs = errors.mock.calls.filter(([fields]) => (fields as { orderId?: string } | undefined)?.orderId === orderId);
        expect(mismatchLogs).toHaveLength(1);
      } finally {
        errors.mockRestore();
      }
      expect(await orderRow(orderId)).toMatchObject({ status: "needs-review" });
      expect(await grantsOf(orderId)).toHaveLength(0);
      expect(await receiptJobs(orderId)).toBe(0);
    });
  });

  describe("success-page verification", () => {
    it("fulfils a paid session whose webhook has not come, and shows the order", async () => {
      const { orderId, sessionId, cookie } = await startCheckout();
      expect(await verifyCheckoutSession({ sessionId, cookieHeader: cookie, userId: null })).toEqual({ status: "pending" });
      await driver.pay(sessionId);
      const result = await verifyCheckoutSession({ sessionId, cookieHeader: cookie, userId: null });
      expect(result).toEqual({
        status: "paid",
        order: {
          id: orderId,
          email: "guest.buyer@example.com",
          amountCents: guestCartCents,
          lines: [
            { name: "Catharsis + Enneagram", category: "marriage", quantity: 2, unitPriceCents: 3499 },
            { name: "Enneagram Report", category: null, quantity: 1, unitPriceCents: 1999 },
          ],
          // Marriage and Enneagram questionnaires: the account lists both.
          startPath: "/account",
        },
      });
      expect(await grantsOf(orderId)).toHaveLength(5);
      expect(await receiptJobs(orderId)).toBe(1);
    });

    it("reveals and grants nothing for a made-up id or another browser's session", async () => {
      const { orderId, sessionId } = await startCheckout();
      const other = await startCheckout();
      await driver.pay(sessionId);
      expect(await verifyCheckoutSession({ sessionId: "cs_test_made_up", cookieHeader: other.cookie, userId: null })).toEqual({ status: "not-found" });
      expect(await verifyCheckoutSession({ sessionId: "not a session", cookieHeader: other.cookie, userId: null })).toEqual({ status: "not-found" });
      expect(await verifyCheckoutSession({ sessionId, cookieHeader: other.cookie, userId: null })).toEqual({ status: "not-found" });
      expect(await verifyCheckoutSession({ sessionId, cookieHeader: null, userId: null })).toEqual({ status: "not-found" });
      // A forged cookie naming the order is not signed by us.
      expect(await verifyCheckoutSession({ sessionId, cookieHeader: `catharsis_checkout=${btoa(JSON.stringify([orderId]))}`, userId: null })).toEqual({
        status: "not-found",
      });
      expect(await orderRow(orderId)).toMatchObject({ status: "pending" });
      expect(await grantsOf(orderId)).toHaveLength(0);
    });

    it("shows a signed-in buyer's order on another device, but not to another account", async () => {
      await getDb()
        .insert(users)
        .values([
          { id: `buyer-${driver.name}`, name: "Buyer", email: `buyer-${driver.name}@example.com`, emailVerified: true },
          { id: `other-${driver.name}`, name: "Other", email: `other-${driver.name}@example.com`, emailVerified: true },
        ]);
      const { sessionId, orderId } = await createCheckoutSession({
        email: `buyer-${driver.name}@example.com`,
        userId: `buyer-${driver.name}`,
        lines: [
          {
            productId: "catharsis",
            productName: "Catharsis Survey & Report",
            displayName: "Catharsis Survey & Report (Death & Grief)",
            serviceType: "catharsis-survey",
            category: "death",
            unitPriceCents: 1499,
            quantity: 1,
            grants: [{ formType: "death-grief", reportsOwed: ["catharsis"] }],
          },
        ],
        origin: "http://127.0.0.1",
      });
      await driver.pay(sessionId);
      expect((await verifyCheckoutSession({ sessionId, cookieHeader: null, userId: `other-${driver.name}` })).status).toBe("not-found");
      expect((await verifyCheckoutSession({ sessionId, cookieHeader: null, userId: `buyer-${driver.name}` })).status).toBe("paid");
      const [grant] = await grantsOf(orderId);
      expect(grant).toMatchObject({ formType: "death-grief", paymentStatus: "paid", email: `buyer-${driver.name}@example.com` });
    });
  });

  describe("reconciliation", () => {
    it("fulfils a paid session whose webhook never came, and closes a lapsed one", async () => {
      const paid = await startCheckout();
      const lapsed = await startCheckout();
      const open = await startCheckout();
      await driver.pay(paid.sessionId);
      await driver.expire(lapsed.sessionId);
      const report = await reconcileOpenSessions({ quietMs: 0 });
      expect(report.errors).toBe(0);
      expect(await orderRow(paid.orderId)).toMatchObject({ status: "paid" });
      expect(await grantsOf(paid.orderId)).toHaveLength(5);
      expect(await receiptJobs(paid.orderId)).toBe(1);
      expect(await orderRow(lapsed.orderId)).toMatchObject({ status: "expired" });
      expect(await orderRow(open.orderId)).toMatchObject({ status: "pending" });
      // Running again changes nothing.
      await reconcileOpenSessions({ quietMs: 0 });
      expect(await receiptJobs(paid.orderId)).toBe(1);
      expect((await orderBySession(paid.sessionId)).status).toBe("paid");
    });

    it("reaches a newer paid order behind more than a batch of orders that stay pending", async () => {
      await insertStalePendingOrders(201);
      const paid = await startCheckout();
      await driver.pay(paid.sessionId);
      const report = await reconcileOpenSessions({ quietMs: 0 });
      expect(report.checked).toBeGreaterThan(201);
      expect(await orderRow(paid.orderId)).toMatchObject({ status: "paid" });
      expect(await receiptJobs(paid.orderId)).toBe(1);
    });

    it("picks up where it stopped when a run's time budget is spent", async () => {
      await insertStalePendingOrders(120);
      const paid = await startCheckout();
      await driver.pay(paid.sessionId);
      const pending = await countPendingOrders();
      const batchSize = 50;
      // A spent budget lets each run check one batch; the stale orders must not be re-read first every time.
      const runsNeeded = Math.ceil(pending / batchSize);
      let runs = 0;
      while (runs < runsNeeded && (await orderRow(paid.orderId)).status !== "paid") {
        const report = await reconcileOpenSessions({ quietMs: 0, batchSize, timeBudgetMs: 0 });
        expect(report.checked).toBeLessThanOrEqual(batchSize);
        runs += 1;
      }
      expect(await orderRow(paid.orderId)).toMatchObject({ status: "paid" });
    });
  });

  /** Checkouts that stay pending: no payment session yet, older than the quiet time, not yet abandoned. */
  async function insertStalePendingOrders(n: number) {
    const createdAt = new Date(Date.now() - 10 * 60 * 1000);
    const batch = Math.random().toString(36).slice(2, 10);
    await getDb()
      .insert(orders)
      .values(
        Array.from({ length: n }, (_, index) => ({
          id: `ord_stale_${batch}_${index}`,
          email: "stale@example.com",
          amountCents: 1499,
          provider: driver.name,
          createdAt: new Date(createdAt.getTime() - index * 1000),
        })),
      );
  }
}

async function countPendingOrders(): Promise<number> {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.status, "pending"));
  return row?.n ?? 0;
}
