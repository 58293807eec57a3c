import type { QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { questionIds, type QuestionBank } from "~/domains/assessments/question-bank";
import { ASQ_ACUTE_ITEM_ID, ASQ_ITEM_IDS, asqItems, asqScreensPositive, RISK_SCREEN_SECTION } from "~/domains/assessments/scales/asq";
import { SCALES_SECTION, scaleDefinitions, scaleItemIds } from "~/domains/assessments/scales/scale-definitions";
import { isAnswered } from "../questionnaire-answers";

/**
 * The screens of a written form (ADR 41): Client Information, the scales,
 * the direct risk screen (ADR 58), each open-question section, then the review with "Send Form". Pure, so the
 * order of screens, what is still missing and where an invalid field lives
 * can be tested without a browser.
 */
export type Step =
  | { kind: "client"; title: string }
  | { kind: "scales"; title: string }
  | { kind: "risk-screen"; title: string }
  | { kind: "section"; title: string; sectionIndex: number }
  | { kind: "review"; title: string };

export const CLIENT_INFORMATION_TITLE = "Client Information";
export const REVIEW_TITLE = "Review and send";
export const CLIENT_FIELDS = ["email", "completionDate", "firstName", "phone", "phoneConsent"] as const;

export function questionnaireSteps(bank: QuestionBank): Step[] {
  return [
    { kind: "client", title: CLIENT_INFORMATION_TITLE },
    ...(bank.scales.length > 0 ? [{ kind: "scales" as const, title: SCALES_SECTION.title }] : []),
    ...(bank.riskScreen ? [{ kind: "risk-screen" as const, title: RISK_SCREEN_SECTION.title }] : []),
    ...bank.sections.map((section, sectionIndex) => ({ kind: "section" as const, title: section.title, sectionIndex })),
    { kind: "review", title: REVIEW_TITLE },
  ];
}

/** Every field in the order the form shows it: the first invalid one is where a failed send takes the writer. */
export function fieldOrder(bank: QuestionBank): string[] {
  return [...CLIENT_FIELDS, ...scaleItemIds(bank.scales), ...(bank.riskScreen ? ASQ_ITEM_IDS : []), ...questionIds(bank)];
}

export function firstInvalidField(bank: QuestionBank, invalid: Iterable<string>): string | undefined {
  const names = new Set(invalid);
  return fieldOrder(bank).find((field) => names.has(field));
}

/** The screen a field is on; -1 for a name the form does not have. */
export function stepOfField(bank: QuestionBank, field: string): number {
  const steps = questionnaireSteps(bank);
  if ((CLIENT_FIELDS as readonly string[]).includes(field)) return 0;
  if (scaleItemIds(bank.scales).includes(field)) return steps.findIndex((step) => step.kind === "scales");
  if (bank.riskScreen && ASQ_ITEM_IDS.includes(field)) return steps.findIndex((step) => step.kind === "risk-screen");
  const sectionIndex = bank.sections.findIndex((section) => section.questions.some((question) => question.id === field));
  return sectionIndex < 0 ? -1 : steps.findIndex((step) => step.kind === "section" && step.sectionIndex === sectionIndex);
}

/*
 * The step lives in the address's fragment (#step-3), not its query: a
 * fragment change runs no loader, so Next and the browser's Back work
 * offline and never reload the gate under the writer. The page opens
 * without one (screen 1); once moved, screen 1 is "#step-1" too, since
 * leaving the fragment out would count as a new address and reload data.
 */
export function stepHash(step: number): string {
  return `#step-${step + 1}`;
}

export function stepFromHash(hash: string, stepCount: number): number {
  const match = /^#step-(\d+)$/.exec(hash);
  if (!match) return 0;
  const step = Number(match[1]) - 1;
  return step >= 0 && step < stepCount ? step : 0;
}

export type MissingItem = { id: string; label: string };
export type ReviewSection = { step: number; title: string; total: number; missing: MissingItem[] };

/** What each screen still lacks, for the review screen (required fields only: the optional ones are never missing). */
export function missingBySection(bank: QuestionBank, answers: QuestionnaireAnswers): ReviewSection[] {
  const steps = questionnaireSteps(bank);
  return steps.flatMap((step, index): ReviewSection[] => {
    if (step.kind === "client") {
      const missing = [
        ...(answers.email.trim() ? [] : [{ id: "email", label: "Email" }]),
        ...(answers.completionDate ? [] : [{ id: "completionDate", label: "Completion date" }]),
      ];
      return [{ step: index, title: step.title, total: 2, missing }];
    }
    if (step.kind === "scales") {
      const chosen = answers.scales ?? {};
      const items = bank.scales.flatMap((id) => scaleDefinitions[id].items.map((item) => ({ scale: scaleDefinitions[id].name, item })));
      const missing = items.filter(({ item }) => !(item.id in chosen)).map(({ scale, item }) => ({ id: item.id, label: `${scale} ${item.number}. ${item.text}` }));
      return [{ step: index, title: step.title, total: items.length, missing }];
    }
    if (step.kind === "risk-screen") {
      const items = riskScreenQuestionsAsked(answers.scales);
      const missing = items.filter((item) => !(item.id in (answers.scales ?? {}))).map((item) => ({ id: item.id, label: `${item.number}. ${item.text}` }));
      return [{ step: index, title: step.title, total: items.length, missing }];
    }
    if (step.kind === "section") {
      const section = bank.sections[step.sectionIndex]!;
      const firstNumber = bank.sections.slice(0, step.sectionIndex).reduce((sum, each) => sum + each.questions.length, 1);
      const missing = section.questions
        .map((question, position) => ({ id: question.id, label: `${firstNumber + position}. ${question.text}` }))
        .filter(({ id }) => !isAnswered(answers.responses[id]));
      return [{ step: index, title: step.title, total: section.questions.length, missing }];
    }
    return [];
  });
}

/**
 * The screen a draft reopens on when the address names none: where the writer stopped (issue 34),
 * on any device, since the draft is the server's. That is the last screen they wrote anything on,
 * or the screen after it once that one is complete (the review, after the last section). A draft
 * with nothing written yet opens on Client Information, which the account's address prefills.
 */
export function resumeStep(bank: QuestionBank, answers: QuestionnaireAnswers): number {
  const written = missingBySection(bank, answers).filter((screen) => screen.step > 0 && screen.missing.length < screen.total);
  const last = written.at(-1);
  if (!last) return 0;
  return last.missing.length > 0 ? last.step : last.step + 1;
}

/** The risk screen's questions as the form asks them: 1–4 of everyone, 5 after a yes to any of them. */
export function riskScreenQuestionsAsked(chosen: Readonly<Record<string, number>> | undefined) {
  return asqItems.filter((item) => item.id !== ASQ_ACUTE_ITEM_ID || asqScreensPositive(chosen));
}
