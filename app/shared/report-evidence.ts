import type { FormType } from "./form-types";
import type { RiskScreenResult, ScaleScore } from "./scale-scores";

/**
 * What a report is written from: a submission's answers split into sentences
 * with stable ids ("q7.s2": question 7, its second sentence), the safety
 * screen's result per sentence, and any scores. The assessments domain
 * prepares it once per submission (it owns the answers and the banks); the
 * reports domain drafts, verifies and renders from it. Sealed at rest like
 * the answers, because it is the answers.
 */
export const EVIDENCE_VERSION = "evidence-v1";

export type EvidenceSentence = {
  /** `q<question number>.s<sentence number>`, both from 1; for the Enneagram, `e<n>.s1` per statement. */
  id: string;
  questionId: string;
  /** The sentence exactly as the client wrote it (trimmed of surrounding white space). */
  text: string;
  /** Safety-screen categories this sentence hit on its own; empty for most. */
  safetyCategories: string[];
  /**
   * "review" when only the text screen's wider tier heard this sentence (issue 27). The urgent tier is
   * `safetyCategories`, so it is not written twice; absent in evidence prepared before tiers.
   */
  riskTier?: "review";
  /** With `riskTier`: the categories the review tier heard (the brief names them, ADR 0059); absent in older evidence. */
  riskCategories?: string[];
  /** Enneagram only: the client's 1..5 rating of the statement. */
  rating?: number;
};

export type EvidenceQuestion = {
  id: string;
  /** 1-based, as the client saw it ("Question 7"). */
  number: number;
  sectionTitle: string;
  text: string;
  sentenceIds: string[];
};

export type EnneagramProfile = {
  type: number;
  wing: number;
  /** All nine types, in type order 1..9, each 0..100. */
  scores: { type: number; name: string; score: number }[];
};

export type ReportEvidence = {
  version: typeof EVIDENCE_VERSION;
  submissionId: string;
  formType: FormType;
  formName: string;
  bankVersion: string;
  submittedAt: string;
  questions: EvidenceQuestion[];
  sentences: EvidenceSentence[];
  /**
   * The safety screen on the whole submission (its categories are stored
   * with the submission and are never dropped) and the sentences that hit.
   */
  safety: { categories: string[]; sentenceIds: string[] };
  enneagram: EnneagramProfile | null;
  /**
   * The validated scales the client answered (PHQ-9, GAD-7, WHO-5), scored by
   * code at submission. Absent or empty for forms and banks without scales.
   */
  scales?: ScaleScore[];
  /**
   * The direct suicide-risk screen (the ASQ, ADR 0058), scored by code: absent for banks before it.
   * Shown with the scales, and a positive result is among `safety.categories`.
   */
  riskScreen?: RiskScreenResult;
  /**
   * The first name the client gave, if any: code prints it on the cover ("Prepared for June").
   * It is never part of a model's prompt, which needs no name to write from the answers.
   */
  firstName?: string;
};

/**
 * Whether a sentence touches risk, at either tier: such a sentence is quoted or cited only where
 * help is offered (the help-now section) and in the clinician's brief, never as ordinary material.
 */
export function isRiskSentence(sentence: Pick<EvidenceSentence, "safetyCategories" | "riskTier">): boolean {
  return sentence.safetyCategories.length > 0 || sentence.riskTier !== undefined;
}

/**
 * Every sentence a report may quote or cite only in help-now and the clinician's brief: those that
 * touch risk at either tier, and those the screen flagged with their whole answer. The drafters
 * leave them out of ordinary material and verification refuses them there, from this one list.
 */
export function riskSentenceIds(evidence: Pick<ReportEvidence, "sentences" | "safety">): Set<string> {
  return new Set([...evidence.safety.sentenceIds, ...evidence.sentences.filter(isRiskSentence).map((sentence) => sentence.id)]);
}

export function sentenceIndex(evidence: ReportEvidence): Map<string, EvidenceSentence> {
  return new Map(evidence.sentences.map((sentence) => [sentence.id, sentence]));
}
