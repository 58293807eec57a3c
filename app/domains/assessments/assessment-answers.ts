import { z } from "zod";
import { getQuestionBank } from "./banks/all-banks";
import { enneagramStatements, enneagramVersion } from "./enneagram/statements";
import { questionIds, type QuestionnaireFormType } from "./question-bank";
import { EMAIL_MAX_LENGTH, emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { type FormType } from "~/shared/form-types";

/**
 * What a client sends, checked the same way in the browser and on the
 * server. A draft may be partial (that is what a draft is); a submission
 * must answer everything (spec section 5). Every answer is bounded.
 */
export const MAX_ANSWER_LENGTH = 5_000;

export type QuestionnaireAnswers = { email: string; completionDate: string; responses: Record<string, string> };
export type EnneagramAnswers = { ratings: Record<string, number> };
export type AssessmentAnswers = QuestionnaireAnswers | EnneagramAnswers;

const isoDate = z.iso.date({ error: "Please enter the completion date." });
const rating = z.number().int().min(1).max(5);

/** A record key that must be one of the form's ids (a draft may hold any subset of them). */
function knownKey(ids: readonly string[]) {
  const known = new Set(ids);
  return z.string().refine((key) => known.has(key), "Unknown question");
}

function questionnaireDraft(formType: QuestionnaireFormType) {
  const ids = questionIds(getQuestionBank(formType));
  return z.strictObject({
    email: z.string().max(EMAIL_MAX_LENGTH),
    completionDate: z.string().max(10),
    responses: z.record(knownKey(ids), z.string().max(MAX_ANSWER_LENGTH)),
  });
}

function questionnaireSubmission(formType: QuestionnaireFormType) {
  const ids = questionIds(getQuestionBank(formType));
  const answer = z
    .string()
    .max(MAX_ANSWER_LENGTH, `Please keep each answer under ${MAX_ANSWER_LENGTH.toLocaleString("en-US")} characters.`)
    .refine((text) => text.trim().length > 0, "Please answer this question.");
  return z.strictObject({
    email: emailAddressSchema(INVALID_EMAIL_MESSAGE),
    completionDate: isoDate,
    responses: z.strictObject(Object.fromEntries(ids.map((id) => [id, answer]))),
  });
}

const statementIds = enneagramStatements.map((statement) => statement.id) as [string, ...string[]];
const enneagramDraft = z.strictObject({ ratings: z.record(knownKey(statementIds), rating) });
const enneagramSubmission = z.strictObject({
  ratings: z.strictObject(Object.fromEntries(statementIds.map((id) => [id, rating]))),
});

export function draftAnswersSchema(formType: FormType): z.ZodType<AssessmentAnswers> {
  return formType === "enneagram" ? enneagramDraft : questionnaireDraft(formType);
}

export function submissionAnswersSchema(formType: FormType): z.ZodType<AssessmentAnswers> {
  return formType === "enneagram" ? enneagramSubmission : questionnaireSubmission(formType);
}

export function isEnneagramAnswers(answers: AssessmentAnswers): answers is EnneagramAnswers {
  return "ratings" in answers;
}

/** How many questions have an answer (a blank or whitespace box is not one). */
export function countAnswered(answers: AssessmentAnswers): number {
  if (isEnneagramAnswers(answers)) return Object.keys(answers.ratings).length;
  return Object.values(answers.responses).filter((text) => text.trim().length > 0).length;
}

export function questionCount(formType: FormType): number {
  return formType === "enneagram" ? enneagramStatements.length : questionIds(getQuestionBank(formType)).length;
}

/** The question wording a page shows today; drafts and submissions record it. */
export function currentBankVersion(formType: FormType): string {
  return formType === "enneagram" ? enneagramVersion : getQuestionBank(formType).version;
}
