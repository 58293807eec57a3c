/**
 * What the safety screen stored on a submission, read the same way by the
 * assessments and reports domains (ADR 0059): urgent comes first; a
 * submission with only review-tier sentences is "read first"; either one
 * means a person must follow it up and the client was shown crisis support.
 * The categories are ids, never the client's words.
 */
export type StoredRisk = { urgent: boolean; reviewRiskCategories: readonly string[] };

/** Listed "Read first" in the queues: review-tier sentences and nothing urgent. */
export function isReadFirst(risk: StoredRisk): boolean {
  return !risk.urgent && risk.reviewRiskCategories.length > 0;
}

/** Urgent or read first: a follow-up is owed, and the client saw crisis support. */
export function isRiskFlagged(risk: StoredRisk): boolean {
  return risk.urgent || risk.reviewRiskCategories.length > 0;
}
