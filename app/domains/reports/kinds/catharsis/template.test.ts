import { describe, expect, it } from "vitest";
import { questionnaireFormTypes } from "~/domains/assessments/question-bank";
import { sentenceIndex } from "~/shared/report-evidence";
import { CRISIS_SENTENCE, MARRIAGE_CITABLE_SENTENCE, fictionalAnswers, fictionalEvidence } from "../../../../../tests/support/fictional-answers";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { citedSentenceIds, reportDocumentSchema, type ReportDocument } from "../../document/report-document";
import { HELP_NOW_SECTION } from "../../document/report-outline";
import { requiredSections } from "..";
import { renderReportPdf } from "../../pdf/render-report";
import { verifyReport } from "../../verify/verify-report";
import { draftCatharsisReport } from "./template";
import { documentWords, presentedThemes } from "../../template/drafting";
import { findThemes } from "../../template/themes";

const drafts = questionnaireFormTypes.map((formType) => {
  const evidence = fictionalEvidence(formType);
  return { formType, evidence, document: draftCatharsisReport(evidence) };
});

function quotes(document: ReportDocument) {
  return document.sections.flatMap((section) => section.blocks.flatMap((block) => (block.type === "quote" ? [block] : [])));
}

describe("the template Catharsis Report", () => {
  it.each(drafts)("passes verification for the $formType answers", ({ evidence, document }) => {
    expect(reportDocumentSchema.parse(document)).toEqual(document);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
    expect(document).toMatchObject({ kind: "catharsis", title: "Catharsis Report", drafter: "template" });
  });

  it.each(drafts)("is long enough for ten printed pages ($formType)", ({ document }) => {
    // About 250 words fill a page at 12.5 pt with quotes and headings; 4,000 words is well over ten.
    expect(documentWords(document)).toBeGreaterThanOrEqual(4_000);
  });

  it("renders the marriage report to at least ten US Letter pages", async () => {
    const { evidence, document } = drafts.find((draft) => draft.formType === "marriage")!;
    const { pages } = await renderReportPdf({ document, evidence, submittedAt: new Date("2026-11-20T15:00:00Z") });
    expect(pages).toBeGreaterThanOrEqual(10);
  }, 30_000);

  it.each(drafts)("has the required sections in order, with a section per theme after what-you-told-us ($formType)", ({ evidence, document }) => {
    const ids = document.sections.map((section) => section.id);
    expect(ids.filter((id) => requiredSections.catharsis.includes(id))).toEqual([...requiredSections.catharsis]);
    const themeSections = ids.slice(ids.indexOf("what-you-told-us") + 1, ids.indexOf("strengths"));
    expect(themeSections).toEqual(presentedThemes(evidence, findThemes(evidence), 6).map((theme) => `theme-${theme.id}`));
    expect(themeSections.length).toBe(6);
    expect(ids).not.toContain(HELP_NOW_SECTION);
  });

  it.each(drafts)("quotes the client word for word and cites the client in every theme ($formType)", ({ evidence, document }) => {
    const sentences = sentenceIndex(evidence);
    for (const block of quotes(document)) expect(block.text).toBe(sentences.get(block.sentenceId)?.text);
    for (const section of document.sections.filter((entry) => entry.id.startsWith("theme-"))) {
      expect(section.blocks.filter((block) => block.type === "quote").length).toBeGreaterThanOrEqual(2);
      expect(citedSentenceIds(section).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("quotes the marriage client's own sentence about their daughter", () => {
    const marriage = drafts.find((draft) => draft.formType === "marriage")!;
    expect(quotes(marriage.document).map((block) => block.text)).toContain(MARRIAGE_CITABLE_SENTENCE);
  });

  it.each(drafts)("plans three small steps dated today, tomorrow and the day after, each tied to the client's words ($formType)", ({ document }) => {
    const plan = document.sections.find((section) => section.id === "action-plan")!.blocks.find((block) => block.type === "plan");
    expect(plan).toMatchObject({ horizon: "72-hour" });
    if (plan?.type !== "plan") throw new Error("no plan");
    expect(plan.steps.map((step) => step.when)).toEqual(["Today", "Tomorrow", "The day after"]);
    for (const step of plan.steps) {
      expect(step.evidence.length).toBeGreaterThan(0);
      // The day is in its own column, not repeated at the start of the action.
      expect(step.action).not.toMatch(/^(Today|Tomorrow|The day after)\b/);
    }
  });

  it.each([
    ["death-grief", "theme-the-loss"],
    ["depression", "theme-low-mood"],
    ["mental-health-wellbeing", "theme-stress"],
  ] as const)("leads the %s themes with the form's own subject", (formType, first) => {
    const { document } = drafts.find((draft) => draft.formType === formType)!;
    const ids = document.sections.map((section) => section.id);
    expect(ids[ids.indexOf("what-you-told-us") + 1]).toBe(first);
  });

  it("is the same document every time for the same answers", () => {
    const evidence = fictionalEvidence("depression");
    expect(draftCatharsisReport(evidence)).toEqual(draftCatharsisReport(fictionalEvidence("depression")));
  });
});

describe("a flagged submission's Catharsis Report", () => {
  it.each(questionnaireFormTypes)("opens with help now, cites the flagged sentence, and never prints it (%s)", (formType) => {
    const evidence = fictionalEvidence(formType, { flagged: true });
    const document = draftCatharsisReport(evidence);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
    const [first] = document.sections;
    expect(first?.id).toBe(HELP_NOW_SECTION);
    expect(citedSentenceIds(first!)).toEqual(evidence.safety.sentenceIds);
    expect(JSON.stringify(document)).not.toContain(CRISIS_SENTENCE);
  });
});

describe("the template Catharsis Report for a short submission", () => {
  it("drafts when the written answers were left empty: no theme to fill a day of the plan, no help named, only the plan left uncited", () => {
    const base = fictionalEvidence("depression");
    const answers = fictionalAnswers("depression");
    const evidence = prepareEvidence({
      submissionId: "short-depression",
      formType: "depression",
      bankVersion: base.bankVersion,
      submittedAt: new Date("2026-11-20T15:00:00Z"),
      answers: { ...answers, responses: Object.fromEntries(Object.keys(answers.responses).map((id) => [id, " "])) },
    });
    expect(findThemes(evidence)).toEqual([]);
    const document = draftCatharsisReport(evidence);
    const plan = document.sections.find((section) => section.id === "action-plan")!;
    expect(plan.blocks.find((block) => block.type === "plan")).toMatchObject({ steps: [{}, {}, {}] });
    // Drafted, in the report's shape; what cannot be personal without the client's words is left for the reviewer to see.
    expect(reportDocumentSchema.parse(document)).toEqual(document);
    expect(new Set(verifyReport(document, evidence).failures.map((failure) => failure.sectionId))).toEqual(new Set(["action-plan"]));
  });
});
