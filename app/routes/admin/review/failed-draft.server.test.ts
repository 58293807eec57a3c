import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signInTo } from "../../../../tests/support/staff-sign-in";
import { signInCookie } from "../../../../tests/integration/auth-testbed";
import { startFakeModelServer, type FakeModelServer } from "../../../../tests/support/fake-openai-server";
import { modelServers } from "../../../../tests/support/model-servers";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { parseEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { reportEvents, reportObligations, reports, staffAuditEvents } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { createReportDrafter, setReportDrafter } from "~/domains/reports/create-drafter.server";
import { openDocument, storeEvidence } from "~/domains/reports/lane/lane-records.server";
import { exampleEvidence } from "~/domains/reports/verify/example-reports";
import type { QueueGroup } from "~/features/admin/report-review/queue.server";
import { draftReport } from "~/job-handlers/report-lane.server";
import { registerJob } from "~/jobs/queue.server";
import { draftReportJob } from "~/jobs/report-lane.server";
import { action as queueAction, loader as queueLoader } from "./reports";

/**
 * A draft that fails, as staff meet it (issue 30, ADR 0061): the model's
 * server refuses the call (llama.cpp's grammar 400), the draft-report job
 * records the failure on the report and ends, and /admin/reports shows
 * "Drafting failed" with the server's reason, offering "Try again" and
 * "Draft with the template", each checked, recorded and audited.
 */
const noop = async () => {};
setUpTestDatabase({ dataDir: "failed-draft", queue: { work: false, jobs: [registerJob(draftReportJob, noop)] } });

const llamaCpp = modelServers.find((server) => server.name === "llama.cpp server")!;
let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModelServer(llamaCpp.fake);
});
afterAll(() => fake.close());
afterEach(() => {
  setReportDrafter(undefined);
  vi.restoreAllMocks();
});

const PASSWORD = "a long passphrase for failed draft tests";

async function person(email: string, role: "client" | "admin") {
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: await signInCookie(email, PASSWORD) };
}

/** A Catharsis Report waiting for its first draft, its evidence prepared. */
async function reportToDraft(client: { id: string; email: string }) {
  const entitlementId = await givePaidCopy({ email: client.email, userId: client.id, formType: "depression" });
  const submissionId = await storeSubmission({ entitlementId, userId: client.id, email: client.email, formType: "depression", answers: writtenAnswers("depression") });
  const reportId = randomUUID();
  await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt: new Date(Date.now() + 20 * 3_600_000) });
  const evidence = { ...exampleEvidence(), submissionId };
  await storeEvidence(getDb(), evidence);
  await getDb().insert(reports).values({ id: reportId, submissionId, kind: "catharsis" });
  return { reportId, evidence };
}

const requestAs = (cookie?: string, body?: Record<string, string>) =>
  new Request("http://localhost:3000/admin/reports", {
    method: body ? "POST" : "GET",
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    ...(body ? { body: new URLSearchParams(body) } : {}),
  });
type Answer<T> = { data: T; init: { status?: number } | null };
const queueRow = async (reportId: string, cookie: string) => {
  const answer = (await queueLoader({ request: requestAs(cookie), params: {}, context: {} } as never)) as unknown as Answer<{ groups: QueueGroup[] }>;
  return answer.data.groups.flatMap((group) => group.reports).find((report) => report.reportId === reportId);
};
const act = (fields: Record<string, string>, cookie?: string) => queueAction({ request: requestAs(cookie, fields), params: {}, context: {} } as never) as Promise<unknown>;

async function outcomeOf(call: () => Promise<unknown>): Promise<{ status: number; location?: string | null; message?: string }> {
  try {
    const answer = (await call()) as Answer<{ message: string }> | Response;
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location") };
    return { status: answer.init?.status ?? 200, message: answer.data.message };
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.has("Location") ? { status: thrown.status, location: thrown.headers.get("Location") } : { status: thrown.status };
    throw thrown;
  }
}

const rowOf = async (reportId: string) => (await getDb().select().from(reports).where(eq(reports.id, reportId)))[0]!;
const actionsOf = async (reportId: string) => (await getDb().select().from(reportEvents).where(eq(reportEvents.reportId, reportId)).orderBy(reportEvents.seq)).map((event) => event.action);
const auditOf = async (reportId: string) => (await getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.targetId, reportId))).map((row) => row.action);
async function queuedDrafts(reportId: string): Promise<number> {
  const result = await getDb().execute(sql`select count(*)::int as count from pgboss.job where name = 'draft-report' and data->>'reportId' = ${reportId}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { count: number }[];
  return rows[0]?.count ?? 0;
}

/** The draft-report job's work, with the model drafter pointed at the fake llama.cpp server answering its grammar 400. */
async function draftFailsOnGrammar(reportId: string) {
  setReportDrafter(createReportDrafter(parseEnv({ REPORT_DRAFTER: "model", ...llamaCpp.env(fake.baseURL) })));
  fake.script(llamaCpp.grammarError);
  await draftReport({ reportId });
}

describe(`a failed draft in /admin/reports (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("is recorded at once with the server's reason, logged without the client's words, and shown as 'Drafting failed'", async () => {
    const admin = await person("failed.admin@example.com", "admin");
    const { reportId, evidence } = await reportToDraft(await person("failed.client@example.com", "client"));
    const warnings: unknown[][] = [];
    vi.spyOn(logger, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args));

    await draftFailsOnGrammar(reportId);

    const row = await rowOf(reportId);
    expect(row.stage).toBe("drafting");
    expect(row.draftFailure?.reason).toMatch(/^The model \(openai-compatible, qwen2\.5-7b-instruct-q4_k_m\.gguf\) refused the call: HTTP 400 from 127\.0\.0\.1:\d+: failed to parse grammar$/);
    expect(await actionsOf(reportId)).toEqual(["drafting-failed"]);
    const logged = JSON.stringify(warnings);
    expect(logged).toContain("report drafting failed");
    expect(logged).toContain("HTTP 400");
    expect(logged).toContain("failed to parse grammar");
    for (const sentence of evidence.sentences) expect(logged).not.toContain(sentence.text);

    const shown = await queueRow(reportId, admin.cookie);
    expect(shown).toMatchObject({ stageLabel: "Drafting failed", verificationLabel: "Not checked yet" });
    expect(shown?.draftFailure?.reason).toBe(row.draftFailure?.reason);
  });

  it("offers its two actions to staff only, refuses a form it cannot read, and 'Try again' queues one new draft, audited", async () => {
    const admin = await person("retry.admin@example.com", "admin");
    const client = await person("retry.client@example.com", "client");
    const { reportId } = await reportToDraft(client);
    await draftFailsOnGrammar(reportId);

    expect(await outcomeOf(() => act({ intent: "retry-draft", reportId }, client.cookie))).toEqual({ status: 404 });
    expect(await outcomeOf(() => act({ intent: "retry-draft", reportId }))).toEqual({ status: 302, location: signInTo("/admin/reports") });
    expect(await outcomeOf(() => act({ intent: "start-over", reportId }, admin.cookie))).toMatchObject({ status: 400 });
    expect((await rowOf(reportId)).draftFailure).not.toBeNull();
    expect(await queuedDrafts(reportId)).toBe(0);

    expect(await outcomeOf(() => act({ intent: "retry-draft", reportId }, admin.cookie))).toEqual({ status: 302, location: "/admin/reports" });
    expect((await rowOf(reportId)).draftFailure).toBeNull();
    expect(await queuedDrafts(reportId)).toBe(1);
    expect(await actionsOf(reportId)).toEqual(["drafting-failed", "draft-retried"]);
    expect(await auditOf(reportId)).toEqual(["report.draft-retried"]);
    expect((await queueRow(reportId, admin.cookie))?.stageLabel).toBe("Being drafted");

    // A second click, or a colleague's, finds nothing to try again.
    expect(await outcomeOf(() => act({ intent: "retry-draft", reportId }, admin.cookie))).toMatchObject({ status: 409 });
    expect(await queuedDrafts(reportId)).toBe(1);
  });

  it("'Draft with the template' drafts it now, into review, marked as a template draft, audited", async () => {
    const admin = await person("template.admin@example.com", "admin");
    const { reportId } = await reportToDraft(await person("template.client@example.com", "client"));
    await draftFailsOnGrammar(reportId);

    expect(await outcomeOf(() => act({ intent: "template-draft", reportId }, admin.cookie))).toEqual({ status: 302, location: "/admin/reports" });
    const row = await rowOf(reportId);
    expect(row).toMatchObject({ stage: "in-review", revision: 1, draftFailure: null });
    expect(openDocument(reportId, row.sealedDocument)?.drafter).toBe("template");
    expect(row.draftRecords).toEqual([expect.objectContaining({ drafter: "template" })]);
    expect(await actionsOf(reportId)).toEqual(["drafting-failed", "drafted", "verified"]);
    expect(await auditOf(reportId)).toEqual(["report.drafted-with-template"]);
    expect((await queueRow(reportId, admin.cookie))?.stageLabel).toBe("Ready for review");

    expect(await outcomeOf(() => act({ intent: "template-draft", reportId }, admin.cookie))).toMatchObject({ status: 409 });
  });

  it("is not drafted again by a stray job while it waits for staff", async () => {
    const { reportId } = await reportToDraft(await person("stray.client@example.com", "client"));
    await draftFailsOnGrammar(reportId);
    const requests = fake.requests.length;

    await draftReport({ reportId });
    expect(fake.requests.length).toBe(requests);
    expect((await rowOf(reportId)).draftFailure).not.toBeNull();
  });
});
