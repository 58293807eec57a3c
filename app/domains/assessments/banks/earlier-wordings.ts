import type { QuestionBank, QuestionId, QuestionnaireFormType } from "../question-bank";

/** A question's earlier text and/or hint, where it differs from the bank it is derived from. */
type WordingChanges = Partial<Record<QuestionId, { text?: string; hint?: string }>>;

/**
 * Where v2 of each bank differs from v3: v3 is v2 in US spelling (issue 17), with
 * the same question ids, order, scales and meaning. These are v2's exact words;
 * a test pins v1 and v2 as they were first published.
 */
export const britishSpellingInV2: Record<QuestionnaireFormType, WordingChanges> = {
  marriage: { q29: { hint: "For example, counselling, a faith leader, or a trusted friend." } },
  "death-grief": { q17: { text: "How do you honour or remember the one you lost?" } },
  depression: { q16: { hint: "For example, from a doctor, a counsellor, or a support group." } },
  "mental-health-wellbeing": {},
};

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
