import type { QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import type { QuestionBank } from "~/domains/assessments/question-bank";
import { ASQ_ACUTE_ITEM_ID, ASQ_SCREENING_ITEM_IDS, asqScreensPositive, RISK_SCREEN_SECTION } from "~/domains/assessments/scales/asq";
import { SCALES_SECTION, scaleItemIds } from "~/domains/assessments/scales/scale-definitions";

/** Today's date in the writer's own time zone, as a date input wants it (YYYY-MM-DD). */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A fresh form: the given e-mail (the account's, or empty after a send, spec section 4), today's date, no responses. */
export function emptyQuestionnaireAnswers(email: string, now: Date = new Date()): QuestionnaireAnswers {
  return { email, completionDate: todayIso(now), responses: {}, scales: {} };
}

/** A blank or whitespace-only box is not an answer (the server refuses it too). */
export function isAnswered(text: string | undefined): boolean {
  return typeof text === "string" && text.trim().length > 0;
}

export type SectionProgress = { title: string; anchorId: string; answered: number; total: number };

export const SCALES_ANCHOR_ID = "section-scales";
export const RISK_SCREEN_ANCHOR_ID = "section-risk-screen";

export function sectionAnchorId(index: number): string {
  return `section-${index + 1}`;
}

/** How far along each section is, for the progress overview: the scales and the risk screen first when the bank has them. */
export function sectionProgress(bank: QuestionBank, answers: Pick<QuestionnaireAnswers, "responses" | "scales">): SectionProgress[] {
  const written = bank.sections.map((section, index) => ({
    title: section.title,
    anchorId: sectionAnchorId(index),
    answered: section.questions.filter((question) => isAnswered(answers.responses[question.id])).length,
    total: section.questions.length,
  }));
  const chosen = answers.scales ?? {};
  const items = scaleItemIds(bank.scales);
  const scales = { title: SCALES_SECTION.title, anchorId: SCALES_ANCHOR_ID, answered: items.filter((id) => id in chosen).length, total: items.length };
  const asked = [...ASQ_SCREENING_ITEM_IDS, ...(asqScreensPositive(chosen) ? [ASQ_ACUTE_ITEM_ID] : [])];
  const screen = { title: RISK_SCREEN_SECTION.title, anchorId: RISK_SCREEN_ANCHOR_ID, answered: asked.filter((id) => id in chosen).length, total: asked.length };
  return [...(bank.scales.length > 0 ? [scales] : []), ...(bank.riskScreen ? [screen] : []), ...written];
}
