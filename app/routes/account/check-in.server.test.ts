import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { checkInsOf, DAY_MS, deliveredReport } from "../../../tests/support/check-in-fixtures";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { checkIns } from "~/db/schema";
import { deleteAccount } from "~/domains/accounts/profile/delete-account.server";
import { exportUserData } from "~/domains/accounts/profile/export-user-data.server";
import { checkInContext } from "~/domains/assessments/answer-encryption.server";
import { loadCheckInProgress, loadSharedReportProgress } from "~/domains/assessments/check-ins/check-in-progress.server";
import { checkInToken } from "~/domains/assessments/check-ins/check-in-tokens.server";
import { inviteDueCheckIns } from "~/domains/assessments/check-ins/invite-due-check-ins.server";
import type { QuestionnaireFormType } from "~/domains/assessments/question-bank";
import { openAnswersForExport } from "~/domains/assessments/submissions/open-for-export.server";
import { listMailbox } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import type { CheckInView } from "~/features/assessments/check-in/check-in-page";
import { sendCheckInInvitation } from "~/job-handlers/check-ins/send-check-in-invitation.server";
import { sendEmail } from "~/job-handlers/send-email.server";
import { sendSafetyAlert } from "~/job-handlers/send-safety-alert.server";
import { sendCheckInInvitationJob } from "~/jobs/check-ins.server";
import { registerJob } from "~/jobs/queue.server";
import { sendEmailJob } from "~/jobs/send-email.server";
import { sendSafetyAlertJob } from "~/jobs/send-safety-alert.server";
import { openText, sealingKey } from "~/security/sealing.server";
import { action, loader } from "./check-in";

/**
 * Issue 33's check-in page, signed out: the link opens the scales the client's form asked and the
 * ASQ, a refused post keeps what was chosen, the answers are scored by code and sealed, the link
 * then says it was used, an expired one says so, and a check-in with PHQ-9 item 9 above zero or a
 * positive ASQ alerts the provider at once and shows the client crisis support.
 */
process.env.APP_URL = "http://localhost:3000";
const { mailbox } = setUpTestDatabase({
  dataDir: "check-in-page",
  queue: {
    work: true,
    pollingIntervalSeconds: 0.5,
    jobs: [registerJob(sendEmailJob, sendEmail), registerJob(sendCheckInInvitationJob, sendCheckInInvitation), registerJob(sendSafetyAlertJob, sendSafetyAlert)],
  },
});

let clients = 0;
const args = (request: Request, token: string) => ({ request, params: { token }, context: new RouterContextProvider(), unstable_pattern: "" }) as never;
const get = (token: string) => new Request(`http://localhost:3000/check-in/${token}`);
const post = (token: string, fields: Record<string, string | number>) =>
  new Request(`http://localhost:3000/check-in/${token}`, {
    method: "POST",
    headers: { "x-catharsis-client-ip": `192.0.2.${++clients}` },
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });

type Answer = { data: CheckInView; init: ResponseInit | null };
const viewOf = (result: unknown) => (result as Answer).data;
const statusOf = (result: unknown) => (result as Answer).init?.status ?? 200;

/** An invited first check-in of a freshly delivered report, and its link's token. */
async function invitedCheckIn(label: string, formType: QuestionnaireFormType = "marriage") {
  const client = await deliveredReport(label, formType);
  await inviteDueCheckIns(new Date(client.deliveredAt.getTime() + 14 * DAY_MS + 60_000), client.userId);
  const [first] = await checkInsOf(client.userId);
  return { ...client, checkInId: first!.id, token: checkInToken(first!.id) };
}

const every = (prefix: string, count: number, value: number) => Object.fromEntries(Array.from({ length: count }, (_, n) => [`${prefix}-${n + 1}`, value]));
const calmAsq = { "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 };

async function alertsAbout(count: number) {
  const alerts = async () => (await listMailbox(mailbox)).filter((message) => message.subject === "URGENT: a client's check-in answers need attention");
  await expect.poll(async () => (await alerts()).length, { timeout: 30_000, interval: 200 }).toBe(count);
  return alerts();
}

describe(`the check-in page (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("opens signed out, keeps a refused post's answers, stores a scored and sealed check-in once, and then says the link was used", async () => {
    const { token, checkInId, userId, reportId } = await invitedCheckIn("answered", "mental-health-wellbeing");
    expect(viewOf(await loader(args(get(token), token)))).toMatchObject({ view: "open", scaleIds: ["who-5", "phq-9", "gad-7"] });

    const refused = await action(args(post(token, { "who5-1": 3 }), token));
    expect(statusOf(refused)).toBe(400);
    const refusedView = viewOf(refused);
    expect(refusedView.view === "open" && refusedView.chosen).toEqual({ "who5-1": 3 });
    expect(refusedView.view === "open" && refusedView.errors["phq9-1"]).toBe("Please choose an answer.");

    const answers = { ...every("who5", 5, 3), ...every("phq9", 9, 1), "phq9-9": 0, ...every("gad7", 7, 2), ...calmAsq, changes: "Sleeping better, and work feels lighter." };
    expect(viewOf(await action(args(post(token, answers), token)))).toEqual({ view: "answered", crisis: false });

    const [row] = await getDb().select().from(checkIns).where(eq(checkIns.id, checkInId));
    expect(row).toMatchObject({ state: "answered", riskScreenOutcome: "negative", safetyCategories: [] });
    expect(row?.scores).toEqual([
      { scaleId: "who-5", score: 60, max: 100 },
      { scaleId: "phq-9", score: 8, max: 27 },
      { scaleId: "gad-7", score: 14, max: 21 },
    ]);
    expect(row?.sealedAnswers).not.toContain("Sleeping");
    expect(JSON.parse(openText(row!.sealedAnswers!, sealingKey(), checkInContext(checkInId))).changes).toBe("Sleeping better, and work feels lighter.");

    expect(viewOf(await loader(args(get(token), token)))).toEqual({ view: "used" });
    expect(viewOf(await action(args(post(token, answers), token)))).toEqual({ view: "used" });

    // The picture of change on /account: the report's answers (WHO-5 40, PHQ-9 9, GAD-7 7), then the check-in.
    const progress = await loadCheckInProgress(userId);
    expect(progress.map((scale) => [scale.scaleId, scale.points.map((point) => [point.source, point.score])])).toEqual([
      ["phq-9", [["report", 9], ["check-in", 8]]],
      ["gad-7", [["report", 7], ["check-in", 14]]],
      ["who-5", [["report", 40], ["check-in", 60]]],
    ]);
    const sentences = Object.fromEntries(progress.map((scale) => [scale.scaleId, scale.sentence]));
    expect(sentences["who-5"]).toContain("went from 40 to 60. That is a change of 10 points or more");
    expect(sentences["who-5"]).toContain("an improvement in wellbeing");
    expect(sentences["phq-9"]).toContain("within 6 points");
    expect(sentences["gad-7"]).toContain("a change for the worse in signs of anxiety");
    for (const sentence of Object.values(sentences)) expect(sentence).not.toMatch(/depress|disorder|diagnos(is|ed) (of|with)/i);
    // A clinician's page for the shared report shows the same trend.
    expect((await loadSharedReportProgress(reportId)).map((scale) => scale.points.length)).toEqual([2, 2, 2]);
    expect(viewOf(await loader(args(get("A".repeat(43)), "A".repeat(43))))).toEqual({ view: "unknown" });
  });

  it("says an expired link has expired and stores nothing", async () => {
    const { token, checkInId } = await invitedCheckIn("expired");
    await getDb().update(checkIns).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(checkIns.id, checkInId));
    expect(viewOf(await loader(args(get(token), token)))).toEqual({ view: "expired" });
    expect(viewOf(await action(args(post(token, { ...every("who5", 5, 3), ...calmAsq }), token)))).toEqual({ view: "expired" });
    const [row] = await getDb().select().from(checkIns).where(eq(checkIns.id, checkInId));
    expect(row?.state).toBe("invited");
  });

  it("alerts the provider at once and shows crisis support for PHQ-9 item 9 above zero, and for a positive ASQ", async () => {
    const phq = await invitedCheckIn("item-nine", "depression");
    const withItemNine = { ...every("who5", 5, 2), ...every("phq9", 9, 1), ...every("gad7", 7, 1), ...calmAsq, changes: "" };
    expect(viewOf(await action(args(post(phq.token, withItemNine), phq.token)))).toEqual({ view: "answered", crisis: true });

    const asq = await invitedCheckIn("asq-positive", "marriage");
    const asqYes = { ...every("who5", 5, 2), ...calmAsq, "asq-2": 1, "asq-5": 0, changes: "About the same." };
    expect(viewOf(await action(args(post(asq.token, asqYes), asq.token)))).toEqual({ view: "answered", crisis: true });

    const alerts = await alertsAbout(2);
    const forItemNine = alerts.find((message) => message.text.includes(phq.email));
    const forAsq = alerts.find((message) => message.text.includes(asq.email));
    expect(forItemNine?.to).toBe("provider@example.com");
    expect(forItemNine?.text).toContain("a check-in after their report");
    expect(forAsq?.html).toContain(`/admin/submissions/${asq.submissionId}`);
    const [asqRow] = await checkInsOf(asq.userId);
    expect(asqRow).toMatchObject({ riskScreenOutcome: "non-acute-positive", safetyCategories: ["asq-positive"] });
    // Nothing the client wrote reaches the alert.
    expect(forAsq?.text).not.toContain("About the same.");
  });

  it("puts the check-ins and their answers in the person's data export, and deletes them with the account", async () => {
    const { token, userId } = await invitedCheckIn("export", "marriage");
    await action(args(post(token, { ...every("who5", 5, 4), ...calmAsq, changes: "More walks in the evening." }), token));

    const exported = await exportUserData(userId, new Date(), openAnswersForExport);
    expect(exported?.checkIns.optedOutAt).toBeNull();
    expect(exported?.checkIns.checkIns.map((row) => [row.wave, row.state])).toEqual([["first", "answered"], ["second", "scheduled"]]);
    expect(exported?.checkIns.checkIns[0]).toMatchObject({ scores: [{ scaleId: "who-5", score: 80, max: 100 }], riskScreenOutcome: "negative" });
    expect(exported?.checkIns.checkIns[0]?.answers).toMatchObject({ changes: "More walks in the evening." });

    expect(await deleteAccount(userId)).not.toBeNull();
    expect(await checkInsOf(userId)).toEqual([]);
  });
});
