import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerOf, signInTo } from "../../../tests/support/staff-sign-in";
import { setUpAuthTestbed, signInCookie } from "../../../tests/integration/auth-testbed";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../tests/support/submission-fixtures";
import { getDb } from "~/db/database.server";
import { contactMessages, staffAuditEvents } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { listStaffAuditEvents } from "~/domains/backoffice/staff-audit.server";
import type { UserRole } from "~/shared/staff/staff-access";
import { loader as auditLoader } from "./audit";
import { action as clientAction, loader as clientLoader } from "./sales/client";
import { loader as clientsLoader } from "./sales/clients";
import { loader as dashboardLoader } from "./dashboard";
import { action as messageAction } from "./outreach/message";
import { loader as messagesLoader } from "./outreach/messages";
import { loader as newsletterLoader } from "./outreach/newsletter";
import { action as orderAction } from "./sales/order";
import { loader as ordersLoader } from "./sales/orders";
import { loader as reportsLoader } from "./review/reports";
import { action as submissionAction, loader as submissionLoader } from "./review/submission";
import { loader as submissionsLoader } from "./review/submissions";

/**
 * Issue 14's roles through the pages' own loaders and actions, with real
 * session cookies: a reviewer reaches submissions and reports and nothing
 * else; each audited action writes one staff audit row with nothing personal
 * in it; the audit page lists and filters them, for admins only.
 */
setUpAuthTestbed();

const PASSWORD = "a long passphrase for staff role tests";
const CANARY = "amber-heron-canary-5521";

async function person(email: string, role: UserRole, verified = true) {
  const created = await createUserDirectly({ email, password: PASSWORD, verified, role });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: verified ? await signInCookie(email, PASSWORD) : "" };
}

type Call = (args: never) => Promise<unknown>;
const request = (path: string, cookie: string, form?: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: form ? "POST" : "GET",
    headers: { Cookie: cookie, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
  });
const call = (fn: Call, path: string, cookie: string, params: Record<string, string> = {}, form?: Record<string, string>) =>
  fn({ request: request(path, cookie, form), params, context: {} } as never);

async function outcomeOf(promise: Promise<unknown>): Promise<number> {
  try {
    const answer = (await promise) as { init?: { status?: number } | null } | Response;
    if (answer instanceof Response) return answer.status;
    return answer.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const auditRowsFor = (targetId: string) => getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.targetId, targetId));

async function flaggedSubmission(client: { id: string; email: string }) {
  const entitlementId = await givePaidCopy({ email: client.email, userId: client.id, formType: "marriage" });
  return storeSubmission({
    entitlementId,
    userId: client.id,
    email: client.email,
    formType: "marriage",
    answers: writtenAnswers("marriage", { q9: `Some nights I want to die. ${CANARY}` }),
    safetyCategories: ["suicidal-thoughts"],
  });
}

describe(`staff roles and the audit log (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("a reviewer reaches submissions and reports, is sent from /admin to the queue, and gets 404 everywhere else", async () => {
    const reviewer = await person("gate.reviewer@example.com", "reviewer");
    const client = await person("gate.client@example.com", "client");
    expect(await outcomeOf(call(submissionsLoader, "/admin/submissions", reviewer.cookie))).toBe(200);
    expect(await outcomeOf(call(reportsLoader, "/admin/reports", reviewer.cookie))).toBe(200);
    const landing = await call(dashboardLoader, "/admin", reviewer.cookie).catch((thrown: Response) => thrown);
    expect((landing as Response).status).toBe(302);
    expect((landing as Response).headers.get("Location")).toBe("/admin/reports");
    for (const [fn, path] of [
      [ordersLoader, "/admin/orders"],
      [clientsLoader, "/admin/clients"],
      [messagesLoader, "/admin/messages"],
      [newsletterLoader, "/admin/newsletter"],
      [auditLoader, "/admin/audit"],
    ] as const) {
      expect(await outcomeOf(call(fn, path, reviewer.cookie)), path).toBe(404);
      expect(await outcomeOf(call(fn, path, client.cookie)), path).toBe(404);
      expect(await answerOf(() => call(fn, path, "")), path).toBe(signInTo(path));
    }
    // Actions check the role as well: nothing is refunded or granted.
    expect(await outcomeOf(call(orderAction, "/admin/orders/ord_x", reviewer.cookie, { orderId: "ord_x" }, { intent: "refund", confirm: "yes" }))).toBe(404);
    const grant = { intent: "grant", productId: "catharsis", category: "marriage", reason: "A goodwill gesture" };
    expect(await outcomeOf(call(clientAction, `/admin/clients/${client.id}`, reviewer.cookie, { userId: client.id }, grant))).toBe(404);
    expect(await outcomeOf(call(clientLoader, `/admin/clients/${client.id}`, reviewer.cookie, { userId: client.id }))).toBe(404);
  });

  it("a reviewer's opening and safety follow-up each write one audit row, with the role and nothing personal", async () => {
    const reviewer = await person("audit.reviewer@example.com", "reviewer");
    const client = await person("audit.client@example.com", "client");
    const submissionId = await flaggedSubmission(client);
    expect(await outcomeOf(call(submissionLoader, `/admin/submissions/${submissionId}`, reviewer.cookie, { submissionId }))).toBe(200);
    const note = `Called them; safe. ${CANARY} ${client.email}`;
    expect(await outcomeOf(call(submissionAction, `/admin/submissions/${submissionId}`, reviewer.cookie, { submissionId }, { note }))).toBe(200);
    const rows = await auditRowsFor(submissionId);
    expect(rows.map((row) => row.action).sort()).toEqual(["safety.followed-up", "submission.opened"]);
    for (const row of rows) {
      expect(row).toMatchObject({ actorUserId: reviewer.id, actorEmail: reviewer.email, actorRole: "reviewer", targetType: "submission" });
      expect(JSON.stringify(row)).not.toContain(CANARY);
      expect(JSON.stringify(row)).not.toContain(client.email);
    }
  });

  it("an admin's grant, verification link, reply, close and reopen are each in the log once, without the reason, the address or the words", async () => {
    const admin = await person("audit.admin@example.com", "admin");
    const client = await person("audit.unverified@example.com", "client", false);
    const grant = { intent: "grant", productId: "catharsis", category: "marriage", reason: `Paid by transfer ${CANARY}` };
    expect(await outcomeOf(call(clientAction, `/admin/clients/${client.id}`, admin.cookie, { userId: client.id }, grant))).toBe(302);
    expect(await outcomeOf(call(clientAction, `/admin/clients/${client.id}`, admin.cookie, { userId: client.id }, { intent: "resend-verification" }))).toBe(302);
    const messageId = crypto.randomUUID();
    await getDb().insert(contactMessages).values({ id: messageId, name: "Ruth", email: "ruth.audit@example.com", subject: "A question", message: "When?" });
    const reply = { intent: "reply", body: `Tomorrow. ${CANARY}` };
    expect(await outcomeOf(call(messageAction, `/admin/messages/${messageId}`, admin.cookie, { messageId }, reply))).toBe(302);
    for (const intent of ["close", "reopen"]) {
      expect(await outcomeOf(call(messageAction, `/admin/messages/${messageId}`, admin.cookie, { messageId }, { intent }))).toBe(302);
    }

    const onClient = await auditRowsFor(client.id);
    expect(onClient.map((row) => row.action).sort()).toEqual(["access.granted", "verification.resent"]);
    expect(onClient.find((row) => row.action === "access.granted")?.detail).toBe("forms: marriage");
    const onMessage = await auditRowsFor(messageId);
    expect(onMessage.map((row) => row.action).sort()).toEqual(["message.closed", "message.reopened", "message.replied"]);
    for (const row of onMessage) expect(row).toMatchObject({ targetType: "contact-message", actorRole: "admin", detail: null });
    for (const row of [...onClient, ...onMessage]) {
      expect(JSON.stringify(row)).not.toContain(CANARY);
      expect(row.detail ?? "").not.toContain("@");
    }
  });

  it("lists the log newest first and filters it by staff member, action and days; the page is for admins", async () => {
    const first = await person("list.first@example.com", "admin");
    const second = await person("list.second@example.com", "reviewer");
    const at = (iso: string) => new Date(iso);
    const rows = [
      { actor: first, action: "order.refunded" as const, targetType: "order" as const, when: "2031-03-01T10:00:00Z" },
      { actor: second, action: "submission.opened" as const, targetType: "submission" as const, when: "2031-03-02T10:00:00Z" },
      { actor: first, action: "submission.opened" as const, targetType: "submission" as const, when: "2031-03-03T23:30:00Z" },
    ];
    for (const [index, row] of rows.entries()) {
      await getDb().insert(staffAuditEvents).values({
        id: crypto.randomUUID(),
        actorUserId: row.actor.id,
        actorEmail: row.actor.email,
        actorRole: row.actor === first ? "admin" : "reviewer",
        action: row.action,
        targetType: row.targetType,
        targetId: `list-target-${index}`,
        createdAt: at(row.when),
      });
    }
    const ids = async (search: Parameters<typeof listStaffAuditEvents>[0]) => (await listStaffAuditEvents(search)).rows.map((row) => row.targetId);
    expect(await ids({ from: "2031-03-01", page: 1 })).toEqual(["list-target-2", "list-target-1", "list-target-0"]);
    expect(await ids({ actorUserId: first.id, page: 1 })).toEqual(["list-target-2", "list-target-0"]);
    expect(await ids({ action: "submission.opened", from: "2031-03-01", page: 1 })).toEqual(["list-target-2", "list-target-1"]);
    // "To" includes its whole day.
    expect(await ids({ from: "2031-03-02", to: "2031-03-03", page: 1 })).toEqual(["list-target-2", "list-target-1"]);
    expect(await ids({ from: "2031-03-04", page: 1 })).toEqual([]);

    const page = (await call(auditLoader, `/admin/audit?staff=${second.id}&from=2031-03-01`, first.cookie)) as { data: { audit: { rows: { targetId: string; role: string }[] } } };
    expect(page.data.audit.rows).toEqual([expect.objectContaining({ targetId: "list-target-1", role: "Reviewer" })]);
    const invalid = (await call(auditLoader, "/admin/audit?from=2031-02-30", first.cookie)) as { data: { audit: { rows: unknown[]; form: { errors: Record<string, string> } } } };
    expect(invalid.data.audit.rows).toEqual([]);
    expect(invalid.data.audit.form.errors.from).toMatch(/YYYY-MM-DD/);
    expect(await outcomeOf(call(auditLoader, "/admin/audit", second.cookie))).toBe(404);
  });
});
