import type { CategoryId } from "./categories";

/**
 * The five gated questionnaires, in the order the store lists them. These
 * codes are stored (as text) in orders, entitlements, drafts and submissions:
 * add a form here, never rename one. Everything else a form is (its wording,
 * bank, success sentence, what opens it) is its folder under
 * app/domains/assessments/forms/ (ADR 0049).
 */
export const formTypes = ["marriage", "death-grief", "depression", "mental-health-wellbeing", "enneagram"] as const;
export type FormType = (typeof formTypes)[number];

export function isFormType(value: unknown): value is FormType {
  return formTypes.includes(value as FormType);
}

/**
 * What every layer may know of a form, one row each: the words and addresses
 * the database, e-mails, routes and pages share.
 * - `path`: where the questionnaire lives (a written form's route is made from it in app/routes.ts);
 * - `topicLabel`: the short topic name beside a copy, a report or a reminder ("Marriage");
 * - `answers`: "written" for a question bank answered in the client's words
 *   (one shared page, reusable answers, scales), "ratings" for the Enneagram's statements;
 * - `category`: the purchase category that opens it, or null when a product opens it alone.
 */
type FormVocabulary = { path: `/${string}`; topicLabel: string; answers: "written" | "ratings"; category: CategoryId | null };

const formVocabulary = {
  marriage: { path: "/marriage-report-form", topicLabel: "Marriage", answers: "written", category: "marriage" },
  "death-grief": { path: "/death-grief-form", topicLabel: "Death & Grief", answers: "written", category: "death" },
  depression: { path: "/depression-form", topicLabel: "Depression", answers: "written", category: "depression" },
  "mental-health-wellbeing": { path: "/mental-health-wellbeing-form", topicLabel: "Mental Health & Wellbeing", answers: "written", category: "wellbeing" },
  enneagram: { path: "/forms/enneagram", topicLabel: "Enneagram", answers: "ratings", category: null },
} as const satisfies Record<FormType, FormVocabulary>;

function eachForm<T>(pick: (vocabulary: FormVocabulary) => T): Record<FormType, T> {
  return Object.fromEntries(formTypes.map((formType) => [formType, pick(formVocabulary[formType])])) as Record<FormType, T>;
}

/** Where each questionnaire lives. */
export const formPaths: Record<FormType, string> = eachForm((form) => form.path);

/** The short topic name /account, reminders and reports show beside a copy or a report ("Marriage"). */
export const formTopicLabels: Record<FormType, string> = eachForm((form) => form.topicLabel);

/** The purchase category that opens each form (null: a product opens it without one). */
export const formCategories: Record<FormType, CategoryId | null> = eachForm((form) => form.category);

/** The forms answered in the client's own words from a question bank: every form but the Enneagram today. */
export type WrittenFormType = { [K in FormType]: (typeof formVocabulary)[K]["answers"] extends "written" ? K : never }[FormType];

export function isWrittenFormType(value: string): value is WrittenFormType {
  return isFormType(value) && formVocabulary[value].answers === "written";
}

/** The written forms in the store's order. */
export const writtenFormTypes: readonly WrittenFormType[] = formTypes.filter(isWrittenFormType);

/**
 * Where a buyer goes to begin: straight to the questionnaire when the order
 * opens one (however many copies), otherwise /account, which lists them all.
 */
export function startPath(bought: readonly FormType[]): string {
  const distinct = [...new Set(bought)];
  return distinct.length === 1 && distinct[0] ? formPaths[distinct[0]] : "/account";
}
