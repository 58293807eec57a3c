import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { buyDepressionForm, clientWithPaidForm, signedInClient, type Client } from "../support/assessment-clients";
import { draftBody, fullAnswers, postDraft, postSubmission, rowsOf, submissionBody } from "../support/assessment-requests";
import { setUpMailTestDatabase } from "../support/mail-test-database";
import type { FormGate } from "~/features/assessments/form-gate";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { loadDraft } from "~/domains/assessments/load-draft.server";
import { loader as formPageLoader } from "~/routes/assessments/assessment-form";

/**
 * What a client writes is theirs alone: another account never sees it, and
 * nothing at rest (any table of any schema, the job queue, the mailbox, the
 * log) holds it in the clear.
 */
process.env.APP_URL = "http://localhost:3000";
const { mailbox } = setUpMailTestDatabase("assessment-privacy");
const label = process.env.TEST_DATABASE ?? "pglite";

/** The depression form page's loader as a full page load reaches it (the gate is decided before the page is sent). */
async function formPageGate(client: Client): Promise<FormGate> {
  const request = new Request("http://localhost:3000/depression-form", { headers: { Cookie: client.cookie } });
  const url = new URL(request.url);
  const result = (await formPageLoader({ request, url, params: {}, context: {}, pattern: "" } as never)) as unknown as {
    data: { gate: FormGate | Promise<FormGate> };
  };
  return result.data.gate;
}

const draftOf = (text: string) => ({ email: "", completionDate: "", responses: { q1: text, q2: `${text} (again)` } });

describe(`one client's answers, seen from another account (${label})`, () => {
  it("never reach another client through loadDraft or the form page, with or without a copy of their own", async () => {
    const secret = "amber-harbour-canary-5120: what A alone wrote";
    const a = await clientWithPaidForm("writer-a");
    expect((await postDraft(draftBody(a.entitlementId, draftOf(secret)), a.cookie)).status).toBe(200);
    expect((await loadDraft(a.id, a.entitlementId))?.answers).toEqual(draftOf(secret));

    const b = await signedInClient("reader-b");
    expect(await loadDraft(b.id, a.entitlementId)).toBeNull();
    const without = await formPageGate(b);
    expect(without.state).toBe("no-access");
    expect(JSON.stringify(without)).not.toContain("amber-harbour-canary-5120");
    expect(JSON.stringify(without)).not.toContain(a.entitlementId);

    const bCopy = (await buyDepressionForm(b)).entitlements[0]!.id;
    const withOwn = await formPageGate(b);
    expect(withOwn).toMatchObject({ state: "open", entitlementId: bCopy, draft: null, accountEmail: b.email });
    expect(JSON.stringify(withOwn)).not.toContain("amber-harbour-canary-5120");

    expect((await postDraft(draftBody(bCopy, draftOf("B's own words")), b.cookie)).status).toBe(200);
    const afterSaving = await formPageGate(b);
    expect(afterSaving).toMatchObject({ state: "open", entitlementId: bCopy, draft: draftOf("B's own words") });
    expect(JSON.stringify(afterSaving)).not.toContain("amber-harbour-canary-5120");
    expect(await loadDraft(b.id, a.entitlementId)).toBeNull();

    // A still sees exactly A's draft, and after sending it B sees no trace of it either.
    expect(await formPageGate(a)).toMatchObject({ state: "open", entitlementId: a.entitlementId, draft: draftOf(secret) });
    const sent = await postSubmission(submissionBody(a.entitlementId, fullAnswers("depression", (id) => `${secret} ${id}`)), a.cookie);
    expect(sent.status).toBe(200);
    expect(JSON.stringify(await formPageGate(b))).not.toContain("amber-harbour-canary-5120");
    const aAfter = await formPageGate(a);
    expect(aAfter.state).toBe("all-sent");
    expect(JSON.stringify(aAfter)).not.toContain("amber-harbour-canary-5120");
  });
});

/** Every row of every table in every schema (ours, the job queue's, migrations), as text, by table. */
async function rawDatabaseDump(): Promise<Map<string, string[]>> {
  const tables = rowsOf<{ table_schema: string; table_name: string }>(
    await getDb().execute(sql`
      select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by table_schema, table_name`),
  );
  const dump = new Map<string, string[]>();
  for (const { table_schema: schema, table_name: name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await getDb().execute(sql`select row_to_json(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`),
    );
    dump.set(`${schema}.${name}`, rows.map((row) => row.row));
  }
  return dump;
}

/** The tables with a row containing `text` (case-insensitive): named, so a failure says where it leaked. */
function tablesHolding(dump: Map<string, string[]>, text: string): string[] {
  const needle = text.toLowerCase();
  return [...dump].filter(([, rows]) => rows.some((row) => row.toLowerCase().includes(needle))).map(([table]) => table);
}

async function mailboxText(): Promise<string> {
  const files = await readdir(mailbox).catch(() => [] as string[]);
  return (await Promise.all(files.map((file) => readFile(path.join(mailbox, file), "utf8")))).join("\n");
}

/** Waits until the queue has run every job it was given (e-mails rendered and sent, or given up). */
async function queueIdle() {
  await expect
    .poll(
      async () =>
        rowsOf<{ name: string }>(
          await getDb().execute(sql`select name from pgboss.job where state in ('created', 'retry', 'active') and name like 'send-%'`),
        ).map((row) => row.name),
      { timeout: 20_000, interval: 250 },
    )
    .toEqual([]);
}

describe(`the canary phrase, at rest (${label})`, () => {
  it("is nowhere in a raw dump of the database, the mailbox or the log after a draft and a submission", async () => {
    const canary = "purple-lighthouse-canary-7431";
    const logged = (["trace", "debug", "info", "warn", "error", "fatal"] as const).map((level) => vi.spyOn(logger, level));
    try {
      const client = await signedInClient("canary");
      const copies = (await buyDepressionForm(client, 2)).entitlements.map((entitlement) => entitlement.id);
      expect(copies).toHaveLength(2);
      // Copy 1: drafted, then sent. Copy 2: a draft that stays in the table.
      for (const [index, copy] of copies.entries()) {
        const saved = await postDraft(draftBody(copy, draftOf(`${canary} draft ${index}`), { writerSeq: 1 }), client.cookie);
        expect(saved.status).toBe(200);
      }
      const answers = fullAnswers("depression", (id) => `In ${id} I wrote ${canary} in my own words.`);
      const sent = await postSubmission(submissionBody(copies[0]!, answers), client.cookie);
      expect(sent.status).toBe(200);
      await queueIdle();

      const dump = await rawDatabaseDump();
      expect([...dump.keys()]).toEqual(
        expect.arrayContaining(["public.assessment_drafts", "public.assessment_submissions", "pgboss.job"]),
      );
      // The dump sees the rows that hold the answers and the queued e-mails, so the absence below means something.
      expect(tablesHolding(dump, sent.body.submissionId as string)).toEqual(
        expect.arrayContaining(["public.assessment_submissions", "public.report_obligations", "pgboss.job"]),
      );
      expect(tablesHolding(dump, copies[1]!)).toContain("public.assessment_drafts");
      expect(tablesHolding(dump, "send-submission-emails")).toContain("pgboss.job");
      expect(tablesHolding(dump, canary)).toEqual([]);

      const mail = await mailboxText();
      expect(mail).toContain(client.email);
      expect(mail.toLowerCase().includes(canary), "the canary is in a sent e-mail").toBe(false);

      const logText = JSON.stringify(logged.flatMap((spy) => spy.mock.calls), (_key, value: unknown) =>
        value instanceof Error ? `${value.message} ${value.stack ?? ""}` : value,
      );
      expect(logText.includes(canary), "the canary is in the log").toBe(false);
      // The log was listened to: the submission itself is logged (by id).
      expect(logText).toContain(sent.body.submissionId as string);
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });
});
