import { z } from "zod";
import { answersFitCurrentBank, getQuestionBank } from "./banks/all-banks";
import { enneagramAnswersFitCurrentVersion, enneagramStatements, enneagramVersion } from "./enneagram/statements";
import { questionIds, type QuestionBank, type QuestionnaireFormType } from "./question-bank";
import { ASQ_ACUTE_ITEM_ID, ASQ_ITEM_IDS, ASQ_SCREENING_ITEM_IDS, asqOptions, asqScreensPositive } from "./scales/asq";
import { scaleDefinitions } from "./scales/scale-definitions";
import { EMAIL_MAX_LENGTH, emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { isWrittenFormType, type FormType } from "~/shared/form-types";

/**
 * What a client sends, checked the same way in the browser and on the
 * server. A draft may be partial (that is what a draft is); a submission
 * must answer everything (spec section 5). Every answer is bounded.
 */
export const MAX_ANSWER_LENGTH = 5_000;

export type QuestionnaireAnswers = {
  email: string;
  completionDate: string;
  /** Optional: the report addresses the client by it (docs/product.md). */
  firstName?: string;
  /** Optional, with `phoneConsent`: the provider may call if worried about the client's safety. */
  phone?: string;
  phoneConsent?: boolean;
  responses: Record<string, string>;
  /**
   * The validated scales' item answers by item id ("phq9-9": 1); absent before the banks had scales.
   * The direct risk screen's answers are here too ("asq-1": 1 for yes, 0 for no; ADR 0058).
   */
  scales?: Record<string, number>;
};

export const CHOOSE_AN_ANSWER_MESSAGE = "Please choose an answer.";
export type EnneagramAnswers = { ratings: Record<string, number> };
export type AssessmentAnswers = QuestionnaireAnswers | EnneagramAnswers;

const isoDate = z.iso.date({ error: "Please enter the completion date." });

export const FIRST_NAME_MAX_LENGTH = 60;
export const PHONE_MAX_LENGTH = 30;
export const PHONE_MESSAGE = "Please enter a phone number with digits, spaces, +, - or brackets only.";
export const PHONE_CONSENT_MESSAGE = "Please tick the box if we may call you, or leave the phone number empty.";
const PHONE_PATTERN = /^\+?[\d\s().-]{6,}$/;

/** Both optional; a phone number given is a real-looking one, and comes with the consent to use it. */
const firstNameAnswer = z.string().max(FIRST_NAME_MAX_LENGTH, `Please keep your first name under ${FIRST_NAME_MAX_LENGTH} characters.`);
const phoneAnswer = z
  .string()
  .max(PHONE_MAX_LENGTH, PHONE_MESSAGE)
  .refine((phone) => phone.trim() === "" || (PHONE_PATTERN.test(phone.trim()) && /\d{6,}/.test(phone.replace(/\D/g, ""))), PHONE_MESSAGE);
const rating = z.number().int().min(1).max(5);

/** A record key that must be one of the form's ids (a draft may hold any subset of them). */
function knownKey(ids: readonly string[]) {
  const known = new Set(ids);
  return z.string().refine((key) => known.has(key), "Unknown question");
}

function choice(values: readonly number[]) {
  return z
    .number({ error: CHOOSE_AN_ANSWER_MESSAGE })
    .int({ error: CHOOSE_AN_ANSWER_MESSAGE })
    .refine((chosen) => values.includes(chosen), CHOOSE_AN_ANSWER_MESSAGE);
}

/** Each scale item of the bank with the values its scale offers (0–3, or the WHO-5's 0–5). */
function scaleItemRules(bank: QuestionBank) {
  return bank.scales.flatMap((scaleId) => {
    const scale = scaleDefinitions[scaleId];
    const value = choice(scale.options.map((option) => option.value));
    return scale.items.map((item) => [item.id, value] as const);
  });
}

/** The risk screen's questions, yes or no, when the bank asks it. */
function riskScreenItemRules(bank: QuestionBank) {
  const yesOrNo = choice(asqOptions.map((option) => option.value));
  return bank.riskScreen ? ASQ_ITEM_IDS.map((id) => [id, yesOrNo] as const) : [];
}

/** Question 5 is asked only after a yes to any of 1–4: a send must answer it then, and may not otherwise. */
function checkAcuteItem(scales: Record<string, number> | undefined, context: z.RefinementCtx, mustAnswer: boolean) {
  const asked = asqScreensPositive(scales);
  const answered = scales?.[ASQ_ACUTE_ITEM_ID] !== undefined;
  if (answered && !asked) context.addIssue({ code: "custom", path: ["scales", ASQ_ACUTE_ITEM_ID], message: "This question is asked only after a yes above." });
  if (mustAnswer && asked && !answered) context.addIssue({ code: "custom", path: ["scales", ASQ_ACUTE_ITEM_ID], message: CHOOSE_AN_ANSWER_MESSAGE });
}

function questionnaireDraft(formType: QuestionnaireFormType) {
  const bank = getQuestionBank(formType);
  const items = [...scaleItemRules(bank), ...riskScreenItemRules(bank)];
  const byId = new Map(items);
  return z.strictObject({
    email: z.string().max(EMAIL_MAX_LENGTH),
    completionDate: z.string().max(10),
    firstName: z.string().max(FIRST_NAME_MAX_LENGTH).optional(),
    phone: z.string().max(PHONE_MAX_LENGTH).optional(),
    phoneConsent: z.boolean().optional(),
    responses: z.record(knownKey(questionIds(bank)), z.string().max(MAX_ANSWER_LENGTH)),
    scales: z
      .record(knownKey([...byId.keys()]), z.number())
      .superRefine((chosen, context) => {
        for (const [id, value] of Object.entries(chosen)) {
          if (!byId.get(id)?.safeParse(value).success) context.addIssue({ code: "custom", path: [id], message: CHOOSE_AN_ANSWER_MESSAGE });
        }
      })
      .optional(),
  })
  .superRefine((answers, context) => checkAcuteItem(answers.scales, context, false));
}

function questionnaireSubmission(formType: QuestionnaireFormType) {
  const bank = getQuestionBank(formType);
  const ids = questionIds(bank);
  const items = scaleItemRules(bank);
  const screenItems = riskScreenItemRules(bank);
  const screenRequired = screenItems.filter(([id]) => id !== ASQ_ACUTE_ITEM_ID);
  const screenAcute = screenItems.filter(([id]) => id === ASQ_ACUTE_ITEM_ID).map(([id, rule]) => [id, rule.optional()] as const);
  // Question 5's key may be absent, which a record of numbers allows; the refinement below says when it must be there.
  const allItems = [...items, ...screenRequired, ...screenAcute] as (readonly [string, z.ZodType<number>])[];
  const answer = z
    .string()
    .max(MAX_ANSWER_LENGTH, `Please keep each answer under ${MAX_ANSWER_LENGTH.toLocaleString("en-US")} characters.`)
    .refine((text) => text.trim().length > 0, "Please answer this question.");
  return z
    .strictObject({
      email: emailAddressSchema(INVALID_EMAIL_MESSAGE),
      completionDate: isoDate,
      firstName: firstNameAnswer.optional(),
      phone: phoneAnswer.optional(),
      phoneConsent: z.boolean().optional(),
      responses: z.strictObject(Object.fromEntries(ids.map((id) => [id, answer]))),
      // A form without scales may leave the key out; one with scales must answer every item.
      scales: allItems.length === 0 ? z.strictObject({}).optional() : z.strictObject(Object.fromEntries(allItems), { error: CHOOSE_AN_ANSWER_MESSAGE }),
    })
    .superRefine((answers, context) => {
      if (screenItems.length > 0) checkAcuteItem(answers.scales, context, true);
      if (answers.phone?.trim() && answers.phoneConsent !== true) {
        context.addIssue({ code: "custom", path: ["phoneConsent"], message: PHONE_CONSENT_MESSAGE });
      }
    });
}

const statementIds = enneagramStatements.map((statement) => statement.id) as [string, ...string[]];
const enneagramDraft = z.strictObject({ ratings: z.record(knownKey(statementIds), rating) });
const enneagramSubmission = z.strictObject({
  ratings: z.strictObject(Object.fromEntries(statementIds.map((id) => [id, rating]))),
});

// Built once per form: an autosave arrives every few seconds, and a schema is a tree of objects.
const draftSchemas = new Map<FormType, z.ZodType<AssessmentAnswers>>();
const submissionSchemas = new Map<FormType, z.ZodType<AssessmentAnswers>>();

export function draftAnswersSchema(formType: FormType): z.ZodType<AssessmentAnswers> {
  let schema = draftSchemas.get(formType);
  if (!schema) draftSchemas.set(formType, (schema = isWrittenFormType(formType) ? questionnaireDraft(formType) : enneagramDraft));
  return schema;
}

export function submissionAnswersSchema(formType: FormType): z.ZodType<AssessmentAnswers> {
  let schema = submissionSchemas.get(formType);
  if (!schema) submissionSchemas.set(formType, (schema = isWrittenFormType(formType) ? questionnaireSubmission(formType) : enneagramSubmission));
  return schema;
}

export function isEnneagramAnswers(answers: AssessmentAnswers): answers is EnneagramAnswers {
  return "ratings" in answers;
}

/**
 * How many questions and scale items have an answer (a blank or whitespace box is not one). The
 * risk screen's question 5 is asked of few, so it counts toward neither figure.
 */
export function countAnswered(answers: AssessmentAnswers): number {
  if (isEnneagramAnswers(answers)) return Object.keys(answers.ratings).length;
  const written = Object.values(answers.responses).filter((text) => text.trim().length > 0).length;
  return written + Object.keys(answers.scales ?? {}).filter((id) => id !== ASQ_ACUTE_ITEM_ID).length;
}

/** Everything the form asks: its written questions, its scale items and the risk screen's questions 1–4. */
export function questionCount(formType: FormType): number {
  if (!isWrittenFormType(formType)) return enneagramStatements.length;
  const bank = getQuestionBank(formType);
  const screen = bank.riskScreen ? ASQ_SCREENING_ITEM_IDS.length : 0;
  return questionIds(bank).length + bank.scales.reduce((sum, id) => sum + scaleDefinitions[id].items.length, 0) + screen;
}

/** The question wording a page shows today; drafts and submissions record it. */
export function currentBankVersion(formType: FormType): string {
  return isWrittenFormType(formType) ? getQuestionBank(formType).version : enneagramVersion;
}

/**
 * Whether answers written against `version` may stay with this form as it is
 * shown today: the current version, or an earlier one that changed spelling
 * only (same ids, same scales). Drafts under any other version are not offered
 * back, and saves from a page showing one are refused as stale.
 */
export function answersFitCurrentVersion(formType: FormType, version: string): boolean {
  return isWrittenFormType(formType) ? answersFitCurrentBank(formType, version) : enneagramAnswersFitCurrentVersion(version);
}
