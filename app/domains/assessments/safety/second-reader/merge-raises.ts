/**
 * How the second reader's findings join the safety screen's (ADR 0060): a sentence's tier is the
 * higher of the rules' and the model's, never lower than the rules'. Pure, so the same merge
 * serves the reading when it is recorded and the evidence each time it is prepared again.
 */
import type { EvidenceSentence, ReportEvidence } from "~/shared/report-evidence";
import type { SafetyCategory } from "../categories";

export type ReaderTier = "review" | "urgent";
/** What the model said of one sentence, by id; ids are the model's and may name no sentence. */
export type ReaderFinding = { sentenceId: string; tier: ReaderTier; category: SafetyCategory };
/** A finding that lifted a known sentence above the rules. */
export type Raise = { sentenceId: string; tier: ReaderTier; category: string };

type Tier = "none" | ReaderTier;
const rank: Record<Tier, number> = { none: 0, review: 1, urgent: 2 };

/** The rules' tier for a sentence: urgent when the urgent patterns hit it, review when only the wider tier did. */
export function rulesTier(sentence: Pick<EvidenceSentence, "safetyCategories" | "riskTier">): Tier {
  if (sentence.safetyCategories.length > 0) return "urgent";
  return sentence.riskTier === "review" ? "review" : "none";
}

/**
 * The findings that raise a sentence above the rules: for each known sentence, the model's
 * highest tier when it is higher than the rules', with every category the model gave at that
 * tier. A finding at or below the rules' tier changes nothing; an id the submission lacks is
 * ignored and counted.
 */
export function raisesFrom(sentences: readonly EvidenceSentence[], findings: readonly ReaderFinding[]): { raises: Raise[]; unknownIds: number } {
  const byId = new Map(sentences.map((sentence) => [sentence.id, sentence]));
  const unknown = new Set<string>();
  const bySentence = new Map<string, ReaderFinding[]>();
  for (const finding of findings) {
    if (!byId.has(finding.sentenceId)) {
      unknown.add(finding.sentenceId);
      continue;
    }
    bySentence.set(finding.sentenceId, [...(bySentence.get(finding.sentenceId) ?? []), finding]);
  }
  const raises: Raise[] = [];
  // In answer order, so the record reads like the answers do.
  for (const sentence of sentences) {
    const own = bySentence.get(sentence.id);
    if (!own) continue;
    const top = own.reduce<ReaderTier>((highest, finding) => (rank[finding.tier] > rank[highest] ? finding.tier : highest), "review");
    if (rank[top] <= rank[rulesTier(sentence)]) continue;
    const categories = [...new Set(own.filter((finding) => finding.tier === top).map((finding) => finding.category))];
    raises.push(...categories.map((category) => ({ sentenceId: sentence.id, tier: top, category })));
  }
  return { raises, unknownIds: unknown.size };
}

/** The categories the urgent raises add to a submission, in the order first raised. */
export function urgentCategories(raises: readonly Raise[]): string[] {
  return [...new Set(raises.filter((raise) => raise.tier === "urgent").map((raise) => raise.category))];
}

/**
 * The evidence with recorded raises applied: an urgent raise gives its sentence the category (the
 * urgent tier is `safetyCategories`) and puts it among the flagged sentences and the submission's
 * categories; a review raise marks a sentence the rules left unmarked. Nothing is taken away, so
 * applying twice is applying once, and no raise can lower what the rules found.
 */
export function applyRaises(evidence: ReportEvidence, raises: readonly Raise[]): ReportEvidence {
  if (raises.length === 0) return evidence;
  const urgent = new Map<string, string[]>();
  const review = new Set<string>();
  for (const raise of raises) {
    if (raise.tier === "urgent") urgent.set(raise.sentenceId, [...(urgent.get(raise.sentenceId) ?? []), raise.category]);
    else review.add(raise.sentenceId);
  }
  const sentences = evidence.sentences.map((sentence): EvidenceSentence => {
    const categories = urgent.get(sentence.id);
    if (categories) {
      const raised: EvidenceSentence = { ...sentence, safetyCategories: [...new Set([...sentence.safetyCategories, ...categories])] };
      delete raised.riskTier;
      return raised;
    }
    if (review.has(sentence.id) && rulesTier(sentence) === "none") return { ...sentence, riskTier: "review" };
    return sentence;
  });
  const flagged = new Set([...evidence.safety.sentenceIds, ...urgent.keys()]);
  return {
    ...evidence,
    sentences,
    safety: {
      categories: [...new Set([...evidence.safety.categories, ...urgentCategories(raises)])],
      sentenceIds: sentences.filter((sentence) => flagged.has(sentence.id)).map((sentence) => sentence.id),
    },
  };
}
