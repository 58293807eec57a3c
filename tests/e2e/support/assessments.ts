import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { getQuestionBank } from "../../../app/domains/assessments/banks/all-banks";
import { formDetails, type QuestionnaireFormType } from "../../../app/domains/assessments/form-details";
import { allQuestions, type QuestionBank } from "../../../app/domains/assessments/question-bank";
import { asqOptions } from "../../../app/domains/assessments/scales/asq";
import { scaleOfItem } from "../../../app/domains/assessments/scales/scale-definitions";
import { questionnaireSteps, stepOfField } from "../../../app/features/assessments/questionnaire/steps/questionnaire-steps";
import { fictionalScaleAnswers } from "../../support/fictional-answers";
import { buyFor } from "./purchases";

/** The four written questionnaires with their banks, for tests that loop over them. */
export const writtenForms = (["marriage", "death-grief", "depression", "mental-health-wellbeing"] as const).map((formType) => ({
  ...formDetails[formType],
  formType,
  bank: getQuestionBank(formType) as QuestionBank,
}));

export function questionsOf(formType: QuestionnaireFormType) {
  return allQuestions(getQuestionBank(formType));
}

/** Paid copies of written forms for this account, through the payments fixture (one order). */
export async function buyForms(
  request: APIRequestContext,
  buyer: { email: string; id: string },
  forms: { formType: QuestionnaireFormType; quantity?: number }[],
): Promise<void> {
  await buyFor(request, buyer, forms.map(({ formType, quantity = 1 }) => ({ ...formDetails[formType].purchase, quantity })));
}

/** The questionnaire form once it is hydrated and autosaving. */
export function questionnaire(page: Page): Locator {
  return page.locator('form[data-autosave="ready"]');
}

/**
 * The gated part is on the page once: no late-streamed second copy, even a
 * hidden one, sits beside the hydrated one (a bug `components/ui/deferred.tsx`
 * fixed; this fails if it returns).
 */
export async function gateSettled(page: Page): Promise<void> {
  await expect(page.locator("h1")).toHaveCount(1);
}

/** Opens a written form and waits until typing in it is saved. */
export async function openForm(page: Page, formType: QuestionnaireFormType): Promise<Locator> {
  await page.goto(formDetails[formType].path);
  return formReady(page);
}

/** The questionnaire once hydrated and alone on the page (after a load or reload). */
export async function formReady(page: Page): Promise<Locator> {
  const form = questionnaire(page);
  await expect(form).toBeVisible();
  await gateSettled(page);
  return form;
}

export const answerBox = (page: Page, questionId: string) => page.locator(`#answer-${questionId}`);

/** Where the draft stands, as the progress bar above every screen says it. */
export function saveStatus(form: Locator): Locator {
  return form.page().getByTestId("progress-bar").locator("[data-save-state]");
}

/** The screen on show (0 is Client Information; the last is the review). */
export function shownScreen(page: Page): Locator {
  return page.locator("[data-step]:not([hidden])");
}

async function shownScreenIndex(page: Page): Promise<number> {
  await expect(shownScreen(page)).toHaveCount(1);
  return Number(await shownScreen(page).getAttribute("data-step"));
}

/** Walks to a screen (0-based) with the screens' own Back and Next buttons, as a writer would. */
export async function goToScreen(page: Page, target: number): Promise<void> {
  for (let current = await shownScreenIndex(page); current !== target; current = await shownScreenIndex(page)) {
    const forward = current < target;
    await shownScreen(page).getByRole("button", { name: forward ? /^Next/ : /^Back/ }).click();
    await expect(page.locator(`[data-step="${forward ? current + 1 : current - 1}"]`)).toBeVisible();
  }
}

/** The screen holding a field ("email", "phq9-1", "q12"). */
export function screenOf(formType: QuestionnaireFormType, field: string): number {
  return stepOfField(getQuestionBank(formType), field);
}

/** Opens the screen with a field on it; the form type is read from the page's address. */
export async function goToField(page: Page, field: string): Promise<void> {
  await goToScreen(page, screenOf(formTypeOf(page), field));
}

/** The last screen, with the answers listed, the disclaimers and "Send Form". */
export async function goToReview(page: Page): Promise<void> {
  await goToScreen(page, questionnaireSteps(getQuestionBank(formTypeOf(page))).length - 1);
}

/** Reaches the review screen and presses "Send Form". */
export async function sendForm(page: Page): Promise<void> {
  await goToReview(page);
  await page.getByRole("button", { name: "Send Form" }).click();
}

function formTypeOf(page: Page): QuestionnaireFormType {
  const pathname = new URL(page.url()).pathname;
  const entry = Object.entries(formDetails).find(([, details]) => details.path === pathname);
  if (!entry) throw new Error(`${pathname} is not a written questionnaire`);
  return entry[0] as QuestionnaireFormType;
}

/** Fills answers quickly (fill, not keystrokes), each on its own screen; `text` gives each question's answer. */
export async function answer(page: Page, questionIds: string[], text: (questionId: string) => string): Promise<void> {
  for (const id of questionIds) {
    await goToField(page, id);
    await answerBox(page, id).fill(text(id));
  }
}

/** One scale item's radio group, named by its legend. */
export function scaleItem(page: Page, itemId: string): Locator {
  return page.locator(`fieldset[data-scale-item="${itemId}"]`);
}

/**
 * Answers every scale item the form asks by clicking the option's label, with
 * the fictional clients' middling answers (PHQ-9 item 9 at zero unless given),
 * then the direct risk screen on its own screen: no to questions 1–4 unless
 * `asq` gives other answers ("asq-1": 1 is yes).
 */
export async function answerScales(
  page: Page,
  formType: QuestionnaireFormType,
  options: { phq9Item9?: number; asq?: Record<string, number> } = {},
): Promise<void> {
  const steps = questionnaireSteps(getQuestionBank(formType));
  const answers = Object.entries(fictionalScaleAnswers(formType, options));
  await goToScreen(page, steps.findIndex((step) => step.kind === "scales"));
  for (const [itemId, value] of answers) {
    const scale = scaleOfItem(itemId);
    if (!scale) continue;
    const label = scale.options.find((option) => option.value === value)!.label;
    await scaleItem(page, itemId).getByRole("radio", { name: label, exact: true }).check();
  }
  const screen = steps.findIndex((step) => step.kind === "risk-screen");
  if (screen < 0) return;
  await goToScreen(page, screen);
  for (const [itemId, value] of answers.filter(([id]) => id.startsWith("asq-"))) {
    await scaleItem(page, itemId).getByRole("radio", { name: asqOptions.find((option) => option.value === value)!.label, exact: true }).check();
  }
}

/** Today's date in this machine's time zone (the browser's too), as the date input holds it. */
export function todayIso(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}


/** Unsynced local copies of drafts this browser holds. */
export async function localDraftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("catharsis:draft:")));
}
