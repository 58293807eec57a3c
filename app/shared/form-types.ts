/**
 * The five gated questionnaires, in the order the store lists them. These
 * codes are stored (as text) in orders, entitlements, drafts and submissions:
 * add a form here, never rename one.
 */
export const formTypes = ["marriage", "death-grief", "depression", "mental-health-wellbeing", "enneagram"] as const;
export type FormType = (typeof formTypes)[number];

export function isFormType(value: unknown): value is FormType {
  return formTypes.includes(value as FormType);
}

/** Where each questionnaire lives. */
export const formPaths: Record<FormType, string> = {
  marriage: "/marriage-report-form",
  "death-grief": "/death-grief-form",
  depression: "/depression-form",
  "mental-health-wellbeing": "/mental-health-wellbeing-form",
  enneagram: "/forms/enneagram",
};

/**
 * Where a buyer goes to begin: straight to the questionnaire when the order
 * opens one (however many copies), otherwise /account, which lists them all.
 */
export function startPath(bought: readonly FormType[]): string {
  const distinct = [...new Set(bought)];
  return distinct.length === 1 && distinct[0] ? formPaths[distinct[0]] : "/account";
}

/** The short topic name /account shows beside a copy or a report ("Marriage"). */
export const formTopicLabels: Record<FormType, string> = {
  marriage: "Marriage",
  "death-grief": "Death & Grief",
  depression: "Depression",
  "mental-health-wellbeing": "Mental Health & Wellbeing",
  enneagram: "Enneagram",
};
