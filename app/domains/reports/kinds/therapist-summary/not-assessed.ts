import { riskSentenceIds, type ReportEvidence } from "~/shared/report-evidence";
import type { ScaleScoreId } from "~/shared/scale-scores";
import { evidenceScales } from "../../document/scale-blocks";
import { choose } from "../../template/guidance/blocks/variety";
import { joinWords } from "./context";
import { ALSO_NOT_ASKED, itemWordings } from "./not-assessed-wordings";

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
  /**
   * Words that show a client wrote about the topic unasked ("wine", "my doctor"), in a few words
   * for a clinician. Left out where a word match could not be trusted or would touch risk.
   */
  mentionedBy?: { words: RegExp; short: string };
};

const intakeTopics: readonly IntakeTopic[] = [
  {
    topic: "Suicidal thoughts, intent or past attempts, asked directly",
    askedBy: /suicid|end(?:ing)? your life|hurt(?:ing)? yourself|harm(?:ing)? yourself/i,
    narrowedBy: { "phq-9": "Suicidal intent, plans or past attempts (PHQ-9 item 9 asks only about thoughts)" },
    narrowedByRiskScreen: "Suicidal intent or plans (the ASQ asks about thoughts and past attempts)",
  },
  { topic: "Safety at home: violence, threats or fear of someone close", askedBy: /\bsafe\b|violence|afraid|threat|abuse/i },
  {
    topic: "Alcohol and other substance use",
    askedBy: /alcohol|substance|drug|drink/i,
    mentionedBy: { words: /\b(?:drinking|drinks|a drink|wine|beer|whiske?y|bourbon|vodka|alcohol|liquor|drunk)\b/i, short: "alcohol" },
  },
  {
    topic: "Medication, current or past",
    askedBy: /medication|medicine|prescri/i,
    mentionedBy: { words: /\b(?:medications?|medicines?|pills?|prescri\w*|antidepressants?)\b/i, short: "medication" },
  },
  {
    topic: "Medical history and physical health conditions",
    askedBy: /medical|diagnos|health condition/i,
    // The client's own health, not the illness of someone they lost: "my knee", "I had surgery".
    mentionedBy: {
      words: /\bmy (?:doctor|surgery|knees?|hips?|back|blood pressure|health|diabetes|arthritis|heart condition)\b|\bI(?: have|'ve| had|'d)? (?:had )?(?:surgery|cancer|diabetes|arthritis|a stroke|a heart attack)\b/i,
      short: "their physical health",
    },
  },
  {
    topic: "Previous mental health care or hospital stays",
    askedBy: /help you have (?:had|looked for) before|counsel|therap|treatment/i,
    mentionedBy: { words: /\b(?:counsel(?:or|ors|ing|ling)|therap(?:y|ist)|psychiatrist|support group)\b/i, short: "past or current counseling" },
  },
  { topic: "sleep", askedBy: /sleep/i, minor: true, mentionedBy: { words: /\b(?:sleep(?:s|ing)?|slept|insomnia|nap(?:s|ping)?)\b/i, short: "sleep" } },
  { topic: "appetite", askedBy: /meal|eat|appetite|food/i, minor: true, mentionedBy: { words: /\b(?:appetite|meals?|eat(?:ing)?|ate)\b/i, short: "appetite and meals" } },
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
  // Each item in one of its wordings, chosen per submission (not-assessed-wordings.ts).
  const seed = evidence.submissionId;
  return [
    ...missing
      .filter((topic) => !topic.minor)
      .map(narrowed)
      .map((item) => choose(seed, `not-assessed:${item}`, itemWordings(item))),
    ...(minor.length > 0 ? [`${choose(seed, "not-assessed:also", ALSO_NOT_ASKED)}: ${joinWords(minor)}`] : []),
  ];
}

/** The intake topics this form's questions asked, each with the questions that asked it, in a clinician's usual order. */
export function askedTopics(evidence: ReportEvidence): { topic: string; questionIds: string[] }[] {
  return intakeTopics
    .map(({ topic, askedBy }) => ({ topic, questionIds: evidence.questions.filter((question) => askedBy.test(question.text)).map((question) => question.id) }))
    .filter((entry) => entry.questionIds.length > 0);
}

/**
 * The topics the form did not ask that the client wrote about anyway, each with the sentences
 * that show it: what a clinician most needs beside the "not assessed" list. Never from a
 * sentence the safety screen raised (those are in the brief's flags, and only there).
 */
export function mentionedUnasked(evidence: ReportEvidence): { short: string; sentenceIds: string[] }[] {
  const risky = riskSentenceIds(evidence);
  const byScales = new Set(evidenceScales(evidence).flatMap((scale) => askedByScale[scale.scaleId]));
  return intakeTopics
    .filter(({ topic, askedBy }) => !byScales.has(topic) && !evidence.questions.some((question) => askedBy.test(question.text)))
    .flatMap(({ mentionedBy }) => {
      if (!mentionedBy) return [];
      const sentenceIds = evidence.sentences.filter((sentence) => !risky.has(sentence.id) && mentionedBy.words.test(sentence.text)).map((sentence) => sentence.id);
      return sentenceIds.length > 0 ? [{ short: mentionedBy.short, sentenceIds }] : [];
    });
}
