import { z } from "zod";
import { answersFitCurrentVersion, draftAnswersSchema, submissionAnswersSchema, type AssessmentAnswers } from "./assessment-answers";
import { findQuestionBank, getQuestionBank } from "./banks/all-banks";
import { type FormType, formTypes, isWrittenFormType } from "~/shared/form-types";

/**
 * The bodies of the draft-save and submit endpoints. The answers are checked
 * against the form's own question bank; a page showing an older wording is
 * told to reload rather than have its answers filed under other questions.
 * A page showing an earlier version that differs from today's in spelling only
 * (same ids, same scales: v2 and v3) keeps saving and sending, and the answers
 * are recorded under the version that page showed, which stays readable
 * (ADR 0045).
 */
const envelope = {
  formType: z.enum(formTypes),
  entitlementId: z.string().min(1).max(100),
  bankVersion: z.string().min(1).max(60),
  answers: z.unknown(),
};

const draftEnvelope = z.strictObject({
  ...envelope,
  writerId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  writerSeq: z.number().int().min(0).max(1_000_000_000),
});
const submitEnvelope = z.strictObject({ ...envelope, submissionId: z.uuid() });

type Parsed<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 409; error: string; fieldErrors?: Record<string, string> };

export type DraftRequest = Omit<z.infer<typeof draftEnvelope>, "answers"> & { formType: FormType; answers: AssessmentAnswers };
export type SubmitRequest = Omit<z.infer<typeof submitEnvelope>, "answers"> & { formType: FormType; answers: AssessmentAnswers };

export const STALE_QUESTIONS_ERROR =
  "These questions were updated since the page opened. Please reload the page; your answers are kept on this device.";
export const INVALID_ANSWERS_ERROR = "Some answers need attention before the form can be sent.";

function withAnswers<T extends { formType: FormType; bankVersion: string; answers: unknown }>(
  request: T,
  schema: z.ZodType<AssessmentAnswers>,
): Parsed<T & { answers: AssessmentAnswers }> {
  if (!answersFitCurrentVersion(request.formType, request.bankVersion)) return { ok: false, status: 409, error: STALE_QUESTIONS_ERROR };
  const answers = schema.safeParse(request.answers);
  if (!answers.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of answers.error.issues) {
      const key = issue.path.at(-1);
      if (typeof key === "string" && !fieldErrors[key]) fieldErrors[key] = issue.message;
    }
    return { ok: false, status: 400, error: INVALID_ANSWERS_ERROR, fieldErrors };
  }
  return { ok: true, value: { ...request, answers: answers.data } };
}

export function parseDraftRequest(body: unknown): Parsed<DraftRequest> {
  const parsed = draftEnvelope.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: "The draft could not be read." };
  return withAnswers(parsed.data, draftAnswersSchema(parsed.data.formType));
}

/**
 * A draft begun before the direct risk screen (v3) carries forward, but it is sent only from a page
 * that asks the screen (ADR 0058): a page still showing v3 is told to reload, where the screen waits.
 */
function asksTodaysRiskScreen(formType: FormType, bankVersion: string): boolean {
  if (!isWrittenFormType(formType)) return true;
  return findQuestionBank(formType, bankVersion)?.riskScreen === getQuestionBank(formType).riskScreen;
}

export function parseSubmitRequest(body: unknown): Parsed<SubmitRequest> {
  const parsed = submitEnvelope.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: "The form could not be read." };
  if (!asksTodaysRiskScreen(parsed.data.formType, parsed.data.bankVersion)) return { ok: false, status: 409, error: STALE_QUESTIONS_ERROR };
  return withAnswers(parsed.data, submissionAnswersSchema(parsed.data.formType));
}
