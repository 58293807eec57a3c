import { eq, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import * as schema from "~/db/schema";
import { enqueue } from "~/jobs/queue.server";
import { sendAccountEmailJob } from "~/jobs/send-account-email.server";
import { sendEmailJob } from "~/jobs/send-email.server";
import { getAccountOverview } from "./account-overview.server";
import { anonymisedEmail, deleteAccount } from "./delete-account.server";
import { exportUserData } from "./export-user-data.server";

// Jobs are stored, not run: deletion must also clear what waits in (or finished in) the queue.
setUpTestDatabase({ queue: { work: false } });

const hour = 60 * 60 * 1000;
let sequence = 0;
const id = (prefix: string) => `${prefix}-${(sequence += 1)}-${crypto.randomUUID().slice(0, 8)}`;

/** A verified user with a password, a session, a paid order (with access and what it owes), and mail. */
async function makeClient(email: string) {
  const db = getDb();
  const userId = id("user");
  await db.insert(schema.users).values({ id: userId, name: "June Example", email, emailVerified: true });
  await db.insert(schema.accounts).values({
    id: id("account"),
    accountId: userId,
    providerId: "credential",
    userId,
    password: `scrypt-hash-of-${userId}`,
  });
  await db.insert(schema.sessions).values({
    id: id("session"),
    token: `session-token-${userId}`,
    userId,
    expiresAt: new Date(Date.now() + 24 * hour),
    ipAddress: "203.0.113.9",
    userAgent: "Test Browser",
  });
  const order = await addOrder({ email, userId, productId: "catharsis-root-cause", category: "depression" });
  return { userId, email, order };
}

async function addOrder(input: {
  email: string;
  userId: string | null;
  productId: string;
  category: string | null;
  status?: "paid" | "pending";
  createdAt?: Date;
}) {
  const db = getDb();
  const orderId = id("order");
  const lineId = id("line");
  const status = input.status ?? "paid";
  await db.insert(schema.orders).values({
    id: orderId,
    email: input.email,
    userId: input.userId,
    status,
    amountCents: 2999,
    provider: "sandbox",
    providerSessionId: id("cs"),
    createdAt: input.createdAt ?? new Date(),
    paidAt: status === "paid" ? new Date() : null,
  });
  await db.insert(schema.orderLines).values({
    id: lineId,
    orderId,
    productId: input.productId,
    productName: "Catharsis + Root Cause Analysis",
    serviceType: "Bundle",
    category: input.category,
    unitPriceCents: 2999,
    quantity: 1,
    grants: [{ formType: "depression", reportsOwed: ["catharsis", "root-cause"] }],
  });
  await db.insert(schema.sandboxSessions).values({
    id: id("sandbox"),
    idempotencyKey: id("key"),
    orderId,
    email: input.email,
    lineItems: [{ name: "Catharsis + Root Cause Analysis (Depression)", unitAmountCents: 2999, quantity: 1 }],
    amountTotalCents: 2999,
    currency: "usd",
    successUrl: "http://localhost/checkout/success",
    cancelUrl: "http://localhost/checkout/cancel",
    expiresAt: new Date(Date.now() + hour),
  });
  if (status !== "paid") return { orderId, entitlementId: null };
  const entitlementId = id("entitlement");
  await db.insert(schema.entitlements).values({
    id: entitlementId,
    orderId,
    orderLineId: lineId,
    unitIndex: 0,
    formType: "depression",
    reportsOwed: ["catharsis", "root-cause"],
    email: input.email,
    userId: input.userId,
  });
  await db.insert(schema.formAccess).values({
    id: id("access"),
    entitlementId,
    email: input.email,
    userId: input.userId,
    formType: "depression",
    paymentStatus: "paid",
  });
  return { orderId, entitlementId };
}

async function addMessagingRows(email: string) {
  const db = getDb();
  await db.insert(schema.emailLog).values({
    idempotencyKey: id("receipt"),
    template: "order-receipt",
    recipient: email,
    subject: "Your Catharsis order",
    transport: "dev-mailbox",
  });
  await db.insert(schema.newsletterSubscribers).values({ id: id("subscriber"), email, status: "confirmed" });
  const contactId = id("contact");
  await db.insert(schema.contactMessages).values({
    id: contactId,
    name: "June Example",
    email,
    subject: "A question about reports",
    message: "When will my report arrive?",
  });
  await db.insert(schema.contactMessageReplies).values({ id: id("reply"), messageId: contactId, staffEmail: "staff@example.com", body: "Tomorrow morning." });
  await db.insert(schema.rateLimitHits).values({ key: `auth:sign-in:email:${email}`, windowStart: new Date(), count: 1 });
  await db.insert(schema.verifications).values({
    id: id("verification"),
    identifier: `reset-password:${id("token")}`,
    value: "placeholder",
    expiresAt: new Date(Date.now() + hour),
  });
}

/** Mail for the address waiting in the job queue: an account e-mail and a rendered message. */
async function addQueuedMail(email: string) {
  await enqueue(sendAccountEmailJob, { kind: "reset-password", to: email, url: `http://localhost/auth/reset-password?token=${id("t")}` });
  await enqueue(sendEmailJob, {
    idempotencyKey: id("mail"),
    template: "order-receipt",
    to: email,
    subject: "Your Catharsis order",
    html: `<p>Dear June, this receipt was sent to ${email}.</p>`,
    text: `Dear June, this receipt was sent to ${email}.`,
  });
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

/** Every row of every table (ours and the job queue's), as text: what a search of the whole database would see. */
async function wholeDatabase(): Promise<string> {
  const dump: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (is(table, PgTable)) dump[name] = await getDb().select().from(table);
  }
  const queueTables = rowsOf(
    await getDb().execute(sql`select table_name from information_schema.tables where table_schema = 'pgboss' order by table_name`),
  ) as { table_name: string }[];
  expect(queueTables.map((row) => row.table_name)).toContain("job");
  for (const { table_name: name } of queueTables) {
    dump[`pgboss.${name}`] = rowsOf(await getDb().execute(sql`select row_to_json(t)::text as row from ${sql.identifier("pgboss")}.${sql.identifier(name)} t`));
  }
  return JSON.stringify(dump).toLowerCase();
}

const label = process.env.TEST_DATABASE ?? "pglite";

describe(`account overview (${label})`, () => {
  it("lists the user's paid orders, the questionnaires they may fill in, and each report owed", async () => {
    const client = await makeClient("overview@example.com");
    await addOrder({ email: client.email, userId: client.userId, productId: "catharsis", category: "depression", status: "pending" });
    const other = await makeClient("someone-else@example.com");

    const overview = await getAccountOverview(client.userId);
    expect(overview.orders.map((order) => [order.id, order.status, order.amountCents])).toEqual([[client.order.orderId, "paid", 2999]]);
    expect(overview.orders[0]?.lines).toEqual([{ productName: "Catharsis + Root Cause Analysis", category: "depression", quantity: 1 }]);
    expect(overview.assessments.map((item) => [item.formType, item.state])).toEqual([["depression", "not-started"]]);
    expect(overview.reports.map((report) => [report.kind, report.state, report.downloadUrl])).toEqual([
      ["catharsis", "awaiting-answers", null],
      ["root-cause", "awaiting-answers", null],
    ]);
    expect(JSON.stringify(overview)).not.toContain(other.order.orderId);
  });

  it("leaves out access that a refund has taken back", async () => {
    const client = await makeClient("refunded@example.com");
    await getDb().update(schema.formAccess).set({ paymentStatus: "refunded" }).where(eq(schema.formAccess.userId, client.userId));
    const overview = await getAccountOverview(client.userId);
    expect(overview.assessments).toEqual([]);
    expect(overview.reports).toEqual([]);
  });
});

describe(`data export (${label})`, () => {
  it("lists the questionnaire reminders sent to the person and when they asked for no more", async () => {
    const client = await makeClient("reminded@example.com");
    const db = getDb();
    const sentAt = new Date("2026-02-02T09:00:00Z");
    const entitlementId = client.order.entitlementId!;
    await db.insert(schema.questionnaireReminders).values({
      id: id("reminder"),
      entitlementId,
      userId: client.userId,
      kind: "not-started-1",
      stretch: "purchase",
      sentAt,
    });
    await db.insert(schema.reminderOptOuts).values({ userId: client.userId, optedOutAt: new Date("2026-02-03T09:00:00Z") });
    const other = await makeClient("not-reminded@example.com");
    await db.insert(schema.reminderOptOuts).values({ userId: other.userId });

    const exported = await exportUserData(client.userId, new Date("2026-02-04T10:00:00Z"));
    expect(exported?.questionnaireReminders).toEqual({
      optedOutAt: new Date("2026-02-03T09:00:00Z"),
      sent: [{ entitlementId, kind: "not-started-1", sentAt }],
    });
  });

  it("holds the account, sessions, orders with lines, guest purchases, access, mail, newsletter and contact rows", async () => {
    const client = await makeClient("Export.Me@example.com".toLowerCase());
    const guest = await addOrder({ email: "EXPORT.ME@example.com", userId: null, productId: "enneagram-report", category: null });
    await addMessagingRows(client.email);
    const other = await makeClient("not-me@example.com");

    const exported = await exportUserData(client.userId, new Date("2026-02-01T10:00:00Z"));
    expect(exported?.exportedAt).toBe("2026-02-01T10:00:00.000Z");
    expect(exported?.user).toMatchObject({ id: client.userId, email: client.email, emailVerified: true, role: "client" });
    expect(exported?.signInMethods.map((method) => method.providerId)).toEqual(["credential"]);
    expect(exported?.sessions).toEqual([expect.objectContaining({ ipAddress: "203.0.113.9", userAgent: "Test Browser" })]);
    expect(exported?.orders.map((order) => order.id).sort()).toEqual([client.order.orderId, guest.orderId].sort());
    expect(exported?.orders.every((order) => order.lines.length === 1)).toBe(true);
    expect(exported?.entitlements).toHaveLength(2);
    expect(exported?.formAccess).toHaveLength(2);
    expect(exported?.emailsSent).toEqual([expect.objectContaining({ template: "order-receipt", recipient: client.email })]);
    expect(exported?.newsletter).toEqual([expect.objectContaining({ email: client.email, status: "confirmed" })]);
    expect(exported?.contactMessages).toEqual([
      expect.objectContaining({ message: "When will my report arrive?", replies: [expect.objectContaining({ body: "Tomorrow morning." })] }),
    ]);
    expect(exported?.questionnaireReminders).toEqual({ optedOutAt: null, sent: [] });

    const text = JSON.stringify(exported);
    expect(text).not.toContain("scrypt-hash-of");
    expect(text).not.toContain("session-token-");
    expect(text).not.toContain(other.order.orderId);
    expect(text).not.toContain("not-me@example.com");
  });

  it("leaves out rows another account owns, even when they carry the same e-mail", async () => {
    const client = await makeClient("shared.address@example.com");
    const other = await makeClient("moved.away@example.com");
    const theirs = await addOrder({ email: client.email, userId: other.userId, productId: "enneagram-report", category: null });

    const exported = await exportUserData(client.userId);
    expect(exported?.orders.map((order) => order.id)).toEqual([client.order.orderId]);
    expect(exported?.entitlements.map((row) => row.id)).toEqual([client.order.entitlementId]);
    expect(exported?.formAccess).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toContain(theirs.orderId);
  });

  it("is null for a user who does not exist", async () => {
    expect(await exportUserData("no-such-user")).toBeNull();
  });
});

describe(`account deletion (${label})`, () => {
  it("leaves nothing in any table that names the person, and keeps anonymised orders for accounting", async () => {
    const client = await makeClient("delete.me@example.com");
    const guest = await addOrder({ email: "Delete.Me@example.com", userId: null, productId: "enneagram-report", category: null });
    await addMessagingRows(client.email);
    await addQueuedMail(client.email);
    const other = await makeClient("stays@example.com");
    await addMessagingRows(other.email);
    await addQueuedMail(other.email);
    const before = await wholeDatabase();
    expect(before).toContain("this receipt was sent to delete.me@example.com");
    expect(before).toContain("delete.me@example.com");

    expect(await deleteAccount(client.userId)).toEqual({ replacementEmail: anonymisedEmail(client.userId) });

    const after = await wholeDatabase();
    for (const trace of ["delete.me@example.com", client.userId.toLowerCase(), "session-token-" + client.userId.toLowerCase()]) {
      expect(after).not.toContain(trace);
    }
    const keptOrders = await getDb().select().from(schema.orders).where(eq(schema.orders.email, anonymisedEmail(client.userId)));
    expect(keptOrders.map((order) => order.id).sort()).toEqual([client.order.orderId, guest.orderId].sort());
    expect(keptOrders.every((order) => order.userId === null && order.amountCents === 2999)).toBe(true);
    const keptEntitlements = await getDb()
      .select()
      .from(schema.entitlements)
      .where(eq(schema.entitlements.email, anonymisedEmail(client.userId)));
    expect(keptEntitlements.map((row) => row.status)).toEqual(["revoked", "revoked"]);

    // Someone else's data is untouched.
    expect(after).toContain("stays@example.com");
    expect(after).toContain("this receipt was sent to stays@example.com");
    expect(await exportUserData(other.userId)).toMatchObject({ orders: [expect.objectContaining({ id: other.order.orderId })] });
  });

  it("does not touch rows another account owns, even when they carry the same e-mail", async () => {
    const client = await makeClient("same.address@example.com");
    const other = await makeClient("elsewhere@example.com");
    const theirs = await addOrder({ email: client.email, userId: other.userId, productId: "enneagram-report", category: null });

    await deleteAccount(client.userId);

    const db = getDb();
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, theirs.orderId));
    expect(order).toMatchObject({ userId: other.userId, email: client.email });
    const [entitlement] = await db.select().from(schema.entitlements).where(eq(schema.entitlements.id, theirs.entitlementId!));
    expect(entitlement).toMatchObject({ userId: other.userId, email: client.email, status: "active", revokedAt: null });
    const access = await db.select().from(schema.formAccess).where(eq(schema.formAccess.entitlementId, theirs.entitlementId!));
    expect(access).toEqual([expect.objectContaining({ userId: other.userId, email: client.email })]);
    const [sandbox] = await db.select().from(schema.sandboxSessions).where(eq(schema.sandboxSessions.orderId, theirs.orderId));
    expect(sandbox?.email).toBe(client.email);
    expect((await exportUserData(other.userId))?.orders).toHaveLength(2);
  });

  it("does nothing for a user who no longer exists", async () => {
    expect(await deleteAccount("no-such-user")).toBeNull();
  });

  it("replaces the e-mail with an address that does not reveal it", () => {
    expect(anonymisedEmail("abc")).toMatch(/^deleted-[0-9a-f]{16}@invalid$/);
    expect(anonymisedEmail("abc")).toBe(anonymisedEmail("abc"));
    expect(anonymisedEmail("abc")).not.toBe(anonymisedEmail("abd"));
  });
});
