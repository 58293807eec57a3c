import { describe, expect, it } from "vitest";
import { EVIDENCE_VERSION, isRiskSentence, type ReportEvidence } from "~/shared/report-evidence";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { enneagramStatements, enneagramVersion } from "~/domains/assessments/enneagram/statements";
import { fictionalAnswers, fictionalEvidence } from "../../../../tests/support/fictional-answers";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { citedSentenceIds } from "../document/report-document";
import { verifyReport } from "../verify/verify-report";
import { draftCatharsisReport } from "../kinds/catharsis/template";
import { templateDrafter } from "./template-drafter";

describe("the template drafter", () => {
  const evidence = fictionalEvidence("marriage");

  it("drafts each written kind and records that no model was used", async () => {
    for (const kind of ["catharsis", "root-cause", "therapist-summary"] as const) {
      const { document, record } = await templateDrafter.draft({ kind, evidence });
      expect(document.kind).toBe(kind);
      expect(verifyReport(document, evidence).ok).toBe(true);
      expect(record).toEqual({
        drafter: "template",
        provider: "template",
        model: null,
        promptVersion: "template-v1",
        inputTokens: null,
        outputTokens: null,
        durationMs: expect.any(Number),
        attempts: 1,
      });
    }
  });

  it("drafts the Enneagram Report from the Enneagram's evidence", async () => {
    const ratings = Object.fromEntries(enneagramStatements.map((statement, index) => [statement.id, ((index * 7) % 5) + 1]));
    const enneagram = prepareEvidence({ submissionId: "sub-e", formType: "enneagram", bankVersion: enneagramVersion, submittedAt: new Date("2026-11-20T15:00:00Z"), answers: { ratings } });
    const { document } = await templateDrafter.draft({ kind: "enneagram", evidence: enneagram });
    expect(document.kind).toBe("enneagram");
    expect(verifyReport(document, enneagram)).toEqual({ ok: true, failures: [] });
  });

  it("re-drafts one section as the whole draft would have it, whatever the reviewer's note", async () => {
    const current = draftCatharsisReport(evidence);
    const { section } = await templateDrafter.redraftSection({ kind: "catharsis", evidence, current, sectionId: "action-plan", reviewerNote: "Kinder, please." });
    expect(section).toEqual(current.sections.find((entry) => entry.id === "action-plan"));
  });

  it("refuses a section the kind does not have", async () => {
    const current = draftCatharsisReport(evidence);
    await expect(templateDrafter.redraftSection({ kind: "catharsis", evidence, current, sectionId: "no-such-section" })).rejects.toThrow(/no-such-section/);
  });

  it("drafts a submission that matched few words, still citing the client everywhere", async () => {
    const sparse = sparseEvidence();
    for (const kind of ["catharsis", "root-cause"] as const) {
      const { document } = await templateDrafter.draft({ kind, evidence: sparse });
      expect(verifyReport(document, sparse)).toEqual({ ok: true, failures: [] });
    }
  });
});

/** Every marriage answer a short sentence that names no theme: the drafter falls back to the bank's sections. */
function sparseEvidence(): ReportEvidence {
  const full = fictionalEvidence("marriage");
  const sentences = full.questions.map((question) => ({ id: `${question.id}.s1`, questionId: question.id, text: "It varies.", safetyCategories: [] }));
  return {
    ...full,
    version: EVIDENCE_VERSION,
    questions: full.questions.map((question) => ({ ...question, sentenceIds: [`${question.id}.s1`] })),
    sentences,
  };
}

describe("a sentence only the review tier hears (issue 27)", () => {
  // The widower's words, where his answer about sleep and meals would have carried them under "Health, sleep and meals".
  const WISH = "Some nights it would be simpler for everyone if I just did not wake up.";
  const answers = fictionalAnswers("death-grief");
  const evidence = prepareEvidence({
    submissionId: "review-tier-widower",
    formType: "death-grief",
    bankVersion: getQuestionBank("death-grief").version,
    submittedAt: new Date("2026-11-20T15:00:00Z"),
    answers: { ...answers, responses: { ...answers.responses, q15: `${answers.responses.q15 ?? ""} ${WISH}`.trim() } },
  });
  const wish = evidence.sentences.find((sentence) => sentence.text === WISH)!;

  it("is marked on the evidence", () => {
    expect(isRiskSentence(wish)).toBe(true);
  });

  it("is never quoted or cited as ordinary material by the template, in any kind written from the form", async () => {
    for (const kind of ["catharsis", "root-cause", "therapist-summary"] as const) {
      const { document } = await templateDrafter.draft({ kind, evidence });
      expect(verifyReport(document, evidence), kind).toEqual({ ok: true, failures: [] });
      const citing = document.sections.filter((section) => citedSentenceIds(section).includes(wish.id)).map((section) => section.id);
      expect(citing.every((id) => id === "help-now" || id === "brief"), `${kind}: ${citing.join(", ")}`).toBe(true);
      expect(JSON.stringify(document.sections.filter((section) => section.id !== "help-now" && section.id !== "brief"))).not.toContain(WISH);
    }
  });
});
