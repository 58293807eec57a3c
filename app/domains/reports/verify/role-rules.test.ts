import { describe, expect, it } from "vitest";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportBlock, ReportDocument, ReportSection } from "../document/report-document";
import { exampleEvidence, exampleReport } from "./example-reports";
import { checkRoles } from "./role-rules";
import { verifyReport } from "./verify-report";

/**
 * The example client with two more answers, as a widower might write them (fictional): one answer
 * to the question about other relationships, with a withdrawal and a support, and one about
 * getting through the days that is no hope.
 */
function widowerEvidence(): ReportEvidence {
  const base = exampleEvidence();
  const added = [
    { number: 7, text: "How has your loss affected your other relationships?", sentences: ["I've pulled away from our couple friends.", "My daughter calls every Sunday, which helps."] },
    { number: 8, text: "How have you been getting through the days?", sentences: ["I walk the dog every morning, not because I want to."] },
  ];
  return {
    ...base,
    questions: [
      ...base.questions,
      ...added.map((question) => ({ id: `depression-${question.number}`, number: question.number, sectionTitle: "Others", text: question.text, sentenceIds: question.sentences.map((_, index) => `q${question.number}.s${index + 1}`) })),
    ],
    sentences: [
      ...base.sentences,
      ...added.flatMap((question) => question.sentences.map((text, index) => ({ id: `q${question.number}.s${index + 1}`, questionId: `depression-${question.number}`, text, safetyCategories: [] }))),
    ],
  };
}

const WITHDRAWAL = "q7.s1";
const SUPPORT = "q7.s2";
const NOT_A_GOAL = "q8.s1";

const textOf = (evidence: ReportEvidence, id: string) => evidence.sentences.find((sentence) => sentence.id === id)!.text;
const quote = (evidence: ReportEvidence, id: string): ReportBlock => ({ type: "quote", sentenceId: id, text: textOf(evidence, id) });

function withBlocks(document: ReportDocument, sectionId: string, ...blocks: ReportBlock[]): ReportDocument {
  return { ...document, sections: document.sections.map((section): ReportSection => (section.id === sectionId ? { ...section, blocks: [...section.blocks, ...blocks] } : section)) };
}

describe("a cited sentence whose role does not fit its block", () => {
  const evidence = widowerEvidence();

  it("refuses a withdrawal quoted under strengths, saying which sentence, where, what it reads as and what to cite instead", () => {
    const document = withBlocks(exampleReport("catharsis", evidence), "strengths", quote(evidence, WITHDRAWAL));
    const failures = checkRoles(document, evidence);
    expect(failures).toEqual([expect.objectContaining({ rule: "role-misfit", sectionId: "strengths", sentenceId: WITHDRAWAL })]);
    expect(failures[0]!.message).toBe(
      'Sentence q7.s1 is offered as a strength in "strengths", but it reads as a difficulty (its words are of withdrawal). Cite a support, a memory or a hope here instead, or speak to this sentence where it belongs.',
    );
    expect(failures[0]!.message).not.toContain(textOf(evidence, WITHDRAWAL));
    expect(verifyReport(document, evidence).ok).toBe(false);
  });

  it("lets the support beside it stand there, and the withdrawal stand where the report speaks to it", () => {
    expect(checkRoles(withBlocks(exampleReport("catharsis", evidence), "strengths", quote(evidence, SUPPORT)), evidence)).toEqual([]);
    const document = withBlocks(exampleReport("catharsis", evidence), "what-you-told-us", { type: "paragraph", claims: [{ text: "You have seen less of your friends since the loss.", evidence: [WITHDRAWAL] }] }, quote(evidence, WITHDRAWAL));
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
  });

  it("refuses it in a model's draft too, in a section the model named itself or after a claim offering it as a help", () => {
    const model: ReportDocument = { ...exampleReport("catharsis", evidence), drafter: "model" };
    const ownSection = { ...model, sections: [...model.sections.slice(0, 3), { id: "theme-people", title: "The people who support you", blocks: [quote(evidence, WITHDRAWAL)] }, ...model.sections.slice(3)] };
    expect(checkRoles(ownSection, evidence)).toEqual([expect.objectContaining({ rule: "role-misfit", sectionId: "theme-people", sentenceId: WITHDRAWAL })]);
    const offered = withBlocks(model, "what-you-told-us", { type: "paragraph", claims: [{ text: "You also named some of the people and things that help you, such as this:", evidence: [SUPPORT] }] }, quote(evidence, WITHDRAWAL));
    expect(checkRoles(offered, evidence)).toEqual([expect.objectContaining({ rule: "role-misfit", sectionId: "what-you-told-us", sentenceId: WITHDRAWAL })]);
  });

  it("refuses a Therapist Summary goal that answers no question about hopes, in the goals section and in the brief", () => {
    const summary = exampleReport("therapist-summary", evidence);
    const inGoals = withBlocks(summary, "goals", quote(evidence, NOT_A_GOAL));
    expect(checkRoles(inGoals, evidence)).toEqual([expect.objectContaining({ rule: "role-misfit", sectionId: "goals", sentenceId: NOT_A_GOAL })]);
    expect(checkRoles(inGoals, evidence)[0]!.message).toContain("Cite a hope or goal from the questions about hopes here instead");
    const inBrief = withBlocks(summary, "brief", { type: "paragraph", claims: [{ text: "The client's goals, in their words (Q6 and Q8):", evidence: ["q6.s1", NOT_A_GOAL] }] }, quote(evidence, NOT_A_GOAL));
    expect(checkRoles(inBrief, evidence)).toEqual([expect.objectContaining({ rule: "role-misfit", sectionId: "brief", sentenceId: NOT_A_GOAL })]);
  });

  it("refuses what the example report once offered as a strength: a pastime the client has given up", () => {
    const document = withBlocks(exampleReport("catharsis", evidence), "strengths", { type: "paragraph", claims: [{ text: "You know what used to help: the garden and the book club.", evidence: ["q4.s1"] }] });
    expect(checkRoles(document, evidence)).toEqual([expect.objectContaining({ sentenceId: "q4.s1", sectionId: "strengths" })]);
  });

  it("passes every example report, and does not read the Enneagram's rated statements for roles", () => {
    for (const kind of ["catharsis", "root-cause", "therapist-summary"] as const) expect(checkRoles(exampleReport(kind, evidence), evidence)).toEqual([]);
    const enneagram = withBlocks(exampleReport("enneagram", evidence), "strengths", quote(evidence, "q4.s1"));
    expect(checkRoles(enneagram, { ...evidence, formType: "enneagram" })).toEqual([]);
  });
});
