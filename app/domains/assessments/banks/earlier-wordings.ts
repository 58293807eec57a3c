import type { QuestionBank, QuestionId } from "../question-bank";

/** A question's earlier text and/or hint, where it differs from the bank it is derived from. */
type WordingChanges = Partial<Record<QuestionId, { text?: string; hint?: string }>>;

/** `bank` under another version, with the given questions worded as they were then. */
export function withEarlierWording(bank: QuestionBank, version: string, changes: WordingChanges): QuestionBank {
  const unused = new Set(Object.keys(changes));
  const earlier: QuestionBank = {
    ...bank,
    version,
    sections: bank.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => {
        const change = changes[question.id];
        if (!change) return question;
        unused.delete(question.id);
        return { ...question, ...change };
      }),
    })),
  };
  if (unused.size > 0) throw new Error(`${version} rewords questions ${[...unused].join(", ")}, which ${bank.version} does not have`);
  return earlier;
}

/** `bank` under another version, as it was before it asked any scales (every written form's v1). */
export function withoutScales(bank: QuestionBank, version: string): QuestionBank {
  return { ...bank, version, scales: [] };
}

/** `bank` under another version, as it was before it asked the direct risk screen (every written form's v3). */
export function withoutRiskScreen(bank: QuestionBank, version: string): QuestionBank {
  const earlier: QuestionBank = { ...bank, version };
  delete earlier.riskScreen;
  return earlier;
}
