import type { ReportEvidence } from "~/shared/report-evidence";
import type { ScaleScoreId } from "~/shared/scale-scores";
import { evidenceScales } from "../../document/scale-blocks";
import { joinWords } from "./context";

/**
 * Topics a clinician usually asks about at intake, each with the words that
 * would show one of this form's questions asked about it. A topic no
 * question asked is listed under "Not assessed" (docs/report-style.md: where
 * something matters and is missing, say so). Read from the evidence's own
 * question wording, so each form gets its own list and a new bank version
 * needs no change here.
 */
/** `minor` topics share one line at the end ("Also not asked: sleep, past trauma"), so the brief stays one page. */
type IntakeTopic = {
  topic: string;
  askedBy: RegExp;
  minor?: true;
  /** What is still not asked once a scale has asked part of the topic. */
  narrowedBy?: Partial<Record<ScaleScoreId, string>>;
  /** What is still not asked once the direct risk screen (the ASQ, ADR 0058) was asked; it narrows more than any scale. */
  narrowedByRiskScreen?: string;
};

const intakeTopics: readonly IntakeTopic[] = [
  {
    topic: "Suicidal thoughts, intent or past attempts, asked directly",
    askedBy: /suicid|end(?:ing)? your life|hurt(?:ing)? yourself|harm(?:ing)? yourself/i,
    narrowedBy: { "phq-9": "Suicidal intent, plans or past attempts (PHQ-9 item 9 asks only about thoughts)" },
    narrowedByRiskScreen: "Suicidal intent or plans (the ASQ asks about thoughts and past attempts)",
  },
  { topic: "Safety at home: violence, threats or fear of someone close", askedBy: /\bsafe\b|violence|afraid|threat|abuse/i },
  { topic: "Alcohol and other substance use", askedBy: /alcohol|substance|drug|drink/i },
  { topic: "Medication, current or past", askedBy: /medication|medicine|prescri/i },
  { topic: "Medical history and physical health conditions", askedBy: /medical|diagnos|health condition/i },
  { topic: "Previous mental health care or hospital stays", askedBy: /help you have (?:had|looked for) before|counsel|therap|treatment/i },
  { topic: "sleep", askedBy: /sleep/i, minor: true },
  { topic: "appetite", askedBy: /meal|eat|appetite|food/i, minor: true },
  { topic: "past trauma", askedBy: /trauma|your past|childhood|growing up/i, minor: true },
  { topic: "family mental health history", askedBy: /family history/i, minor: true },
];

/**
 * Topics a validated scale's items ask about (PHQ-9 item 3, sleep; item 5,
 * appetite). Item 9 asks about thoughts only, so suicidal intent and past
 * attempts stay "not assessed"; the GAD-7 and WHO-5 ask about none of these.
 */
const askedByScale: Record<ScaleScoreId, readonly string[]> = { "phq-9": ["sleep", "appetite"], "gad-7": [], "who-5": [] };

/** The intake topics none of this form's questions (nor its scales) asked about, in a clinician's usual order, as list items. */
export function notAssessedTopics(evidence: ReportEvidence): string[] {
  const scaleIds = evidenceScales(evidence).map((scale) => scale.scaleId);
  const byScales = new Set(scaleIds.flatMap((scaleId) => askedByScale[scaleId]));
  const missing = intakeTopics.filter(({ topic, askedBy }) => !byScales.has(topic) && !evidence.questions.some((question) => askedBy.test(question.text)));
  const minor = missing.filter((topic) => topic.minor).map(({ topic }) => topic);
  const narrowed = ({ topic, narrowedBy, narrowedByRiskScreen }: IntakeTopic) =>
    (evidence.riskScreen ? narrowedByRiskScreen : undefined) ?? scaleIds.map((scaleId) => narrowedBy?.[scaleId]).find(Boolean) ?? topic;
  return [
    ...missing.filter((topic) => !topic.minor).map(narrowed),
    ...(minor.length > 0 ? [`Also not asked: ${joinWords(minor)}`] : []),
  ];
}
