import { describe, expect, it } from "vitest";
import { renderReportPdf } from "~/domains/reports/pdf/render-report";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import { verifyReport } from "~/domains/reports/verify/verify-report";
import { clientEvidence } from "./client-evidence";
import { carol } from "./clients/death-grief-carol";
import { FIXED_SECTIONS, reportSentences } from "./report-text";

/**
 * Issue 28: a mother whose son died of an overdose is answered, not only quoted. Her Catharsis
 * Report speaks in its own words (quotations masked) to the overdose, to the stigma she meets and
 * to her drinking, names her son, and still verifies and prints to ten pages or more.
 */
describe("the Catharsis Report for a mother whose son died of an overdose", async () => {
  const evidence = clientEvidence(carol);
  const { document } = await templateDrafter.draft({ kind: "catharsis", evidence });
  const ownWords = reportSentences(document, FIXED_SECTIONS).join(" ");
  const claims = document.sections.flatMap((section) => section.blocks.flatMap((block) => (block.type === "paragraph" ? block.claims : [])));
  const textOf = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.text]));

  it.each([
    ["a loss to an overdose", /\boverdose\b/i, /overdose|fentanyl/i],
    ["the stigma and shame", /\b(stigma|shame|ashamed)\b/i, /look at me|shameful|ashamed|pity/i],
    ["her drinking more", /\b(drink|drinking|alcohol)\b/i, /wine/i],
  ])("speaks to %s in its own words, citing what she wrote about it", (_, ours, hers) => {
    expect(ownWords).toMatch(ours);
    const speaking = claims.filter((claim) => ours.test(claim.text));
    expect(speaking.some((claim) => claim.evidence.some((id) => hers.test(textOf.get(id) ?? "")))).toBe(true);
  });

  it("names her son and speaks to her as a mother who lost a child", () => {
    expect(ownWords).toMatch(/\bDanny\b/);
    expect(ownWords).toMatch(/\b(your child|a child)\b/i);
  });

  it("asks questions to sit with built from her own sentences, not the same two under every theme", () => {
    const questions = document.sections.flatMap((section) => section.blocks.flatMap((block) => (block.type === "list" && block.title === "Questions to sit with" ? block.items : [])));
    expect(questions.some((question) => evidence.sentences.some((sentence) => question.includes(`“${sentence.text}”`)))).toBe(true);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("passes verification and prints to ten pages or more", async () => {
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
    const { pages } = await renderReportPdf({ document, evidence, preparedFor: evidence.firstName, submittedAt: new Date(evidence.submittedAt) });
    expect(pages).toBeGreaterThanOrEqual(10);
  }, 60_000);
});
