import { fictionalScaleAnswers } from "./fictional-answers";
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { getDb } from "~/db/database.server";
import { assessmentDrafts, assessmentSubmissions, reportObligations } from "~/db/schema";
import { currentBankVersion, type QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import type { QuestionnaireFormType } from "~/domains/assessments/form-details";
import { questionIds } from "~/domains/assessments/question-bank";
import { action as draftAction } from "~/routes/assessments/api-drafts";
import { action as submitAction } from "~/routes/assessments/api-submissions";
import { CLIENT_ADDRESS_HEADER } from "~/shared/client-address-header";
import { type FormType } from "~/shared/form-types";

/**
 * The draft and submit endpoints called as the HTTP server calls them: a
 * hand-made JSON Request carrying (or not) a real session cookie. What comes
 * back is what a browser would read: the status and the JSON body.
 */
export type EndpointAnswer = { status: number; body: Record<string, unknown>; headers: Headers };

async function settle(result: unknown): Promise<EndpointAnswer> {
  if (result instanceof Response) {
    const text = await result.text();
    return { status: result.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: result.headers };
  }
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as Record<string, unknown>, headers: new Headers(wrapped.init?.headers) };
  }
  return { status: 200, body: result as Record<string, unknown>, headers: new Headers() };
}

let addresses = 0;
function jsonPost(path: string, body: unknown, cookie?: string): Request {
  addresses += 1;
  const headers = new Headers({ "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: `203.0.113.${(addresses % 250) + 1}` });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider(), unstable_pattern: "" }) as never;

export async function postDraft(body: unknown, cookie?: string): Promise<EndpointAnswer> {
  return settle(await draftAction(args(jsonPost("/api/assessments/drafts", body, cookie))));
}

export async function postSubmission(body: unknown, cookie?: string): Promise<EndpointAnswer> {
  return settle(await submitAction(args(jsonPost("/api/assessments/submissions", body, cookie))));
}

/** Every question of a written form answered, each with `text(id)`, and every scale item (PHQ-9 item 9 at zero). */
export function fullAnswers(
  formType: QuestionnaireFormType = "depression",
  text: (id: string) => string = (id) => `My answer to ${id}: some days are easier than others.`,
): QuestionnaireAnswers {
  const ids = questionIds(getQuestionBank(formType));
  return {
    email: "writer@example.com",
    completionDate: "2026-03-14",
    responses: Object.fromEntries(ids.map((id) => [id, text(id)])),
    scales: fictionalScaleAnswers(formType),
  };
}

export function draftBody(
  entitlementId: string,
  answers: unknown,
  writer: { writerId?: string; writerSeq?: number; formType?: FormType } = {},
) {
  const formType = writer.formType ?? "depression";
  return {
    formType,
    entitlementId,
    bankVersion: currentBankVersion(formType),
    writerId: writer.writerId ?? "page-writer-0001",
    writerSeq: writer.writerSeq ?? 1,
    answers,
  };
}

export function submissionBody(
  entitlementId: string,
  answers: unknown,
  options: { submissionId?: string; formType?: FormType } = {},
) {
  const formType = options.formType ?? "depression";
  return {
    formType,
    entitlementId,
    bankVersion: currentBankVersion(formType),
    submissionId: options.submissionId ?? crypto.randomUUID(),
    answers,
  };
}

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** What a submission writes, counted: a refused request must leave every number as it was. */
export async function assessmentRowCounts() {
  const db = getDb();
  const count = async (table: typeof assessmentDrafts | typeof assessmentSubmissions | typeof reportObligations) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const jobs = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pgboss.job where name = 'send-submission-emails'`),
  );
  return {
    drafts: await count(assessmentDrafts),
    submissions: await count(assessmentSubmissions),
    obligations: await count(reportObligations),
    submissionEmailJobs: jobs[0]?.n ?? 0,
  };
}
