/**
 * Other wordings of the "Not assessed by this form" items (issue 28: no sentence in most of a
 * form's summaries). The list says the same thing of every client of a form, so each item takes
 * one of its wordings per submission (the variety rule, ADR 0067); the first is the item's own.
 * Every wording names the same topic in a clinician's words, and says no more or less.
 */
const OTHER_WORDINGS: Record<string, readonly string[]> = {
  "Suicidal thoughts, intent or past attempts, asked directly": [
    "Suicidal thoughts, intent or past attempts, asked about directly",
    "A direct question on suicidal thoughts, intent or past attempts",
    "Suicidal thoughts, intent or attempts (never asked directly)",
    "Direct questions on suicidal thoughts, intent or past attempts",
  ],
  "Suicidal intent, plans or past attempts (PHQ-9 item 9 asks only about thoughts)": [
    "Suicidal intent, plans or attempts (PHQ-9 item 9 covers thoughts only)",
    "Intent, plans or past attempts (item 9 of the PHQ-9 asks only about thoughts)",
    "Suicidal plans, intent or past attempts, beyond PHQ-9 item 9's question on thoughts",
    "Past attempts, plans or intent (the PHQ-9 asks about suicidal thoughts only)",
  ],
  "Suicidal intent or plans (the ASQ asks about thoughts and past attempts)": [
    "Suicidal intent or plans; the ASQ covers thoughts and past attempts only",
    "Intent or plans to end their life (the ASQ asked only about thoughts and past attempts)",
    "Suicidal plans or intent, beyond the ASQ's questions on thoughts and past attempts",
    "Plans or intent to act on suicidal thoughts (the ASQ asks about thoughts and attempts)",
  ],
  "Safety at home: violence, threats or fear of someone close": [
    "Fear, threats or violence from someone close at home",
    "Violence, threats or fear of someone close, at home",
    "Whether they are safe at home: violence, threats or fear of a partner or relative",
    "Home safety, including violence, threats or fear of someone close",
  ],
  "Alcohol and other substance use": ["Use of alcohol and other substances", "Drinking and other substance use", "Alcohol or drug use", "Substance use, including alcohol"],
  "Medication, current or past": ["Current or past medication", "Medicines taken now or in the past", "Prescribed medication, past and present", "Any medication, current or previous"],
  "Medical history and physical health conditions": [
    "Physical health conditions and medical history",
    "Medical history, including physical illness",
    "Physical health and past medical problems",
    "Health conditions and medical history",
  ],
  "Previous mental health care or hospital stays": [
    "Past mental health care, including any hospital stays",
    "Earlier mental health treatment or admissions",
    "Any previous counseling, psychiatric care or hospital stays",
    "Mental health care before now, including hospital stays",
  ],
};

/** The lead-in of the last item, which gathers the minor topics ("Also not asked: sleep, appetite"). */
export const ALSO_NOT_ASKED = ["Also not asked", "Not asked either", "Also not covered", "Also left unasked", "Other topics not asked"] as const;

/** The items that have other wordings. */
export function wordedItems(): string[] {
  return Object.keys(OTHER_WORDINGS);
}

/** Every wording of an item, its own first. */
export function itemWordings(item: string): readonly string[] {
  return [item, ...(OTHER_WORDINGS[item] ?? [])];
}
