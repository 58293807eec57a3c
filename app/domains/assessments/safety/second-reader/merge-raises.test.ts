import { describe, expect, it } from "vitest";
import { riskSentenceIds, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import { applyRaises, raisesFrom, rulesTier, urgentCategories, type ReaderFinding } from "./merge-raises";

const sentence = (id: string, rules: Partial<Pick<EvidenceSentence, "safetyCategories" | "riskTier">> = {}): EvidenceSentence => ({
  id,
  questionId: id.split(".")[0]!,
  text: `Sentence ${id}.`,
  safetyCategories: [],
  ...rules,
});

// q1.s1 nothing, q1.s2 review by the rules, q2.s1 urgent by the rules.
const sentences = [sentence("q1.s1"), sentence("q1.s2", { riskTier: "review" }), sentence("q2.s1", { safetyCategories: ["self-harm"] })];
const evidence: ReportEvidence = {
  version: "evidence-v1",
  submissionId: "sub-1",
  formType: "depression",
  formName: "Depression Assessment",
  bankVersion: "depression-v1",
  submittedAt: "2026-11-27T00:00:00.000Z",
  questions: [],
  sentences,
  safety: { categories: ["self-harm"], sentenceIds: ["q2.s1"] },
  enneagram: null,
};

describe("the second reader's raises", () => {
  it("raise a sentence the rules left alone to the model's tier, with its category", () => {
    const findings: ReaderFinding[] = [{ sentenceId: "q1.s1", tier: "urgent", category: "suicidal-thoughts" }];
    expect(raisesFrom(sentences, findings)).toEqual({ raises: [{ sentenceId: "q1.s1", tier: "urgent", category: "suicidal-thoughts" }], unknownIds: 0 });
  });

  it("raise a review sentence to urgent, but never lower one: review on an urgent sentence, or on a review one, changes nothing", () => {
    const findings: ReaderFinding[] = [
      { sentenceId: "q1.s2", tier: "urgent", category: "suicidal-thoughts" },
      { sentenceId: "q2.s1", tier: "review", category: "self-harm" },
      { sentenceId: "q1.s2", tier: "review", category: "abuse" },
    ];
    const { raises } = raisesFrom(sentences, findings);
    expect(raises).toEqual([{ sentenceId: "q1.s2", tier: "urgent", category: "suicidal-thoughts" }]);

    const merged = applyRaises(evidence, raises);
    expect(merged.sentences.map(rulesTier)).toEqual(["none", "urgent", "urgent"]);
    // The urgent sentence keeps what the rules gave it.
    expect(merged.sentences[2]?.safetyCategories).toEqual(["self-harm"]);
  });

  it("ignore ids the submission does not have, and count them", () => {
    const findings: ReaderFinding[] = [
      { sentenceId: "q9.s9", tier: "urgent", category: "suicidal-thoughts" },
      { sentenceId: "q1.s10", tier: "urgent", category: "abuse" },
      { sentenceId: "q9.s9", tier: "review", category: "abuse" },
    ];
    const result = raisesFrom(sentences, findings);
    expect(result).toEqual({ raises: [], unknownIds: 2 });
    expect(applyRaises(evidence, result.raises)).toBe(evidence);
  });

  it("mark a review raise so the sentence is kept to help-now and the brief, without making the submission urgent", () => {
    const { raises } = raisesFrom(sentences, [{ sentenceId: "q1.s1", tier: "review", category: "suicidal-thoughts" }]);
    const merged = applyRaises(evidence, raises);
    expect(merged.sentences[0]?.riskTier).toBe("review");
    expect(merged.sentences[0]?.safetyCategories).toEqual([]);
    expect(urgentCategories(raises)).toEqual([]);
    expect(merged.safety).toEqual(evidence.safety);
    expect(riskSentenceIds(merged).has("q1.s1")).toBe(true);
    expect(riskSentenceIds(evidence).has("q1.s1")).toBe(false);
  });

  it("put an urgent raise among the flagged sentences and the submission's categories, in answer order, and apply once however often applied", () => {
    const { raises } = raisesFrom(sentences, [
      { sentenceId: "q1.s1", tier: "urgent", category: "suicidal-thoughts" },
      { sentenceId: "q1.s1", tier: "urgent", category: "danger-at-home" },
      { sentenceId: "q1.s1", tier: "review", category: "abuse" },
    ]);
    expect(urgentCategories(raises)).toEqual(["suicidal-thoughts", "danger-at-home"]);
    const merged = applyRaises(evidence, raises);
    expect(merged.sentences[0]?.safetyCategories).toEqual(["suicidal-thoughts", "danger-at-home"]);
    expect(merged.safety).toEqual({ categories: ["self-harm", "suicidal-thoughts", "danger-at-home"], sentenceIds: ["q1.s1", "q2.s1"] });
    expect(applyRaises(merged, raises)).toEqual(merged);
  });

  it("lift a review sentence's mark when it becomes urgent, so it is not written twice", () => {
    const merged = applyRaises(evidence, [{ sentenceId: "q1.s2", tier: "urgent", category: "abuse" }]);
    expect(merged.sentences[1]).toEqual({ id: "q1.s2", questionId: "q1", text: "Sentence q1.s2.", safetyCategories: ["abuse"] });
  });
});
