import { describe, expect, it } from "vitest";
import { scoreEnneagram } from "~/domains/assessments/enneagram/score-enneagram";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { sampleEnneagramRatings } from "~/domains/assessments/samples/fictional-answers";
import { enneagramStatements, enneagramVersion } from "~/domains/assessments/enneagram/statements";
import { EVIDENCE_VERSION, type ReportEvidence } from "~/shared/report-evidence";
import { citedSentenceIds, reportDocumentSchema, type ReportDocument, type ReportSection } from "../../document/report-document";
import { requiredSections } from "..";
import { renderReportPdf } from "../../pdf/render-report";
import { verifyReport } from "../../verify/verify-report";
import { draftEnneagramReport } from "./template";
import { ratedStatements } from "./statements";

/**
 * Evidence from the real bank and scorer. Each type's ratings are a list
 * cycled over its statements, so a test can shape a profile (a clear Type 4,
 * a near tie) without writing 99 ratings by hand.
 */
function evidenceFor(ratingsByType: Record<number, number[]>): ReportEvidence {
  const used = new Map<number, number>();
  const ratings: Record<string, number> = {};
  for (const statement of enneagramStatements) {
    const pattern = ratingsByType[statement.type] ?? [2, 1, 3];
    const index = used.get(statement.type) ?? 0;
    used.set(statement.type, index + 1);
    ratings[statement.id] = pattern[index % pattern.length]!;
  }
  const result = scoreEnneagram(ratings);
  return {
    version: EVIDENCE_VERSION,
    submissionId: "sub-enneagram",
    formType: "enneagram",
    formName: "Enneagram",
    bankVersion: enneagramVersion,
    submittedAt: "2026-11-02T10:00:00.000Z",
    questions: enneagramStatements.map((statement, index) => ({
      id: statement.id,
      number: index + 1,
      sectionTitle: "Enneagram statements",
      text: statement.text,
      sentenceIds: [`${statement.id}.s1`],
    })),
    sentences: enneagramStatements.map((statement) => ({
      id: `${statement.id}.s1`,
      questionId: statement.id,
      text: statement.text,
      safetyCategories: [],
      rating: ratings[statement.id],
    })),
    safety: { categories: [], sentenceIds: [] },
    enneagram: { type: result.type, wing: result.wing, scores: result.scores.map((score) => ({ ...score })) },
  };
}

/** Led clearly by `type` (about 85), its clockwise neighbor second as the wing (about 58), the rest near 25. */
function clearlyType(type: number): Record<number, number[]> {
  return { [type]: [5, 5, 4, 5, 3], [(type % 9) + 1]: [4, 3, 3] };
}

const section = (document: ReportDocument, id: string): ReportSection => {
  const found = document.sections.find((each) => each.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found;
};

/** Every word a reader sees: titles, prose, lists, quotes and chart labels. */
function wordsIn(document: ReportDocument): number {
  const texts: string[] = [document.title, document.subtitle];
  for (const each of document.sections) {
    texts.push(each.title);
    for (const block of each.blocks) {
      if (block.type === "paragraph") texts.push(...block.claims.map((claim) => claim.text));
      if (block.type === "guidance" || block.type === "quote") texts.push(block.text);
      if (block.type === "callout") texts.push(block.title, block.text);
      if (block.type === "list") texts.push(block.title ?? "", ...block.items);
      if (block.type === "scores") texts.push(block.title, block.note ?? "", ...block.rows.map((row) => row.label));
    }
  }
  return texts.join(" ").split(/\s+/).filter((word) => /\w/.test(word)).length;
}

const allTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9];

describe("draftEnneagramReport", () => {
  it("knows which type each statement of the bank describes", () => {
    const statements = ratedStatements(evidenceFor({}));
    expect(statements).toHaveLength(enneagramStatements.length);
    expect(statements.map((statement) => statement.statementType)).toEqual(enneagramStatements.map((statement) => statement.type));
  });

  it("writes the required sections in order, as a template draft that verification passes", () => {
    const evidence = evidenceFor(clearlyType(4));
    const document = draftEnneagramReport(evidence);
    expect(document.sections.map((each) => each.id)).toEqual(requiredSections.enneagram);
    expect(document.drafter).toBe("template");
    expect(reportDocumentSchema.parse(document)).toEqual(document);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
  });

  it("shows all nine scores, with the main type highlighted, before the type is named", () => {
    const evidence = evidenceFor(clearlyType(6));
    const profile = section(draftEnneagramReport(evidence), "profile");
    const chartAt = profile.blocks.findIndex((block) => block.type === "scores");
    const chart = profile.blocks[chartAt];
    if (chart?.type !== "scores") throw new Error("No scores chart");

    expect(chart.max).toBe(100);
    expect(chart.rows.map((row) => row.value)).toEqual(evidence.enneagram!.scores.map((score) => score.score));
    expect(chart.rows.filter((row) => row.highlight).map((row) => row.label)).toEqual(["Type 6: Loyalist"]);
    const before = JSON.stringify(profile.blocks.slice(0, chartAt));
    expect(before).not.toMatch(/Type 6|Loyalist/);
    expect(JSON.stringify(profile.blocks)).toMatch(/not a diagnosis/);
  });

  it("names the type and wing and quotes the statements the client rated highest for that type", () => {
    const evidence = evidenceFor({ 2: [5, 4, 3], 1: [4, 3, 2], 3: [3, 2, 2] });
    const document = draftEnneagramReport(evidence);
    const typeAndWing = section(document, "type-and-wing");
    expect(document.subtitle).toBe("Type 2, the Helper, with a Type 1 wing");

    const quotes = typeAndWing.blocks.flatMap((block) => (block.type === "quote" ? [block] : []));
    const ratingOf = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.rating]));
    const helperQuotes = quotes.slice(0, 3);
    expect(helperQuotes.map((quote) => ratingOf.get(quote.sentenceId))).toEqual([5, 5, 5]);
    for (const quote of quotes) {
      expect(quote.text).toBe(evidence.sentences.find((sentence) => sentence.id === quote.sentenceId)?.text);
    }
    const typeOf = new Map(ratedStatements(evidence).map((statement) => [statement.id, statement.statementType]));
    expect(helperQuotes.map((quote) => typeOf.get(quote.sentenceId))).toEqual([2, 2, 2]);
  });

  it("says when the wing is only a faint lean, read from two low neighbors", () => {
    const faint = JSON.stringify(section(draftEnneagramReport(evidenceFor({ 5: [5, 5, 4], 4: [2, 1], 6: [1, 1, 2] })), "type-and-wing"));
    expect(faint).toMatch(/Your wing is Type 4, the Individualist\..*may color your type only lightly/);
    const strong = JSON.stringify(section(draftEnneagramReport(evidenceFor(clearlyType(5))), "type-and-wing"));
    expect(strong).not.toMatch(/only lightly/);
  });

  it("says plainly when the top scores are a near tie, and that the profile is clear when not", () => {
    const tied = draftEnneagramReport(evidenceFor({ 2: [5, 5, 4], 9: [5, 4, 5], 1: [3, 2] }));
    const tiedText = JSON.stringify(section(tied, "near-ties"));
    expect(tiedText).toMatch(/near tie/);
    expect(tiedText).toMatch(/Your score for Type 9, the Peacemaker, \d+, is only \d+ points? below your Type 2 score/);

    const clear = draftEnneagramReport(evidenceFor(clearlyType(2)));
    const clearText = JSON.stringify(section(clear, "near-ties"));
    expect(clearText).toMatch(/Your profile is clear/);
    expect(clearText).not.toMatch(/near tie/);
  });

  it.each([
    [1, 7, 4],
    [2, 4, 8],
    [3, 6, 9],
    [4, 1, 2],
    [5, 8, 7],
    [6, 9, 3],
    [7, 5, 1],
    [8, 2, 5],
    [9, 3, 6],
  ])("gives Type %i its growth direction (%i) and stress direction (%i)", (type, growth, stress) => {
    const growthAndStress = section(draftEnneagramReport(evidenceFor(clearlyType(type))), "growth-and-stress");
    const titles = growthAndStress.blocks.flatMap((block) => (block.type === "callout" ? [block.title] : []));
    expect(titles).toContain(`In growth: toward Type ${growth}`);
    expect(titles).toContain(`Under stress: toward Type ${stress}`);
  });

  it.each(allTypes)("writes at least 4,000 words for a Type %i, each claim citing this client's statements", (type) => {
    const evidence = evidenceFor(clearlyType(type));
    const document = draftEnneagramReport(evidence);
    expect(wordsIn(document)).toBeGreaterThanOrEqual(4_000);

    const known = new Set(evidence.sentences.map((sentence) => sentence.id));
    const claims = document.sections.flatMap((each) => each.blocks.flatMap((block) => (block.type === "paragraph" ? block.claims : [])));
    expect(claims.length).toBeGreaterThan(8);
    for (const claim of claims) {
      expect(claim.evidence.length).toBeGreaterThan(0);
      expect(claim.evidence.every((id) => known.has(id))).toBe(true);
    }
    for (const each of document.sections.slice(0, -1)) expect(citedSentenceIds(each).length).toBeGreaterThan(0);
    expect(verifyReport(document, evidence).failures).toEqual([]);
  });

  it("drafts from prepared evidence (the sample client's ratings) and renders at least 10 US Letter pages", { timeout: 30_000 }, async () => {
    const evidence = prepareEvidence({
      submissionId: "sub-sample-enneagram",
      formType: "enneagram",
      bankVersion: enneagramVersion,
      submittedAt: new Date("2026-11-20T15:00:00Z"),
      answers: sampleEnneagramRatings,
    });
    const document = draftEnneagramReport(evidence);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
    const { pages } = await renderReportPdf({ document, evidence, submittedAt: new Date(evidence.submittedAt) });
    expect(pages).toBeGreaterThanOrEqual(10);
  });

  it("is deterministic: the same ratings give the same report", () => {
    const ratings = { 5: [5, 4, 5, 3], 4: [4, 4, 3], 6: [4, 3] };
    expect(draftEnneagramReport(evidenceFor(ratings))).toEqual(draftEnneagramReport(evidenceFor(ratings)));
  });

  it("refuses evidence without a profile, or from a bank version it cannot read", () => {
    const evidence = evidenceFor(clearlyType(3));
    expect(() => draftEnneagramReport({ ...evidence, enneagram: null })).toThrow(/Enneagram profile/);
    expect(() => draftEnneagramReport({ ...evidence, bankVersion: "enneagram-v9" })).toThrow(/enneagram-v9/);
  });

  it("drafts from a submission to v1 (British spelling) quoting the statement as the client read it", () => {
    expect(enneagramVersion).toBe("enneagram-v2");
    const ratings = Object.fromEntries(enneagramStatements.map((statement) => [statement.id, statement.type === 3 ? 5 : 2]));
    const evidence = prepareEvidence({ submissionId: "sub-v1", formType: "enneagram", bankVersion: "enneagram-v1", submittedAt: new Date("2026-11-20T15:00:00Z"), answers: { ratings } });
    expect(evidence.sentences.find((sentence) => sentence.questionId === "e63")?.text).toBe("I like to be recognised for what I have accomplished.");
    expect(ratedStatements(evidence).map((statement) => statement.statementType)).toEqual(enneagramStatements.map((statement) => statement.type));
    const document = draftEnneagramReport(evidence);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
  });
});
