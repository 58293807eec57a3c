import { expect, type Page } from "@playwright/test";
import { enneagramStatements, ratingScale, type EnneagramType } from "../../../app/domains/assessments/enneagram/statements";
import type { PurchaseItem } from "./purchases";

export const enneagramReport: PurchaseItem = { productId: "enneagram-report", category: null };

export const QUESTIONNAIRE_PATH = "/forms/enneagram/questionnaire";
export const STATEMENTS_PER_PART = 11;

/**
 * A deterministic way of answering: type 4 clearly highest, type 3 its
 * stronger neighbour, type 5 a little, the rest not at all. Scores: 4 = 100,
 * 3 = 75, 5 = 25, others 0; type 4, wing 3.
 */
export function patternRating(type: EnneagramType): number {
  return type === 4 ? 5 : type === 3 ? 4 : type === 5 ? 2 : 1;
}

export const labelFor = (rating: number) => ratingScale.find((option) => option.value === rating)!.label;

export const statementsOfPart = (part: number) => enneagramStatements.slice(part * STATEMENTS_PER_PART, (part + 1) * STATEMENTS_PER_PART);

/** The statement's radio group, named by its number and wording. */
export function statementGroup(page: Page, id: string) {
  const position = enneagramStatements.findIndex((statement) => statement.id === id);
  const statement = enneagramStatements[position]!;
  return page.getByRole("group", { name: `${position + 1}. ${statement.text}`, exact: true });
}

/** Rates every statement of the part on screen by clicking, as a person would. */
export async function ratePart(page: Page, part: number): Promise<void> {
  await expect(page.getByRole("heading", { name: new RegExp(`^Part ${part + 1} of 9`) })).toBeVisible();
  for (const statement of statementsOfPart(part)) {
    await statementGroup(page, statement.id).getByRole("radio", { name: labelFor(patternRating(statement.type)), exact: true }).check();
  }
}

export const allPatternRatings = (): Record<string, number> =>
  Object.fromEntries(enneagramStatements.map((statement) => [statement.id, patternRating(statement.type)]));

/**
 * Rates the first statement through the page, reads which paid copy the page
 * saves to from its draft request, and stores `ratings` as the server draft
 * of that copy (as another device would). The next load opens with them.
 */
export async function seedDraft(page: Page, ratings: Record<string, number>): Promise<void> {
  const first = enneagramStatements[0]!;
  const saved = page.waitForRequest((request) => request.url().endsWith("/api/assessments/drafts") && request.method() === "POST");
  await statementGroup(page, first.id).getByRole("radio", { name: labelFor(patternRating(first.type)), exact: true }).check();
  const { entitlementId, bankVersion } = (await saved).postDataJSON() as { entitlementId: string; bankVersion: string };
  await expect(page.locator("[data-save-state=saved]")).toBeVisible();
  const response = await page.request.post("/api/assessments/drafts", {
    data: { formType: "enneagram", entitlementId, bankVersion, writerId: "e2e-other-device", writerSeq: 1, answers: { ratings } },
  });
  expect(response.status(), await response.text()).toBe(200);
}
