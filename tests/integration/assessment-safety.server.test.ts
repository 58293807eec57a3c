import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientWithPaidForm } from "../support/assessment-clients";
import { draftBody, fullAnswers, postDraft, postSubmission, rowsOf, submissionBody } from "../support/assessment-requests";
import { setUpAuthTestbed } from "./auth-testbed";
import { getDb } from "~/db/database.server";
import { assessmentDrafts, assessmentSubmissions } from "~/db/schema";
import { submissionContext } from "~/domains/assessments/answer-encryption.server";
import { openText, sealingKey } from "~/security/sealing.server";

/**
 * Crisis language in what a client sends flags the submission for a person
 * to look at first and shows the writer the crisis panel; it never blocks
 * the send. A sentence that denies it ("never wanted to die") is not a hit.
 */
setUpAuthTestbed();

const label = process.env.TEST_DATABASE ?? "pglite";
const answersWith = (sentence: string) =>
  fullAnswers("depression", (id) => (id === "q9" ? `Most evenings are long. ${sentence} Mornings are a little easier.` : `An ordinary answer to ${id}.`));

async function sendAndRead(sentence: string) {
  const client = await clientWithPaidForm("screened");
  const body = submissionBody(client.entitlementId, answersWith(sentence));
  const answer = await postSubmission(body, client.cookie);
  const [row] = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.id, body.submissionId));
  return { answer, row };
}

describe(`safety screening of a submission (${label})`, () => {
  it("flags 'I want to die' as urgent suicidal thoughts, sends it anyway, and tells the page to show the crisis panel", async () => {
    const { answer, row } = await sendAndRead("Sometimes I want to die.");
    expect(answer.status).toBe(200);
    expect(answer.body.crisis).toBe(true);
    expect(row?.urgent).toBe(true);
    expect(row?.safetyCategories).toContain("suicidal-thoughts");
    // Categories only, never the words that matched.
    expect(JSON.stringify(row?.safetyCategories)).not.toContain("die");
  });

  it("does not flag 'I have never wanted to die'", async () => {
    const { answer, row } = await sendAndRead("I have never wanted to die.");
    expect(answer.status).toBe(200);
    expect(answer.body.crisis).toBe(false);
    expect(row?.urgent).toBe(false);
    expect(row?.safetyCategories).toEqual([]);
  });

  it("stores a sentence only the review tier hears as 'read first' categories, not urgent, and still shows the crisis panel", async () => {
    const widower = "Some nights I think it would be simpler for everyone if I just did not wake up.";
    const { answer, row } = await sendAndRead(widower);
    expect(answer.body.crisis).toBe(true);
    expect(row?.urgent).toBe(false);
    expect(row?.safetyCategories).toEqual([]);
    expect(row?.reviewRiskCategories).toEqual(["suicidal-thoughts"]);
    expect(JSON.stringify(row)).not.toContain("wake up");
  });

  it("stores no 'read first' categories for ordinary answers", async () => {
    const { answer, row } = await sendAndRead("I have never wanted to die.");
    expect(answer.body.crisis).toBe(false);
    expect(row?.reviewRiskCategories).toEqual([]);
  });

  it("gives a retried send the same crisis answer", async () => {
    const client = await clientWithPaidForm("screened-retry");
    const body = submissionBody(client.entitlementId, answersWith("Sometimes I want to die."));
    const first = await postSubmission(body, client.cookie);
    const retry = await postSubmission(body, client.cookie);
    expect([first.body.crisis, retry.body.crisis]).toEqual([true, true]);
  });
});

describe(`PHQ-9 item 9 as a hard trigger (${label})`, () => {
  async function sendWithItem9(value: number, sentence = "I am mostly managing.") {
    const client = await clientWithPaidForm(`item9-${value}`);
    const answers = answersWith(sentence);
    const body = submissionBody(client.entitlementId, { ...answers, scales: { ...answers.scales, "phq9-9": value } });
    const answer = await postSubmission(body, client.cookie);
    const [row] = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.id, body.submissionId));
    const alerts = rowsOf<{ data: { categories: string[] } }>(
      await getDb().execute(sql`select data from pgboss.job where name = 'send-safety-alert' and singleton_key = ${`submission:${body.submissionId}`}`),
    );
    return { answer, row, alerts };
  }

  it("makes a calm-worded submission urgent, alerts the provider and shows the crisis panel when item 9 is above zero", async () => {
    const { answer, row, alerts } = await sendWithItem9(1);
    expect(answer.status).toBe(200);
    expect(answer.body.crisis).toBe(true);
    expect(row?.urgent).toBe(true);
    expect(row?.safetyCategories).toEqual(["phq9-item-9"]);
    expect(alerts.map((alert) => alert.data.categories)).toEqual([["phq9-item-9"]]);
  });

  it("stores the item answers and the scores code computed, sealed with the answers", async () => {
    const { row } = await sendWithItem9(2);
    expect(JSON.stringify(row)).not.toContain("phq9-1");
    const stored = JSON.parse(openText(row!.sealedAnswers, sealingKey(), submissionContext(row!.id))) as {
      scales: Record<string, number>;
      scaleScores: { scaleId: string; score: number; band: { id: string }; riskItem: { value: number } | null }[];
    };
    expect(stored.scales["phq9-9"]).toBe(2);
    expect(stored.scaleScores.map((score) => [score.scaleId, score.score, score.band.id])).toEqual([
      ["phq-9", 11, "moderate"],
      ["gad-7", 7, "mild"],
      ["who-5", 40, "low"],
    ]);
    expect(stored.scaleScores[0]?.riskItem?.value).toBe(2);
  });

  it("leaves the text screen standing when item 9 is zero", async () => {
    const calm = await sendWithItem9(0);
    expect([calm.row?.urgent, calm.alerts.length]).toEqual([false, 0]);
    const written = await sendWithItem9(0, "Sometimes I want to die.");
    expect(written.row?.safetyCategories).toEqual(["suicidal-thoughts"]);
  });
});

describe(`safety screening of a draft (${label})`, () => {
  it("saves the draft (200) and marks it, without holding up the writer", async () => {
    const client = await clientWithPaidForm("screened-draft");
    const draft = { email: "", completionDate: "", responses: { q2: "Some nights I want to die." } };
    expect((await postDraft(draftBody(client.entitlementId, draft), client.cookie)).status).toBe(200);
    const [row] = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, client.entitlementId));
    expect(row?.safetyFlagged).toBe(true);

    const calm = { email: "", completionDate: "", responses: { q2: "I have never wanted to die." } };
    expect((await postDraft(draftBody(client.entitlementId, calm, { writerSeq: 2 }), client.cookie)).status).toBe(200);
    const [after] = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, client.entitlementId));
    expect(after?.safetyFlagged).toBe(false);

    // PHQ-9 item 9 chosen above zero while the rest is still being written flags the draft too.
    const item9 = { ...calm, scales: { "phq9-9": 1 } };
    expect((await postDraft(draftBody(client.entitlementId, item9, { writerSeq: 3 }), client.cookie)).status).toBe(200);
    const [scaled] = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, client.entitlementId));
    expect(scaled?.safetyFlagged).toBe(true);
  });
});

describe(`the direct risk screen (ASQ) as a hard trigger (${label})`, () => {
  const no = { "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 };

  async function sendWithScreen(label: string, screen: Record<string, number>) {
    const client = await clientWithPaidForm(`asq-${label}`);
    const answers = answersWith("I am mostly managing.");
    const body = submissionBody(client.entitlementId, { ...answers, scales: { ...answers.scales, ...screen } });
    const answer = await postSubmission(body, client.cookie);
    const [row] = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.id, body.submissionId));
    const alerts = rowsOf<{ data: { categories: string[] } }>(
      await getDb().execute(sql`select data from pgboss.job where name = 'send-safety-alert' and singleton_key = ${`submission:${body.submissionId}`}`),
    );
    return { answer, row, alerts };
  }

  it("makes a calm-worded submission urgent and alerts the provider: acute for a yes to question 5, positive otherwise", async () => {
    const acute = await sendWithScreen("acute", { ...no, "asq-2": 1, "asq-5": 1 });
    expect([acute.answer.status, acute.answer.body.crisis, acute.row?.urgent]).toEqual([200, true, true]);
    expect(acute.row?.safetyCategories).toEqual(["asq-acute"]);
    expect(acute.alerts.map((alert) => alert.data.categories)).toEqual([["asq-acute"]]);
    const positive = await sendWithScreen("positive", { ...no, "asq-4": 1, "asq-5": 0 });
    expect(positive.row?.safetyCategories).toEqual(["asq-positive"]);
    expect(positive.alerts.map((alert) => alert.data.categories)).toEqual([["asq-positive"]]);
    const stored = JSON.parse(openText(positive.row!.sealedAnswers, sealingKey(), submissionContext(positive.row!.id))) as { riskScreenResult: { outcome: string } };
    expect(stored.riskScreenResult.outcome).toBe("non-acute-positive");
  });

  it("is not urgent for four noes, and refuses a send that skips question 5 after a yes", async () => {
    const calm = await sendWithScreen("negative", no);
    expect([calm.row?.urgent, calm.alerts.length]).toEqual([false, 0]);
    const skipped = await sendWithScreen("skipped", { ...no, "asq-1": 1 });
    expect(skipped.answer.status).toBe(400);
    expect(skipped.answer.body.fieldErrors).toEqual({ "asq-5": "Please choose an answer." });
  });

  it("alerts from the draft the moment a yes is saved, before anything is sent, and again when it turns acute", async () => {
    const client = await clientWithPaidForm("asq-draft");
    const draftAlerts = async () =>
      rowsOf<{ data: { categories: string[] } }>(
        await getDb().execute(sql`select data from pgboss.job where name = 'send-safety-alert' and data->>'entitlementId' = ${client.entitlementId} order by created_on`),
      ).map((alert) => alert.data.categories);
    const draft = { email: "", completionDate: "", responses: {}, scales: { "asq-1": 1 } };
    expect((await postDraft(draftBody(client.entitlementId, draft), client.cookie)).status).toBe(200);
    expect(await draftAlerts()).toEqual([["asq-positive"]]);
    const acute = { ...draft, scales: { "asq-1": 1, "asq-5": 1 } };
    expect((await postDraft(draftBody(client.entitlementId, acute, { writerSeq: 2 }), client.cookie)).status).toBe(200);
    expect(await draftAlerts()).toEqual([["asq-positive"], ["asq-acute"]]);
  });

  it("tells a page still showing the form before the screen (v3) to reload rather than send without it", async () => {
    const client = await clientWithPaidForm("asq-stale");
    const body = { ...submissionBody(client.entitlementId, answersWith("I am mostly managing.")), bankVersion: "depression-v3" };
    const answer = await postSubmission(body, client.cookie);
    expect(answer.status).toBe(409);
  });
});
