import { EVIDENCE_VERSION, type ReportEvidence } from "~/shared/report-evidence";
import type { DraftedDocument } from "../document/report-document";
import { CRISIS_RESOURCES, REQUIRED_DISCLAIMERS } from "../document/report-outline";

/**
 * Test material for the drafters: a small, fictional marriage submission
 * (one sentence flagged by the safety screen) and a model's good answer for
 * its Catharsis Report. Used by unit and HTTP tests; nothing at run time.
 */
export function marriageEvidence(): ReportEvidence {
  const questions = [
    { number: 1, sectionTitle: "Where things stand", text: "What is happening in your marriage right now?", sentences: ["We argue about money almost every night.", "I feel like I am invisible to him."] },
    { number: 2, sectionTitle: "What helps", text: "What has helped you so far?", sentences: ["I started writing in a journal last month.", "My sister listens when I call her."] },
    { number: 3, sectionTitle: "How you are coping", text: "How are you coping day to day?", sentences: ["Some nights I think everyone would be better off without me."] },
  ];
  const flagged = new Set(["q3.s1"]);
  return {
    version: EVIDENCE_VERSION,
    submissionId: "0b6f1c3e-2d1a-4c55-9a8e-3f7d2b1c0a99",
    formType: "marriage",
    formName: "Marriage Survey",
    bankVersion: "marriage-v1",
    submittedAt: "2026-11-20T15:04:00.000Z",
    questions: questions.map((question) => ({
      id: `marriage-${question.number}`,
      number: question.number,
      sectionTitle: question.sectionTitle,
      text: question.text,
      sentenceIds: question.sentences.map((_, index) => `q${question.number}.s${index + 1}`),
    })),
    sentences: questions.flatMap((question) =>
      question.sentences.map((text, index) => {
        const id = `q${question.number}.s${index + 1}`;
        return { id, questionId: `marriage-${question.number}`, text, safetyCategories: flagged.has(id) ? ["suicidal-thoughts"] : [] };
      }),
    ),
    safety: { categories: ["suicidal-thoughts"], sentenceIds: ["q3.s1"] },
    enneagram: null,
  };
}

const guidance = (text: string) => ({ type: "guidance" as const, text });

/** What a well-behaved model returns for `marriageEvidence()`: ids only, no quote text, no scores. */
export function goodCatharsisDraft(): DraftedDocument {
  return {
    sections: [
      { id: "help-now", title: "If you are in danger right now", blocks: [guidance(`You wrote something that matters. If you are thinking of ending your life, call or text 988, ${CRISIS_RESOURCES[1]}, or call 911.`)] },
      {
        id: "opening-letter",
        title: "A letter to you",
        blocks: [{ type: "paragraph", claims: [{ text: "You wrote honestly about a hard season in your marriage.", evidence: ["q1.s1", "q1.s2"] }] }],
      },
      {
        id: "what-you-told-us",
        title: "What you told us",
        blocks: [
          { type: "quote", sentenceId: "q1.s2" },
          { type: "paragraph", claims: [{ text: "It sounds as if you feel unseen at home.", evidence: ["q1.s2"] }] },
        ],
      },
      { id: "strengths", title: "Strengths you already have", blocks: [{ type: "paragraph", claims: [{ text: "You have already found two supports: a journal and your sister.", evidence: ["q2.s1", "q2.s2"] }] }] },
      { id: "patterns", title: "Patterns worth noticing", blocks: [{ type: "paragraph", claims: [{ text: "Money seems to be where the arguments start.", evidence: ["q1.s1"] }] }] },
      {
        id: "action-plan",
        title: "Your 72-hour plan",
        blocks: [
          {
            type: "plan",
            horizon: "72-hour",
            steps: [
              { when: "Today", action: "Write one page in your journal about the last argument.", evidence: ["q2.s1"] },
              { when: "Tomorrow", action: "Call your sister and tell her how the week has been.", evidence: ["q2.s2"] },
              { when: "The day after", action: "Write down one thing you would like him to see.", evidence: ["q1.s2"] },
            ],
          },
        ],
      },
      { id: "weeks-after", title: "The weeks after", blocks: [guidance("Keep the journal going, a few lines a day.")] },
      { id: "preparing-for-therapy", title: "Preparing for therapy", blocks: [{ type: "list", title: "Questions to ask", items: ["How do you work with couples?", "What happens in a first session?", "How will we know it is helping?"] }] },
      { id: "seek-help-now", title: "When to seek help now", blocks: [guidance(`Call or text 988, ${CRISIS_RESOURCES[1]}, or call 911 in an emergency.`)] },
      { id: "disclaimers", title: "About this report", blocks: [guidance(`${REQUIRED_DISCLAIMERS[0]}. ${REQUIRED_DISCLAIMERS[1]}. It is ${REQUIRED_DISCLAIMERS[2]}.`)] },
    ],
  };
}

/** The section ids one call of a report drafted in parts asks for ("…with exactly these ids: a, b."), read from its prompt. */
export function sectionsAsked(promptText: string): string[] {
  const match = /with exactly these ids: ([a-z0-9, -]+)\./.exec(promptText);
  return match?.[1] ? match[1].split(",").map((id) => id.trim()).filter(Boolean) : [];
}

/** What a well-behaved model answers to one call of a report drafted in parts: the sections it asks for, from `draft`. */
export function partAnswer(draft: DraftedDocument, promptText: string): DraftedDocument {
  const asked = sectionsAsked(promptText);
  return { sections: draft.sections.filter((section) => asked.includes(section.id)) };
}
