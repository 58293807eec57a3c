import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { getQuestionBank } from "../../../app/domains/assessments/banks/all-banks";
import { formDetails } from "../../../app/domains/assessments/form-details";
import { questionIds, type QuestionnaireFormType } from "../../../app/domains/assessments/question-bank";
import { fictionalScaleAnswers } from "../../support/fictional-answers";
import { buyFor } from "./purchases";
import { origin } from "./site";

/**
 * Questionnaires without the form UI: buy a copy through the payments
 * fixture, then save a draft or send it through the same endpoints the form
 * uses, from the signed-in page's own cookies (`page.request`).
 */

/** A paid order of one written form for this account; returns the order id. */
export function buyForm(request: APIRequestContext, buyer: { email: string; id: string }, formType: QuestionnaireFormType): Promise<string> {
  return buyFor(request, buyer, [formDetails[formType].purchase]);
}

/**
 * The paid copy the form would open now for the signed-in user (the oldest
 * not yet sent), read from the form page as the server renders it.
 */
export async function openCopyId(page: Page, formType: QuestionnaireFormType): Promise<string> {
  const response = await page.request.get(formDetails[formType].path);
  expect(response.status(), `the ${formType} form page`).toBe(200);
  const id = (await response.text()).match(/\bent_[0-9A-Z]{16}\b/)?.[0];
  expect(id, `an open copy of ${formType}`).toBeDefined();
  return id!;
}

/** Every question and scale item answered; `responses` replaces some answers. */
export function writtenAnswers(formType: QuestionnaireFormType, email: string, responses: Record<string, string> = {}) {
  const all = Object.fromEntries(questionIds(getQuestionBank(formType)).map((id) => [id, `My answer to ${id}.`]));
  return { email, completionDate: "2026-03-01", responses: { ...all, ...responses }, scales: fictionalScaleAnswers(formType) };
}

const sameOrigin = { Origin: origin };

export async function saveDraft(
  page: Page,
  input: { formType: QuestionnaireFormType; entitlementId: string; responses: Record<string, string>; email?: string },
): Promise<void> {
  const response = await page.request.post("/api/assessments/drafts", {
    headers: sameOrigin,
    data: {
      formType: input.formType,
      entitlementId: input.entitlementId,
      bankVersion: getQuestionBank(input.formType).version,
      writerId: `e2e-writer-${crypto.randomUUID().slice(0, 8)}`,
      writerSeq: 1,
      answers: { email: input.email ?? "", completionDate: "", responses: input.responses },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Sends a whole form; returns the submission id. */
export async function submitForm(
  page: Page,
  input: { formType: QuestionnaireFormType; entitlementId: string; email: string; responses?: Record<string, string> },
): Promise<string> {
  const submissionId = crypto.randomUUID();
  const response = await page.request.post("/api/assessments/submissions", {
    headers: sameOrigin,
    data: {
      formType: input.formType,
      entitlementId: input.entitlementId,
      bankVersion: getQuestionBank(input.formType).version,
      submissionId,
      answers: writtenAnswers(input.formType, input.email, input.responses),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return submissionId;
}
