import type { EvidenceSentence, ReportEvidence } from "~/shared/report-evidence";

/**
 * Which Enneagram type each statement describes. The evidence carries each
 * statement's wording and rating but not its type, and the reports domain
 * may not import the assessments domain's bank. The type follows from the
 * statement's position by the bank's fixed interleaving rule, which is part
 * of its version: round r (11 rounds) lists type ((4i + r) mod 9) + 1 for
 * i = 0..8. A new bank version must be added here; the test checks this
 * rule against the bank itself.
 */
function interleavedType(statementNumber: number): number {
  const round = Math.floor((statementNumber - 1) / 9);
  const position = (statementNumber - 1) % 9;
  return ((4 * position + round) % 9) + 1;
}

// v2 respelled one statement (US spelling) and kept the order: the same rule.
const STATEMENT_RULES: Record<string, (statementNumber: number) => number> = {
  "enneagram-v1": interleavedType,
  "enneagram-v2": interleavedType,
};

/** The questionnaire's rating labels, turned to the second person for the report ("mostly like you"). */
export const ratingLabels: Record<number, string> = {
  1: "not at all like you",
  2: "a little like you",
  3: "somewhat like you",
  4: "mostly like you",
  5: "very much like you",
};

export type RatedStatement = EvidenceSentence & { rating: number; statementNumber: number; statementType: number };

/** Every rated statement with its number and type, in questionnaire order. */
export function ratedStatements(evidence: ReportEvidence): RatedStatement[] {
  const rule = STATEMENT_RULES[evidence.bankVersion];
  if (!rule) throw new Error(`The template drafter does not know the Enneagram bank "${evidence.bankVersion}"`);
  const numbers = new Map(evidence.questions.map((question) => [question.id, question.number]));
  return evidence.sentences.flatMap((sentence): RatedStatement[] => {
    const statementNumber = numbers.get(sentence.questionId);
    if (statementNumber === undefined || sentence.rating === undefined) return [];
    return [{ ...sentence, rating: sentence.rating, statementNumber, statementType: rule(statementNumber) }];
  });
}

/**
 * A type's statements, the ones the client agreed with most first (ties in
 * questionnaire order, so the same answers always give the same report).
 */
export function statementsForType(statements: readonly RatedStatement[], type: number): RatedStatement[] {
  return statements
    .filter((statement) => statement.statementType === type)
    .sort((a, b) => b.rating - a.rating || a.statementNumber - b.statementNumber);
}

/** A type's least-agreed statements first: used to show what does not fit. */
export function weakestForType(statements: readonly RatedStatement[], type: number): RatedStatement[] {
  return statements
    .filter((statement) => statement.statementType === type)
    .sort((a, b) => a.rating - b.rating || a.statementNumber - b.statementNumber);
}
