import { describe, expect, it } from "vitest";
import { questionnaireFormTypes } from "~/domains/assessments/question-bank";
import { sentenceIndex } from "~/shared/report-evidence";
import { CRISIS_SENTENCE, fictionalEvidence } from "../../../../../tests/support/fictional-answers";
import { citedSentenceIds, type ReportDocument } from "../../document/report-document";
import { HELP_NOW_SECTION } from "../../document/report-outline";
import { requiredSections } from "..";
import { verifyReport } from "../../verify/verify-report";
import { documentWords } from "../../template/drafting";
import { draftRootCauseAnalysis } from "./template";

const drafts = questionnaireFormTypes.map((formType) => {
  const evidence = fictionalEvidence(formType);
  return { formType, evidence, document: draftRootCauseAnalysis(evidence) };
});

function planOf(document: ReportDocument) {
  const plan = document.sections.find((section) => section.id === "plan")?.blocks.find((block) => block.type === "plan");
  if (plan?.type !== "plan") throw new Error("The Root Cause Analysis has no plan");
  return plan;
}

describe("the template Root Cause Analysis", () => {
  it.each(drafts)("passes verification for the $formType answers", ({ evidence, document }) => {
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
    expect(document).toMatchObject({ kind: "root-cause", title: "Root Cause Analysis", drafter: "template" });
  });

  it.each(drafts)("walks through exactly the six steps, then help and disclaimers ($formType)", ({ document }) => {
    expect(document.sections.map((section) => section.id)).toEqual([...requiredSections["root-cause"]]);
    for (const section of document.sections.slice(0, 6)) expect(citedSentenceIds(section).length).toBeGreaterThan(0);
  });

  it.each(drafts)("plans 90 days in three 30-day phases, each measurable and tied to the client's words ($formType)", ({ document }) => {
    const plan = planOf(document);
    expect(plan.horizon).toBe("90-day");
    expect(plan.steps.map((step) => step.when)).toEqual(["Days 1–30", "Days 31–60", "Days 61–90"]);
    for (const step of plan.steps) {
      expect(step.measure).toBeTruthy();
      expect(step.evidence.length).toBeGreaterThan(0);
    }
  });

  it.each(drafts)("states the problem in the client's own words ($formType)", ({ evidence, document }) => {
    const problem = document.sections.find((section) => section.id === "problem")!;
    const sentences = sentenceIndex(evidence);
    const quoted = problem.blocks.flatMap((block) => (block.type === "quote" ? [block] : []));
    expect(quoted.length).toBeGreaterThanOrEqual(3);
    for (const block of quoted) expect(block.text).toBe(sentences.get(block.sentenceId)?.text);
  });

  it.each(drafts)("reads at a length between a Catharsis Report's and a brief's ($formType)", ({ document }) => {
    // The promise is 8–10 pages: this renders to 8–10 pages of reading after the cover and the contents page.
    const words = documentWords(document);
    expect(words).toBeGreaterThanOrEqual(2_000);
    expect(words).toBeLessThanOrEqual(2_800);
  });

  it("looks for causes among difficulties before what already helps", () => {
    const depression = drafts.find((draft) => draft.formType === "depression")!;
    const mechanisms = depression.document.sections.find((section) => section.id === "mechanisms")!;
    const titles = mechanisms.blocks.flatMap((block) => (block.type === "callout" ? [block.title] : []));
    expect(titles).toHaveLength(3);
    expect(titles.join(" ")).not.toMatch(/Helpful habits|Support that is there|Hopes without/);
  });

  it("opens a flagged submission's analysis with help now and never prints the flagged sentence", () => {
    const evidence = fictionalEvidence("mental-health-wellbeing", { flagged: true });
    const document = draftRootCauseAnalysis(evidence);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
    expect(document.sections[0]?.id).toBe(HELP_NOW_SECTION);
    expect(JSON.stringify(document)).not.toContain(CRISIS_SENTENCE);
  });
});
