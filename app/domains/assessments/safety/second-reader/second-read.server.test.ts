import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, hang, startFakeModelServer, type FakeModelServer, type FakeReply } from "../../../../../tests/support/fake-openai-server";
import { setUpMailTestDatabase } from "../../../../../tests/support/mail-test-database";
import { givePaidCopy, makeUser, writtenAnswers } from "../../../../../tests/support/submission-fixtures";
import { parseEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, reports, safetySecondReadings } from "~/db/schema";
import { listMailbox } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { loadEvidence } from "~/domains/reports/lane/lane-records.server";
import { currentBankVersion } from "../../assessment-answers";
import { submitAssessment } from "../../submit-assessment.server";
import { assessRisk } from "../screen";
import { createSecondReaderFromEnv, setSecondReader } from "./second-reader.server";

/**
 * The second reader on the real queue, through the AI SDK's real provider over HTTP to a local
 * fake of an OpenAI-compatible server (ADR 0060): what it raises reaches the submission, the
 * provider's alert and the evidence the report is drafted from; when it fails or is too slow the
 * rules stand and the report is drafted all the same; with no model it is never asked.
 */
process.env.APP_URL = "http://localhost:3000";
const { mailbox } = setUpMailTestDatabase("second-reader");
const label = process.env.TEST_DATABASE ?? "pglite";
const CANARY = "Wrenlanterncanary";
// Sentences the safety screen's rules pass over at both tiers (the first test checks).
const CABINET = "Lately I look at the medicine cabinet differently.";
const GUITAR = "I sorted out who gets my records and my guitar.";
const ALERT_SUBJECT = "URGENT: a client's answers need attention";

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModelServer();
});
afterAll(async () => {
  setSecondReader(undefined);
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});
afterEach(() => setSecondReader(undefined));

function configure(extra: Record<string, string> = {}) {
  const reader = createSecondReaderFromEnv(
    parseEnv({
      REPORT_DRAFTER: "model",
      REPORT_AI_PROVIDER: "openai-compatible",
      REPORT_AI_BASE_URL: fake.baseURL,
      REPORT_AI_API_KEY: "sk-local-test-key",
      REPORT_AI_MODEL: "llama3.1:70b",
      ...extra,
    }),
  );
  expect(reader).not.toBeNull();
  setSecondReader(reader);
}

/** A depression form whose ninth answer's second sentence is CABINET and whose second answer is GUITAR. */
async function submit(name: string, overrides: Record<string, string> = {}) {
  const email = `${name}-${randomUUID().slice(0, 6)}@example.com`;
  const { userId } = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId, formType: "depression" });
  const submissionId = randomUUID();
  const result = await submitAssessment({
    userId,
    accountEmail: email,
    formType: "depression",
    entitlementId,
    submissionId,
    bankVersion: currentBankVersion("depression"),
    answers: writtenAnswers("depression", { q9: `Most evenings are long. ${CABINET} The ${CANARY} stays private.`, q2: GUITAR, ...overrides }, email),
  });
  return { submissionId, result };
}

async function readingOf(submissionId: string) {
  await expect.poll(async () => (await getDb().select().from(safetySecondReadings).where(eq(safetySecondReadings.submissionId, submissionId))).length, { timeout: 30_000, interval: 100 }).toBe(1);
  const [reading] = await getDb().select().from(safetySecondReadings).where(eq(safetySecondReadings.submissionId, submissionId));
  return reading!;
}

/** The lane drafted the report, so it ran after the reading, from the evidence it recorded. */
async function draftedEvidence(submissionId: string) {
  await expect
    .poll(async () => (await getDb().select({ stage: reports.stage }).from(reports).where(eq(reports.submissionId, submissionId)))[0]?.stage, { timeout: 30_000, interval: 100 })
    .toBe("in-review");
  const evidence = await loadEvidence(submissionId);
  return new Map(evidence!.sentences.map((sentence) => [sentence.text, sentence]));
}

async function submissionRow(submissionId: string) {
  const [row] = await getDb()
    .select({ urgent: assessmentSubmissions.urgent, categories: assessmentSubmissions.safetyCategories })
    .from(assessmentSubmissions)
    .where(eq(assessmentSubmissions.id, submissionId));
  return row;
}

async function alertJobs(submissionId: string): Promise<string[]> {
  const result = await getDb().execute(sql`select data::text as data from pgboss.job where name = 'send-safety-alert' and data->>'submissionId' = ${submissionId}`);
  return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data: string }[]).map((row) => row.data);
}

async function secondReadJobs(submissionId: string): Promise<number> {
  const result = await getDb().execute(sql`select count(*)::int as n from pgboss.job where name = 'second-read' and data->>'submissionId' = ${submissionId}`);
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number | string }[];
  return Number(row?.n ?? 0);
}

describe(`the second reader (${label})`, () => {
  it("raises a sentence the rules passed over to urgent: the submission becomes urgent, the provider is alerted, and the draft keeps it to help-now", async () => {
    expect([assessRisk(CABINET).level, assessRisk(GUITAR).level]).toEqual(["none", "none"]);
    configure();
    fake.script(
      answer({
        findings: [
          { sentenceId: "q9.s2", tier: "urgent", category: "suicidal-thoughts" },
          { sentenceId: "q2.s1", tier: "review", category: "suicidal-thoughts" },
          // Not a sentence of this submission: ignored, and counted.
          { sentenceId: "q77.s1", tier: "urgent", category: "abuse" },
        ],
      }),
    );
    const logged = (["info", "warn", "error"] as const).map((level) => vi.spyOn(logger, level));
    try {
      const { submissionId, result } = await submit("raised");
      // The request did not wait for the model: the rules found nothing, and that is what it answered.
      expect(result).toMatchObject({ outcome: "sent", crisis: false });

      const reading = await readingOf(submissionId);
      expect(reading).toMatchObject({
        provider: "openai-compatible",
        model: "llama3.1:70b",
        outcome: "ok",
        unknownIds: 1,
        raises: [
          { sentenceId: "q2.s1", tier: "review", category: "suicidal-thoughts" },
          { sentenceId: "q9.s2", tier: "urgent", category: "suicidal-thoughts" },
        ],
      });
      expect(await submissionRow(submissionId)).toEqual({ urgent: true, categories: ["suicidal-thoughts"] });
      // The review raise makes it "read first" too, as the rules' review tier would (ADR 0059).
      const [stored] = await getDb().select({ readFirst: assessmentSubmissions.reviewRiskCategories }).from(assessmentSubmissions).where(eq(assessmentSubmissions.id, submissionId));
      expect(stored?.readFirst).toEqual(["suicidal-thoughts"]);

      await expect.poll(async () => (await listMailbox(mailbox)).filter((mail) => mail.subject === ALERT_SUBJECT && mail.text.includes(submissionId)).length, { timeout: 30_000, interval: 100 }).toBe(1);
      // The alert itself: the provider's notice of the submission names it too, and may arrive first.
      const [alert] = (await listMailbox(mailbox)).filter((mail) => mail.subject === ALERT_SUBJECT && mail.text.includes(submissionId));
      expect(alert!.text).toContain("the second reader, the AI model that also drafts reports, found possible suicidal thoughts");
      expect(JSON.parse((await alertJobs(submissionId))[0]!)).toEqual({ source: "submission", submissionId, categories: ["suicidal-thoughts"], raisedBy: "second-reader" });

      const evidence = await draftedEvidence(submissionId);
      expect(evidence.get(CABINET)).toMatchObject({ id: "q9.s2", safetyCategories: ["suicidal-thoughts"] });
      expect(evidence.get(GUITAR)).toMatchObject({ id: "q2.s1", safetyCategories: [], riskTier: "review" });

      // The model was asked once, for strict structured output, with the sentences by id.
      expect(fake.requests).toHaveLength(1);
      const body = fake.requests[0]!.body as { response_format: { type: string; json_schema: { strict: boolean; schema: object } }; messages: { content: string }[] };
      expect(body.response_format.type).toBe("json_schema");
      expect(body.response_format.json_schema.strict).toBe(true);
      expect(JSON.stringify(body.response_format.json_schema.schema)).not.toMatch(/"pattern"|"format"|Length"/);
      expect(body.messages.at(-1)?.content).toContain(`q9.s2: ${CABINET}`);

      // Ids, tiers and categories only: the words are in no record, alert or log line.
      const reread = await getDb().select().from(safetySecondReadings).where(eq(safetySecondReadings.submissionId, submissionId));
      const everything = [JSON.stringify(reread), ...(await alertJobs(submissionId)), alert!.text, alert!.html, JSON.stringify(logged.flatMap((spy) => spy.mock.calls))].join("\n");
      for (const words of [CANARY, "medicine cabinet", "guitar"]) expect(everything).not.toContain(words);
    } finally {
      logged.forEach((spy) => spy.mockRestore());
    }
  }, 60_000);

  it("adds an urgent raise's category to a submission the rules already made urgent, without alerting twice", async () => {
    configure();
    fake.script(answer({ findings: [{ sentenceId: "q9.s2", tier: "urgent", category: "danger-at-home" }] }));
    const { submissionId, result } = await submit("both", { q5: "Sometimes I want to die." });
    expect(result).toMatchObject({ outcome: "sent", crisis: true });

    expect(await readingOf(submissionId)).toMatchObject({ outcome: "ok", raises: [{ sentenceId: "q9.s2", tier: "urgent", category: "danger-at-home" }] });
    expect(await submissionRow(submissionId)).toEqual({ urgent: true, categories: ["suicidal-thoughts", "danger-at-home"] });
    const evidence = await draftedEvidence(submissionId);
    expect(evidence.get(CABINET)).toMatchObject({ safetyCategories: ["danger-at-home"] });
    expect((await alertJobs(submissionId)).map((data) => JSON.parse(data) as unknown)).toEqual([{ source: "submission", submissionId, categories: ["suicidal-thoughts"] }]);
  }, 60_000);

  it("records a refused call as failed: the submission stands as the rules left it, no alert, and the report is drafted", async () => {
    configure();
    const refused: FakeReply = { kind: "status", status: 500, retryAfterSeconds: 0 };
    fake.script(refused, refused, refused);
    const { submissionId } = await submit("refused");

    expect(await readingOf(submissionId)).toMatchObject({ outcome: "failed", raises: [], provider: "openai-compatible", model: "llama3.1:70b" });
    const evidence = await draftedEvidence(submissionId);
    expect(evidence.get(CABINET)).toMatchObject({ safetyCategories: [] });
    expect(evidence.get(CABINET)?.riskTier).toBeUndefined();
    expect(await submissionRow(submissionId)).toEqual({ urgent: false, categories: [] });
    expect(await alertJobs(submissionId)).toEqual([]);
  }, 60_000);

  it("records no answer in time as a timeout, and the rules' own flag still alerted at submission", async () => {
    configure({ SAFETY_SECOND_READER_TIMEOUT_MS: "1000" });
    fake.script(hang());
    const { submissionId, result } = await submit("slow", { q5: "Sometimes I want to die." });
    expect(result).toMatchObject({ outcome: "sent", crisis: true });

    expect(await readingOf(submissionId)).toMatchObject({ outcome: "timeout", raises: [] });
    await draftedEvidence(submissionId);
    expect(await submissionRow(submissionId)).toEqual({ urgent: true, categories: ["suicidal-thoughts"] });
    expect((await alertJobs(submissionId)).map((data) => JSON.parse(data) as { raisedBy?: string })).toEqual([
      { source: "submission", submissionId, categories: ["suicidal-thoughts"] },
    ]);
  }, 60_000);

  it("is never asked when no model is configured, or when it is turned off: the lane starts at once", async () => {
    expect(createSecondReaderFromEnv(parseEnv({}))).toBeNull();
    expect(
      createSecondReaderFromEnv(
        parseEnv({ REPORT_DRAFTER: "model", REPORT_AI_PROVIDER: "openai-compatible", REPORT_AI_BASE_URL: fake.baseURL, REPORT_AI_MODEL: "m", SAFETY_SECOND_READER: "off" }),
      ),
    ).toBeNull();
    setSecondReader(null);
    const { submissionId } = await submit("unread");
    await draftedEvidence(submissionId);
    expect(await secondReadJobs(submissionId)).toBe(0);
    expect(await getDb().select().from(safetySecondReadings).where(eq(safetySecondReadings.submissionId, submissionId))).toEqual([]);
    expect(fake.requests).toEqual([]);
  }, 60_000);
});
