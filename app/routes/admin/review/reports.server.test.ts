import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answerOf, signInTo } from "../../../../tests/support/staff-sign-in";
import { signInCookie } from "../../../../tests/integration/auth-testbed";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { reportObligations, reports } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import type { QueueGroup } from "~/features/admin/report-review/queue.server";
import type { ReportKind } from "~/shared/report-kinds";
import { loader as queueLoader } from "./reports";

/**
 * The reviewer's queue through its loader, with real session cookies: only
 * an admin sees it; flagged submissions come first, then the nearest due
 * time; each client's row says what they are owed and how long is left.
 */
setUpTestDatabase({ dataDir: "report-queue" });

const PASSWORD = "a long passphrase for report queue tests";
const HOUR = 3_600_000;

async function person(email: string, role: "client" | "admin") {
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: await signInCookie(email, PASSWORD) };
}

/** A submission sent `hoursAgo`, owing `kinds`; the first has a report in review with `failures` problems. */
async function owed(client: { id: string; email: string }, input: { hoursAgo: number; kinds: ReportKind[]; flagged?: boolean; failures?: number }) {
  const entitlementId = await givePaidCopy({ email: client.email, userId: client.id, formType: "marriage" });
  const submittedAt = new Date(Date.now() - input.hoursAgo * HOUR);
  const submissionId = await storeSubmission({
    entitlementId,
    userId: client.id,
    email: client.email,
    formType: "marriage",
    answers: writtenAnswers("marriage"),
    safetyCategories: input.flagged ? ["abuse"] : [],
    submittedAt,
  });
  const ids = input.kinds.map(() => randomUUID());
  for (const [index, kind] of input.kinds.entries()) {
    await getDb().insert(reportObligations).values({ id: ids[index]!, submissionId, kind, dueAt: new Date(submittedAt.getTime() + 24 * HOUR) });
  }
  const failures = Array.from({ length: input.failures ?? 0 }, () => ({ rule: "diagnosis", sectionId: "patterns", message: "A diagnosis." }));
  await getDb().insert(reports).values({ id: ids[0]!, submissionId, kind: input.kinds[0]!, stage: "in-review", revision: 1, verificationFailures: failures });
  return { submissionId, reportIds: ids };
}

const requestAs = (cookie?: string) => new Request("http://localhost:3000/admin/reports", { headers: cookie ? { Cookie: cookie } : {} });
const list = async (cookie?: string) =>
  ((await queueLoader({ request: requestAs(cookie), params: {}, context: {} } as never)) as unknown as { data: { groups: QueueGroup[] } }).data.groups;

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    await call();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe(`/admin/reports (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("answers 404 to a client, asks a signed-out visitor to sign in, and shows an admin the empty queue in words", async () => {
    const client = await person("queue.client@example.com", "client");
    const admin = await person("queue.empty.admin@example.com", "admin");
    expect(await answerOf(() => list())).toBe(signInTo("/admin/reports"));
    expect(await statusOf(() => list(client.cookie))).toBe(404);
    expect(await list(admin.cookie)).toEqual([]);
  });

  it("orders flagged submissions first, then by due time, with what each client is owed, time left and overdue", async () => {
    const admin = await person("queue.admin@example.com", "admin");
    const late = await owed(await person("late@example.com", "client"), { hoursAgo: 26, kinds: ["catharsis"], failures: 2 });
    const fresh = await owed(await person("fresh@example.com", "client"), { hoursAgo: 1, kinds: ["catharsis", "root-cause", "therapist-summary"] });
    const flagged = await owed(await person("flagged@example.com", "client"), { hoursAgo: 0.5, kinds: ["therapist-summary"], flagged: true });

    const groups = await list(admin.cookie);
    expect(groups.map((group) => group.submissionId)).toEqual([flagged.submissionId, late.submissionId, fresh.submissionId]);
    const [first, second, third] = groups;
    expect(first).toMatchObject({ urgent: true, followedUp: false, concerns: ["possible abuse"], owed: ["Therapist Summary"] });
    expect(second).toMatchObject({ overdue: true, timeLeft: expect.stringMatching(/^Overdue by 2 h/), email: "late@example.com", formName: "Marriage Assessment" });
    expect(second!.reports).toEqual([
      {
        reportId: late.reportIds[0],
        reviewPath: `/admin/reports/${late.reportIds[0]}`,
        kindLabel: "Catharsis Report",
        stageLabel: "Ready for review",
        verificationLabel: "2 problems",
        verificationFails: true,
        draftFailure: null,
      },
    ]);
    expect(third).toMatchObject({ overdue: false, timeLeft: expect.stringMatching(/^2[23] h( \d+ min)? left$/) });
    expect(third!.owed).toEqual(["Catharsis Report", "Root Cause Analysis", "Therapist Summary"]);
    expect(third!.reports.map((report) => [report.stageLabel, report.verificationLabel, report.reviewPath !== null])).toEqual([
      ["Ready for review", "Passes", true],
      ["Received: preparing", "Not checked yet", false],
      ["Received: preparing", "Not checked yet", false],
    ]);
  });
});
