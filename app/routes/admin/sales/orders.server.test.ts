import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerOf, signInTo } from "../../../../tests/support/staff-sign-in";
import { signInCookie } from "../../../../tests/integration/auth-testbed";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { sendOrderReceipt } from "~/job-handlers/send-order-receipt.server";
import { receiptEmailKey } from "~/jobs/send-order-receipt.server";
import { getDb } from "~/db/database.server";
import { emailLog, entitlements, orderLines, orders, reportObligations, reports, staffAuditEvents } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { ORDERS_PAGE_SIZE } from "~/domains/backoffice/orders.server";
import type { OrdersPage, OrderPage } from "~/features/admin/orders/orders-page.server";
import { action as orderAction, loader as orderLoader } from "./order";
import { loader as ordersLoader } from "./orders";

/**
 * The provider's orders: the list's search (order id, e-mail, status, days),
 * its pages and its messages; the order page with lines, payment, access,
 * submissions and reports; and resending the receipt. Only an admin sees any
 * of it: everyone else gets the site's 404 and nothing is sent.
 */
setUpTestDatabase({ dataDir: "admin-orders", queue: { work: false } });

const PASSWORD = "a long passphrase for order tests";

async function person(email: string, role: "client" | "admin") {
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: await signInCookie(email, PASSWORD) };
}

let adminCookie: Promise<string> | undefined;
const admin = () => (adminCookie ??= person("orders.admin@example.com", "admin").then((made) => made.cookie));

async function order(input: { id?: string; email: string; status?: "pending" | "paid" | "refunded" | "expired"; createdAt: Date; product?: string }) {
  const id = input.id ?? `ord_${randomUUID().slice(0, 12)}`;
  const status = input.status ?? "paid";
  // Paid (the default) or refunded: paid at its creation, so a receipt's date is the order's, not the day the test runs.
  const paid = status === "paid" || status === "refunded";
  await getDb()
    .insert(orders)
    .values({
      id,
      email: input.email,
      status,
      amountCents: 2998,
      provider: "sandbox",
      providerSessionId: `cs_${id}`,
      createdAt: input.createdAt,
      paidAt: paid ? input.createdAt : null,
    });
  await getDb()
    .insert(orderLines)
    .values({
      id: `${id}_L01`,
      orderId: id,
      productId: "catharsis",
      productName: input.product ?? "Catharsis Survey & Report",
      serviceType: "Report",
      category: "marriage",
      unitPriceCents: 1499,
      quantity: 2,
      grants: [{ formType: "marriage", reportsOwed: ["catharsis"] }],
    });
  return id;
}

const request = (path: string, cookie?: string) => new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function listAs(cookie: string | undefined, search = ""): Promise<OrdersPage> {
  const answer = (await ordersLoader({ request: request(`/admin/orders${search}`, cookie), params: {}, context: {} } as never)) as unknown as {
    data: { list: OrdersPage };
  };
  return answer.data.list;
}

async function orderAs(cookie: string | undefined, orderId: string): Promise<OrderPage> {
  const path = `/admin/orders/${encodeURIComponent(orderId)}`;
  const answer = (await orderLoader({ request: request(path, cookie), params: { orderId }, context: {} } as never)) as unknown as {
    data: { order: OrderPage };
  };
  return answer.data.order;
}

async function resend(cookie: string | undefined, orderId: string): Promise<{ status: number; location: string | null; body: unknown }> {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  const post = new Request(`http://localhost:3000/admin/orders/${encodeURIComponent(orderId)}`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ intent: "resend-receipt" }),
  });
  const answer = (await orderAction({ request: post, params: { orderId }, context: {} } as never)) as unknown;
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), body: null };
  const result = answer as { data: unknown; init: { status?: number } | null };
  return { status: result.init?.status ?? 200, location: null, body: result.data };
}

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    await call();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

/** The receipt e-mails queued for resending to this address: the receipt jobs' e-mail keys, for orders to that address. */
async function queuedReceipts(to: string): Promise<string[]> {
  const result = await getDb().execute(
    sql`select job.data->>'orderId' as "orderId", job.data->>'resendId' as "resendId" from pgboss.job as job
        join orders on orders.id = job.data->>'orderId'
        where job.name = 'send-order-receipt' and job.data ? 'resendId' and orders.email = ${to}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { orderId: string; resendId: string }[];
  return rows.map((row) => receiptEmailKey(row.orderId, row.resendId));
}

async function queuedReceiptEmails(to: string): Promise<string[]> {
  const result = await getDb().execute(
    sql`select data->>'idempotencyKey' as key from pgboss.job where name = 'send-email' and data->>'template' = 'receipt' and data->>'to' = ${to}`,
  );
  return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { key: string }[]).map((row) => row.key);
}

const ids = (list: OrdersPage) => list.rows.map((row) => row.id);

describe(`/admin/orders (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("answers 404 to a client and asks a signed-out visitor to sign in, on the list, an order and its resend, and sends nothing", async () => {
    const client = await person("orders.client@example.com", "client");
    const id = await order({ email: client.email, createdAt: new Date("2026-07-01T10:00:00Z") });
    expect(await answerOf(() => listAs(undefined))).toBe(signInTo("/admin/orders"));
    expect(await statusOf(() => listAs(client.cookie))).toBe(404);
    expect(await answerOf(() => orderAs(undefined, id))).toBe(signInTo(`/admin/orders/${id}`));
    expect(await statusOf(() => orderAs(client.cookie, id))).toBe(404);
    expect(await answerOf(() => resend(undefined, id))).toBe(signInTo(`/admin/orders/${id}`));
    expect(await statusOf(() => resend(client.cookie, id))).toBe(404);
    expect(await queuedReceipts(client.email)).toEqual([]);
  });

  it("answers 404 to an admin for an order that does not exist", async () => {
    expect(await statusOf(async () => orderAs(await admin(), "ord_does-not-exist"))).toBe(404);
    expect(await statusOf(async () => resend(await admin(), "ord_does-not-exist"))).toBe(404);
  });

  it("searches by part of the e-mail, part of the order id, status and a range of days, newest first", async () => {
    const cookie = await admin();
    const march1 = await order({ id: "ord_search_march1", email: "Maple.Buyer@example.com", createdAt: new Date("2026-03-01T08:00:00Z") });
    // 11:59 PM on 2 March and midnight on 3 March in New York (EST), the staff pages' zone until one is set.
    const march2 = await order({ id: "ord_search_march2", email: "maple.buyer@example.com", status: "refunded", createdAt: new Date("2026-03-03T04:59:00Z") });
    const march3 = await order({ id: "ord_search_march3", email: "birch@example.com", status: "pending", createdAt: new Date("2026-03-03T05:00:00Z") });

    const byEmail = await listAs(cookie, "?email=MAPLE.buyer");
    expect(ids(byEmail)).toEqual([march2, march1]);
    expect(byEmail.rows[0]).toMatchObject({ email: "maple.buyer@example.com", total: "$29.98", statusLabel: "Refunded" });
    expect(byEmail.rows[0]?.items).toBe("2 × Catharsis Survey & Report (Marriage)");

    expect(ids(await listAs(cookie, "?order=SEARCH_MARCH3"))).toEqual([march3]);
    expect(ids(await listAs(cookie, "?order=search_march&status=pending"))).toEqual([march3]);
    // Both days whole, in the staff zone (issue 29), not UTC: the 2nd's last minute is in, the 3rd's first is out.
    expect(ids(await listAs(cookie, "?order=ord_search&from=2026-03-01&to=2026-03-02"))).toEqual([march2, march1]);
    expect(ids(await listAs(cookie, "?order=ord_search&from=2026-03-03"))).toEqual([march3]);
    // A `%` or `_` typed is looked for as itself, not as a wildcard.
    expect(ids(await listAs(cookie, "?email=%25"))).toEqual([]);

    const none = await listAs(cookie, "?email=nobody-bought-this");
    expect(none).toMatchObject({ searched: true, filtered: true, rows: [], total: 0 });
  });

  it("keeps an invalid date as typed with a message beside it, and searches nothing until it is fixed", async () => {
    const cookie = await admin();
    const list = await listAs(cookie, "?email=maple&from=2026-02-30&to=yesterday");
    expect(list.searched).toBe(false);
    expect(list.rows).toEqual([]);
    expect(list.form.values).toMatchObject({ email: "maple", from: "2026-02-30", to: "yesterday" });
    expect(list.form.errors.from).toMatch(/YYYY-MM-DD/);
    expect(list.form.errors.to).toMatch(/YYYY-MM-DD/);
    expect(list.form.errors.email).toBeUndefined();

    const backwards = await listAs(cookie, "?from=2026-03-05&to=2026-03-01");
    expect(backwards.searched).toBe(false);
    expect(backwards.form.errors.to).toBe("The end date must be on or after the start date.");
    expect((await listAs(cookie, "?status=shipped")).form.errors.status).toBe("Choose a status from the list.");
  });

  it("pages the results, keeping the search, and shows the last page for a page past the end", async () => {
    const cookie = await admin();
    const start = new Date("2025-01-01T00:00:00Z").getTime();
    const made: string[] = [];
    for (let index = 0; index < ORDERS_PAGE_SIZE + 3; index += 1) {
      made.push(await order({ id: `ord_paging_${String(index).padStart(2, "0")}`, email: "pager@example.com", createdAt: new Date(start + index * 60_000) }));
    }
    const newestFirst = [...made].reverse();
    const first = await listAs(cookie, "?email=pager%40example.com");
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: ORDERS_PAGE_SIZE + 3 });
    expect(ids(first)).toEqual(newestFirst.slice(0, ORDERS_PAGE_SIZE));
    const second = await listAs(cookie, "?email=pager%40example.com&page=2");
    expect(ids(second)).toEqual(newestFirst.slice(ORDERS_PAGE_SIZE));
    expect((await listAs(cookie, "?email=pager%40example.com&page=9")).page).toBe(2);
    expect((await listAs(cookie, "?email=pager%40example.com&page=nonsense")).page).toBe(1);
  });

  it("shows an order's lines, payment events, access granted and revoked, and links its submissions and reports", async () => {
    const cookie = await admin();
    const entitlementId = await givePaidCopy({ email: "linked@example.com", userId: null, formType: "marriage" });
    const [granted] = await getDb().select({ orderId: entitlements.orderId }).from(entitlements).where(sql`${entitlements.id} = ${entitlementId}`);
    const orderId = granted!.orderId!;
    // The fixture's paid time comes from this process's clock and its checkout time from the database's: open the checkout clearly before.
    await getDb().execute(sql`update orders set created_at = paid_at - interval '5 minutes' where id = ${orderId}`);
    const submissionId = await storeSubmission({
      entitlementId,
      userId: null,
      email: "linked@example.com",
      formType: "marriage",
      answers: writtenAnswers("marriage"),
      safetyCategories: ["abuse"],
    });
    const reportId = `${submissionId}:catharsis`;
    await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt: new Date(Date.now() + 3_600_000) });
    await getDb().insert(reports).values({ id: reportId, submissionId, kind: "catharsis", stage: "in-review", revision: 1 });
    await getDb().insert(emailLog).values({ idempotencyKey: `receipt:${orderId}`, template: "receipt", recipient: "linked@example.com", subject: "Receipt", transport: "dev-mailbox" });
    // A second copy of another form, revoked (as a refund leaves it).
    const [line] = await getDb().select({ id: orderLines.id }).from(orderLines).where(sql`${orderLines.orderId} = ${orderId}`);
    await getDb()
      .insert(entitlements)
      .values({
        id: `ent_revoked_${randomUUID().slice(0, 6)}`,
        orderId,
        orderLineId: line!.id,
        unitIndex: 1,
        formType: "depression",
        reportsOwed: ["catharsis"],
        email: "linked@example.com",
        status: "revoked",
        revokedAt: new Date(),
      });

    const page = await orderAs(cookie, orderId);
    expect(page).toMatchObject({ id: orderId, email: "linked@example.com", statusLabel: "Paid", total: "$14.99", canResendReceipt: true });
    expect(page.lines).toEqual([expect.objectContaining({ product: "Catharsis Report", category: "None", quantity: 1, unitPrice: "$14.99", lineTotal: "$14.99" })]);
    expect(page.events.map((event) => event.label)).toEqual(["Checkout opened", "Payment confirmed", "Receipt sent"]);
    expect(page.entitlements.map((entitlement) => [entitlement.form, entitlement.statusLabel, entitlement.revoked !== null])).toEqual([
      ["Marriage", "Active", false],
      ["Depression", "Revoked", true],
    ]);
    expect(page.submissions).toEqual([expect.objectContaining({ id: submissionId, form: "Marriage", urgent: true })]);
    expect(page.reports).toEqual([expect.objectContaining({ id: reportId, submissionId, kind: "Catharsis Report", stageLabel: "Ready for review" })]);
  });

  it("queues the receipt again with a new key per click, says so, and stops after the limit; an unpaid order has none", async () => {
    const cookie = await admin();
    const id = await order({ email: "resend@example.com", createdAt: new Date("2026-06-01T09:00:00Z") });

    const first = await resend(cookie, id);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/admin/orders/${id}`);
    expect(await queuedReceipts("resend@example.com")).toHaveLength(1);
    await resend(cookie, id);
    const keys = await queuedReceipts("resend@example.com");
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(key.startsWith(`receipt:${id}:resent:`)).toBe(true);
    // The receipt job renders the resend under its own key: the e-mail is queued, not taken for the first one.
    const resendId = keys[0]!.split(":resent:")[1]!;
    await sendOrderReceipt({ orderId: id, resendId });
    expect(await queuedReceiptEmails("resend@example.com")).toEqual([keys[0]]);

    await resend(cookie, id);
    const refused = await resend(cookie, id);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, message: expect.stringMatching(/wait \d+ minutes?/) });
    expect(await queuedReceipts("resend@example.com")).toHaveLength(3);
    // Each resend that went out is in the audit log under the order; the refused one is not.
    const audited = await getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.targetId, id));
    expect(audited.map((row) => [row.action, row.actorEmail])).toEqual(Array(3).fill(["receipt.resent", "orders.admin@example.com"]));

    const unpaid = await order({ email: "unpaid@example.com", status: "pending", createdAt: new Date("2026-06-02T09:00:00Z") });
    expect((await orderAs(cookie, unpaid)).canResendReceipt).toBe(false);
    expect((await resend(cookie, unpaid)).status).toBe(409);
    expect(await queuedReceipts("unpaid@example.com")).toEqual([]);
  });

  it("writes the receipt's day of payment in the provider's zone, named: the client's own is not known to an e-mail (ADR 0072)", async () => {
    // Half past ten at night in New York, already the next day in UTC.
    const id = await order({ email: "late.buyer@example.com", createdAt: new Date("2026-11-28T03:30:00Z") });
    await sendOrderReceipt({ orderId: id });
    const result = await getDb().execute(sql`select data->>'text' as text from pgboss.job where name = 'send-email' and data->>'template' = 'receipt' and data->>'to' = 'late.buyer@example.com'`);
    const [receipt] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { text: string }[];
    expect(receipt?.text).toContain("Paid on: November 27, 2026 (New York time)");
  });
});
