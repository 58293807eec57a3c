import { describe, expect, it } from "vitest";
import type { ReportDocument, ReportSection } from "~/domains/reports/document/report-document";
import type { ReportEvidence } from "~/shared/report-evidence";
import { reportSentences, roleMisfits } from "./report-text";

function documentOf(sections: ReportSection[]): ReportDocument {
  return { kind: "catharsis", title: "Catharsis Report", subtitle: "Death & Grief", drafter: "template", sections };
}

const evidence = {
  sentences: [
    { id: "q12.s1", questionId: "q12", text: "My neighbor Ed sits with me.", safetyCategories: [] },
    { id: "q27.s1", questionId: "q27", text: "I have pulled away from our couple friends.", safetyCategories: [] },
    { id: "q11.s3", questionId: "q11", text: "I quit the bowling league in October.", safetyCategories: [] },
  ],
} as unknown as ReportEvidence;

describe("the report's own sentences", () => {
  it("masks quotations, leaves out quote blocks, headings and skipped sections", () => {
    const document = documentOf([
      {
        id: "patterns",
        title: "Patterns worth noticing",
        blocks: [
          { type: "paragraph", claims: [{ text: "You wrote, “My neighbor Ed sits with me.” That matters.", evidence: ["q12.s1"] }] },
          { type: "quote", sentenceId: "q12.s1", text: "My neighbor Ed sits with me." },
          { type: "list", title: "Questions to sit with", items: ["What helps?"] },
        ],
      },
      { id: "disclaimers", title: "What this report is", blocks: [{ type: "guidance", text: "This report is not a diagnosis." }] },
    ]);
    expect(reportSentences(document, new Set(["disclaimers"]))).toEqual(["You wrote, ….", "That matters.", "What helps?"]);
  });
});

describe("role misfits", () => {
  it("counts a listed or withdrawal sentence offered as a support, and nothing cited elsewhere", () => {
    const document = documentOf([
      {
        id: "strengths",
        title: "Strengths and supports you already have",
        blocks: [
          { type: "paragraph", claims: [{ text: "You named people who help you.", evidence: ["q12.s1", "q27.s1"] }] },
          { type: "quote", sentenceId: "q11.s3", text: "I quit the bowling league in October." },
        ],
      },
      {
        id: "patterns",
        title: "Patterns worth noticing",
        blocks: [{ type: "paragraph", claims: [{ text: "It sounds as if you see friends less.", evidence: ["q27.s1"] }] }],
      },
      {
        id: "theme-daily-life",
        title: "Daily life",
        blocks: [
          { type: "paragraph", claims: [{ text: "Memories are a real source of comfort for you.", evidence: ["q12.s1"] }] },
          { type: "quote", sentenceId: "q27.s1", text: "I have pulled away from our couple friends." },
        ],
      },
    ]);
    expect(roleMisfits(document, evidence, ["I have pulled away from our couple friends."])).toEqual([
      { sectionId: "strengths", sentenceId: "q27.s1", reason: "listed" },
      { sectionId: "strengths", sentenceId: "q11.s3", reason: "withdrawal words" },
      { sectionId: "theme-daily-life", sentenceId: "q27.s1", reason: "listed" },
    ]);
  });

  it("reads a support theme's label in a list of themes as naming that theme, not offering the others' sentences", () => {
    const document = documentOf([
      {
        id: "what-you-told-us",
        title: "What you told us",
        blocks: [
          { type: "paragraph", claims: [{ text: "We found 2 themes: daily life without them; and the people who support you.", evidence: ["q5.s2", "q12.s1"] }] },
          { type: "quote", sentenceId: "q5.s2", text: "I dont cook proper meals anymore." },
          { type: "paragraph", claims: [{ text: "The people who support you and your other themes come later; Carol helps you.", evidence: ["q5.s2"] }] },
        ],
      },
    ]);
    const themes = [
      { label: "Daily life without them", sentenceIds: ["q5.s2"] },
      { label: "The people who support you", sentenceIds: ["q12.s1", "q27.s1"] },
    ];
    const never = ["I dont cook proper meals anymore."];
    const withMeals = { ...evidence, sentences: [...evidence.sentences, { id: "q5.s2", questionId: "q5", text: never[0]!, safetyCategories: [] }] } as ReportEvidence;
    // The first paragraph offers nothing but the support theme's own sentences; the second says "helps you" itself.
    expect(roleMisfits(document, withMeals, never, themes)).toEqual([{ sectionId: "what-you-told-us", sentenceId: "q5.s2", reason: "listed" }]);
    const listOnly = { ...document, sections: [{ ...document.sections[0]!, blocks: document.sections[0]!.blocks.slice(0, 2) }] };
    expect(roleMisfits(listOnly, withMeals, never, themes)).toEqual([]);
    const withdrawnSupport = documentOf([
      { id: "what-you-told-us", title: "What you told us", blocks: [{ type: "paragraph", claims: [{ text: "Then the people who support you.", evidence: ["q27.s1"] }] }] },
    ]);
    expect(roleMisfits(withdrawnSupport, evidence, [], themes)).toEqual([{ sectionId: "what-you-told-us", sentenceId: "q27.s1", reason: "withdrawal words" }]);
  });

  it("reads 'the help you have' as the noun, offering nothing, and 'it helps you sleep' as an offer", () => {
    const paragraphSaying = (text: string) => documentOf([{ id: "patterns", title: "Patterns", blocks: [{ type: "paragraph", claims: [{ text, evidence: ["q27.s1"] }] }] }]);
    expect(roleMisfits(paragraphSaying("Perhaps the demands on you run ahead of the time and help you have."), evidence, [], [])).toEqual([]);
    expect(roleMisfits(paragraphSaying("Seeing friends helps you sleep."), evidence, [], [])).toEqual([{ sectionId: "patterns", sentenceId: "q27.s1", reason: "withdrawal words" }]);
  });
});
