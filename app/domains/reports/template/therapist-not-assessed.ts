import type { ReportEvidence } from "~/shared/report-evidence";

/**
 * Topics a clinician usually asks about at intake, each with the words that
 * would show one of this form's questions asked about it. A topic no
 * question asked is listed under "Not assessed" (report-style.md: where
 * something matters and is missing, say so). Read from the evidence's own
 * question wording, so each form gets its own list and a new bank version
 * needs no change here.
 */
type IntakeTopic = { topic: string; askedBy: RegExp };

const intakeTopics: readonly IntakeTopic[] = [
  { topic: "Suicidal thoughts, intent or past attempts, asked directly", askedBy: /suicid|end(?:ing)? your life|hurt(?:ing)? yourself|harm(?:ing)? yourself/i },
  { topic: "Safety at home: violence, threats or fear of a partner or relative", askedBy: /\bsafe\b|violence|afraid|threat|abuse/i },
  { topic: "Alcohol and other substance use", askedBy: /alcohol|substance|drug|drink/i },
  { topic: "Medication, current or past", askedBy: /medication|medicine|prescri/i },
  { topic: "Medical history and physical health conditions", askedBy: /medical|diagnos|health condition/i },
  { topic: "Previous mental health care, counseling or hospital stays", askedBy: /help you have (?:had|looked for) before|counsel|therap|treatment/i },
  { topic: "Sleep", askedBy: /sleep/i },
  { topic: "Appetite and eating", askedBy: /meal|eat|appetite|food/i },
  { topic: "Past trauma and earlier life history", askedBy: /trauma|your past|childhood|growing up/i },
  { topic: "Family history of mental health concerns", askedBy: /family history/i },
];

/** The intake topics none of this form's questions asked about, in a clinician's usual order. */
export function notAssessedTopics(evidence: ReportEvidence): string[] {
  return intakeTopics.filter(({ askedBy }) => !evidence.questions.some((question) => askedBy.test(question.text))).map(({ topic }) => topic);
}
