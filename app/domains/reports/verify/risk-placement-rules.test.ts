import { describe, expect, it } from "vitest";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportDocument, ReportSection } from "../document/report-document";
import { HELP_NOW_SECTION } from "../document/report-outline";
import { exampleEvidence, exampleReport, FLAGGED_SENTENCE } from "./example-reports";
import { checkRiskPlacement } from "./risk-placement-rules";
import { verifyReport } from "./verify-report";

const quoteOf = (evidence: ReportEvidence, id: string) => ({ type: "quote" as const, sentenceId: id, text: evidence.sentences.find((each) => each.id === id)!.text });

/** The same report with one more quote in a section: where a drafter might put a sentence it should not. */
function withQuote(document: ReportDocument, sectionId: string, evidence: ReportEvidence, id: string): ReportDocument {
  const sections = document.sections.map((section): ReportSection => (section.id === sectionId ? { ...section, blocks: [...section.blocks, quoteOf(evidence, id)] } : section));
  return { ...document, sections };
}

/** A sentence that only the wider, review tier heard (no urgent categories): "simpler for everyone if I did not wake up". */
function withReviewSentence(evidence: ReportEvidence, id: string): ReportEvidence {
  return { ...evidence, sentences: evidence.sentences.map((sentence) => (sentence.id === id ? { ...sentence, riskTier: "review" as const } : sentence)) };
}

describe("a sentence that touches risk", () => {
  it("quoted in an ordinary section of a Catharsis Report, is refused, and the report cannot be approved", () => {
    const evidence = exampleEvidence({ flagged: true });
    const document = withQuote(exampleReport("catharsis", evidence), "strengths", evidence, FLAGGED_SENTENCE);
    const failures = checkRiskPlacement(document, evidence);
    expect(failures).toEqual([expect.objectContaining({ rule: "risk-sentence-placement", sectionId: "strengths", sentenceId: FLAGGED_SENTENCE })]);
    expect(failures[0]!.message).not.toContain(evidence.sentences.find((each) => each.id === FLAGGED_SENTENCE)!.text);
    expect(verifyReport(document, evidence).ok).toBe(false);
  });

  it("at the review tier only, is refused in an ordinary section just the same", () => {
    const plain = exampleEvidence();
    const id = plain.sentences[3]!.id;
    const evidence = withReviewSentence(plain, id);
    const document = withQuote(exampleReport("catharsis", plain), "what-you-told-us", evidence, id);
    expect(checkRiskPlacement(document, plain)).toEqual([]);
    // Refused in the section it was added to (and wherever else the example report already cited it).
    expect(checkRiskPlacement(document, evidence)).toContainEqual(expect.objectContaining({ rule: "risk-sentence-placement", sectionId: "what-you-told-us", sentenceId: id }));
  });

  it("may stand in the help-now section and in the Therapist Summary's brief", () => {
    const evidence = exampleEvidence({ flagged: true });
    const catharsis = exampleReport("catharsis", evidence);
    expect(catharsis.sections.some((section) => section.id === HELP_NOW_SECTION)).toBe(true);
    expect(checkRiskPlacement(withQuote(catharsis, HELP_NOW_SECTION, evidence, FLAGGED_SENTENCE), evidence)).toEqual([]);
    const summary = exampleReport("therapist-summary", evidence);
    expect(checkRiskPlacement(withQuote(summary, "brief", evidence, FLAGGED_SENTENCE), evidence)).toEqual([]);
    expect(checkRiskPlacement(withQuote(summary, "goals", evidence, FLAGGED_SENTENCE), evidence)).toHaveLength(1);
  });
});
