import { describe, expect, it } from "vitest";
import type { ReportEvidence } from "~/shared/report-evidence";
import { ASQ_ACUTE_CATEGORY, ASQ_POSITIVE_CATEGORY, PHQ9_RISK_CATEGORY } from "~/shared/scale-scores";
import { fictionalEvidence } from "../../../../tests/support/fictional-answers";
import { finishDraft, finishSection } from "../document/finish-draft";
import type { DraftedDocument, DraftedSection, ReportBlock, ReportDocument, ReportSection, ScalesBlock } from "../document/report-document";
import { draftedDocumentSchema } from "../document/report-document";
import { HELP_NOW_SECTION } from "../document/report-outline";
import { parseSectionMarkup, sectionToMarkup } from "../document/section-markup";
import { draftCatharsisReport } from "../kinds/catharsis/template";
import { draftRootCauseAnalysis } from "../kinds/root-cause/template";
import { draftTherapistSummary } from "../kinds/therapist-summary/template";
import { verifyReport } from "./verify-report";

// Preparing evidence runs wink-nlp and the safety screen over a whole form: prepared once per case.
const depression = fictionalEvidence("depression");
const atRisk = fictionalEvidence("depression", { phq9Item9: 1 });
const marriage = fictionalEvidence("marriage");

const section = (document: ReportDocument, id: string): ReportSection => {
  const found = document.sections.find((each) => each.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found;
};
const scalesIn = (document: ReportDocument, id: string): ScalesBlock[] =>
  section(document, id).blocks.filter((block): block is ScalesBlock => block.type === "scales");
const flagsIn = (document: ReportDocument) =>
  section(document, "brief").blocks.flatMap((block) => (block.type === "risk-flags" ? block.flags : []));
const rulesOf = (document: ReportDocument, evidence: ReportEvidence, previous?: ReportDocument) =>
  verifyReport(document, evidence, { previous }).failures.map(({ rule, sectionId }) => ({ rule, sectionId }));

/** The document with one section's blocks replaced. */
function withBlocks(document: ReportDocument, id: string, change: (blocks: ReportBlock[]) => ReportBlock[]): ReportDocument {
  return { ...document, sections: document.sections.map((each) => (each.id === id ? { ...each, blocks: change(each.blocks) } : each)) };
}

describe("the validated scales in the template reports", { timeout: 30_000 }, () => {
  it("shows the client's scales as charts, copied from the evidence, in every report kind written from a form with scales", () => {
    expect(depression.scales?.map((scale) => scale.name)).toEqual(["PHQ-9", "GAD-7", "WHO-5"]);
    // The ASQ is in the client's charts; the Therapist Summary shows it in its brief's table instead.
    const cases = [
      [draftCatharsisReport(depression), "what-you-told-us", { riskScreen: depression.riskScreen }],
      [draftRootCauseAnalysis(depression), "evidence", { riskScreen: depression.riskScreen }],
      [draftTherapistSummary(depression), "presenting-concerns", {}],
    ] as const;
    for (const [document, sectionId, screen] of cases) {
      expect(scalesIn(document, sectionId)).toEqual([{ type: "scales", layout: "charts", scales: depression.scales, ...screen }]);
      expect(verifyReport(document, depression)).toEqual({ ok: true, failures: [] });
    }
    // The marriage form asks the WHO-5 alone.
    expect(scalesIn(draftCatharsisReport(marriage), "what-you-told-us")[0]?.scales.map((scale) => scale.name)).toEqual(["WHO-5"]);
  });

  it("gives the clinician brief a table of the scales with PHQ-9 item 9 in its words and the client's answer", () => {
    const [table] = scalesIn(draftTherapistSummary(atRisk), "brief");
    expect(table?.layout).toBe("table");
    const phq9 = table?.scales.find((scale) => scale.scaleId === "phq-9");
    expect(phq9?.riskItem).toMatchObject({
      number: 9,
      text: "Thoughts that you would be better off dead or of hurting yourself in some way",
      value: 1,
      answer: "Several days",
    });
    expect(table?.scales.map((scale) => `${scale.name} ${scale.score}/${scale.max} ${scale.band.label}`)).toEqual(
      atRisk.scales?.map((scale) => `${scale.name} ${scale.score}/${scale.max} ${scale.band.label}`),
    );
  });

  it("writes no scales into a report from evidence without them (before the scales, or the Enneagram)", () => {
    const older = { ...depression, scales: undefined };
    for (const document of [draftCatharsisReport(older), draftRootCauseAnalysis(older), draftTherapistSummary(older)]) {
      expect(JSON.stringify(document)).not.toContain('"scales"');
      expect(verifyReport(document, older)).toEqual({ ok: true, failures: [] });
    }
  });
});

describe("verification of the scales", { timeout: 30_000 }, () => {
  it("refuses a document whose scale figures or words differ from the evidence", () => {
    const document = draftCatharsisReport(depression);
    const changed = (change: (block: ScalesBlock) => ScalesBlock) =>
      withBlocks(document, "what-you-told-us", (blocks) => blocks.map((block) => (block.type === "scales" ? change(block) : block)));
    const tampered = [
      changed((block) => ({ ...block, scales: block.scales.map((scale, index) => (index === 0 ? { ...scale, score: scale.score - 3 } : scale)) })),
      changed((block) => ({ ...block, scales: block.scales.map((scale) => ({ ...scale, band: { ...scale.band, label: "Minimal" } })) })),
      changed((block) => ({ ...block, scales: block.scales.slice(1) })),
    ];
    for (const each of tampered) expect(rulesOf(each, depression)).toEqual([{ rule: "scale-scores", sectionId: "what-you-told-us" }]);
  });

  it("refuses a report that leaves out the charts, or a brief without its table", () => {
    const noCharts = withBlocks(draftRootCauseAnalysis(depression), "evidence", (blocks) => blocks.filter((block) => block.type !== "scales"));
    expect(rulesOf(noCharts, depression)).toEqual([{ rule: "scale-scores", sectionId: "evidence" }]);
    const noTable = withBlocks(draftTherapistSummary(depression), "brief", (blocks) => blocks.filter((block) => block.type !== "scales"));
    expect(rulesOf(noTable, depression)).toEqual([{ rule: "scale-scores", sectionId: "brief" }]);
  });

  it("refuses scales in a report whose client answered none", () => {
    const document = draftCatharsisReport(depression);
    expect(rulesOf(document, { ...depression, scales: [] })).toEqual([{ rule: "scale-scores", sectionId: "what-you-told-us" }]);
  });

  it("keeps the scales through a reviewer's edit of the section, which cannot change a figure", () => {
    const document = draftCatharsisReport(depression);
    const original = section(document, "what-you-told-us");
    const markup = sectionToMarkup(original);
    expect(markup).toContain("# scales");
    // The figures are not in the text a reviewer edits.
    expect(markup).not.toMatch(/\bof 27\b|\/ ?27\b/);

    const edited = parseSectionMarkup(`# guidance\nA reviewer's new opening.\n\n${markup}`, original);
    expect(edited.ok && edited.section.blocks.filter((block) => block.type === "scales")).toEqual(scalesIn(document, "what-you-told-us"));
    // Deleting the scales block is possible in the editor, and verification then refuses the report.
    const dropped = parseSectionMarkup(markup.replace("# scales", ""), original);
    expect(dropped.ok).toBe(true);
    if (!dropped.ok) return;
    const withoutScales = { ...document, sections: document.sections.map((each) => (each.id === original.id ? dropped.section : each)) };
    expect(rulesOf(withoutScales, depression)).toEqual([{ rule: "scale-scores", sectionId: "what-you-told-us" }]);
    // A section that had none cannot gain any.
    const strengths = section(document, "strengths");
    expect(parseSectionMarkup(`${sectionToMarkup(strengths)}\n# scales`, strengths)).toMatchObject({ ok: false });
  });

  it("refuses a statement that turns a score into a diagnosis", () => {
    const document = withBlocks(draftCatharsisReport(depression), "what-you-told-us", (blocks) => [
      ...blocks,
      { type: "guidance", text: "Your PHQ-9 score means you have moderate depression." },
    ]);
    expect(rulesOf(document, depression)).toContainEqual({ rule: "diagnosis", sectionId: "what-you-told-us" });
    for (const text of ["Your GAD-7 result shows an anxiety disorder.", "A PHQ-9 score of 21 indicates severe depression.", "Your scores confirm that you are depressed."]) {
      const document = withBlocks(draftCatharsisReport(depression), "what-you-told-us", (blocks) => [...blocks, { type: "guidance", text }]);
      expect(rulesOf(document, depression)).toContainEqual({ rule: "diagnosis", sectionId: "what-you-told-us" });
    }
    // Narrating a band, as the template and a model may, is not a diagnosis.
    const narrated = withBlocks(draftCatharsisReport(depression), "what-you-told-us", (blocks) => [
      ...blocks,
      { type: "guidance", text: "Your answers to the PHQ-9 fall in the range its authors call moderate. This is not a diagnosis." },
      { type: "guidance", text: "A high score on the GAD-7 does not prove anything about you; it is worth talking over with a doctor." },
    ]);
    expect(rulesOf(narrated, depression)).toEqual([]);
  });
});

describe("PHQ-9 item 9 above zero", { timeout: 30_000 }, () => {
  it("is a risk flag in the brief that rests on the item, not on a sentence, and verification accepts it", () => {
    expect(atRisk.safety.categories).toContain(PHQ9_RISK_CATEGORY);
    const document = draftTherapistSummary(atRisk);
    expect(flagsIn(document)).toContainEqual({ category: PHQ9_RISK_CATEGORY, sentenceIds: [], addedBy: "screen" });
    expect(verifyReport(document, atRisk)).toEqual({ ok: true, failures: [] });
  });

  it("is accepted without sentences only when the evidence's item 9 is above zero", () => {
    // The category stored, but the item answered 0 (or not asked): a flag without a sentence is refused, as for any category.
    const notRaised: ReportEvidence = {
      ...depression,
      safety: { ...depression.safety, categories: [...depression.safety.categories, PHQ9_RISK_CATEGORY] },
    };
    const document = draftTherapistSummary(notRaised);
    expect(flagsIn(document)).toContainEqual({ category: PHQ9_RISK_CATEGORY, sentenceIds: [], addedBy: "screen" });
    expect(rulesOf(document, notRaised)).toEqual([{ rule: "safety-flag-missing", sectionId: "brief" }]);
    // Only this category rests on an item: another category's flag without a sentence is still refused.
    const other = withBlocks(draftTherapistSummary(atRisk), "brief", (blocks) =>
      blocks.map((block) => (block.type === "risk-flags" ? { ...block, flags: [...block.flags, { category: "self-harm", sentenceIds: [], addedBy: "screen" as const }] } : block)),
    );
    const withSelfHarm: ReportEvidence = { ...atRisk, safety: { ...atRisk.safety, categories: [...atRisk.safety.categories, "self-harm"] } };
    expect(rulesOf(other, withSelfHarm)).toEqual([{ rule: "safety-flag-missing", sectionId: "brief" }]);
  });

  it("refuses a brief that drops the flag, by a draft or by an edit", () => {
    const document = draftTherapistSummary(atRisk);
    const dropped = withBlocks(document, "brief", (blocks) =>
      blocks.map((block) => (block.type === "risk-flags" ? { ...block, flags: block.flags.filter((flag) => flag.category !== PHQ9_RISK_CATEGORY) } : block)),
    );
    expect(rulesOf(dropped, atRisk)).toEqual([{ rule: "safety-flag-missing", sectionId: "brief" }]);
    expect(rulesOf(dropped, atRisk, document)).toEqual([
      { rule: "safety-flag-missing", sectionId: "brief" },
      { rule: "safety-flag-removed", sectionId: "brief" },
    ]);
  });

  it("survives a reviewer's edit of the brief as text", () => {
    const document = draftTherapistSummary(atRisk);
    const brief = section(document, "brief");
    const markup = sectionToMarkup(brief);
    expect(markup).toContain(`${PHQ9_RISK_CATEGORY} (screen)`);
    const parsed = parseSectionMarkup(markup, brief);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const edited = { ...document, sections: document.sections.map((each) => (each.id === "brief" ? parsed.section : each)) };
    expect(verifyReport(edited, atRisk, { previous: document })).toEqual({ ok: true, failures: [] });
  });

  it("asks the clinician to inquire about risk in the considerations, and says a 0 on item 9 is no evidence of safety", () => {
    const considerations = (evidence: ReportEvidence) => JSON.stringify(section(draftTherapistSummary(evidence), "considerations"));
    const itemOnly: ReportEvidence = { ...atRisk, safety: { categories: [PHQ9_RISK_CATEGORY], sentenceIds: [] } };
    expect(considerations(itemOnly)).toContain("The client answered Several days (1) to PHQ-9 item 9");
    expect(considerations(itemOnly)).toContain("A direct inquiry about current risk");
    expect(considerations(itemOnly)).not.toContain("found no risk language");
    expect(considerations(depression)).toContain("the client answered Not at all (0) to PHQ-9 item 9");
    expect(considerations(depression)).toContain("many people at risk answer that item 0");
  });

  it("opens the Catharsis Report and the Root Cause Analysis with getting help now, even with no sentence flagged", () => {
    const itemOnly: ReportEvidence = { ...atRisk, safety: { categories: [PHQ9_RISK_CATEGORY], sentenceIds: [] } };
    for (const document of [draftCatharsisReport(itemOnly), draftRootCauseAnalysis(itemOnly)]) {
      const [first] = document.sections;
      expect(first?.id).toBe(HELP_NOW_SECTION);
      expect(JSON.stringify(first)).toContain("988");
      expect(JSON.stringify(first)).toContain("One of your answers to the short questionnaire");
      // The item's wording is not printed back to the client in the opening.
      expect(JSON.stringify(first)).not.toContain("better off dead or of hurting yourself in some way");
      expect(verifyReport(document, itemOnly)).toEqual({ ok: true, failures: [] });

      const withoutHelp = { ...document, sections: document.sections.slice(1) };
      expect(rulesOf(withoutHelp, itemOnly)).toEqual([{ rule: "missing-section", sectionId: HELP_NOW_SECTION }]);
    }
  });
});

describe("the direct risk screen (ASQ) in the reports", { timeout: 30_000 }, () => {
  const acute = fictionalEvidence("death-grief", { asq: { "asq-1": 1, "asq-2": 0, "asq-3": 0, "asq-4": 0, "asq-5": 1 } });
  const nonAcute = fictionalEvidence("marriage", { asq: { "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 1, "asq-5": 0 } });
  const grief = fictionalEvidence("death-grief");

  it("travels with the scales, as code scored it: negative for the ordinary client, acute with the questions answered yes", () => {
    expect(grief.riskScreen).toMatchObject({ outcome: "negative", yesItems: [] });
    expect(grief.safety.categories).toEqual([]);
    expect(acute.riskScreen).toMatchObject({ outcome: "acute-positive", label: "Acute positive" });
    expect(acute.riskScreen?.yesItems.map((item) => item.number)).toEqual([1, 5]);
    expect(acute.safety.categories).toEqual([ASQ_ACUTE_CATEGORY]);
    const summary = draftTherapistSummary(acute);
    expect(scalesIn(summary, "brief")).toEqual([{ type: "scales", layout: "table", scales: acute.scales, riskScreen: acute.riskScreen }]);
    expect(scalesIn(summary, "presenting-concerns")[0]?.riskScreen).toBeUndefined();
    expect(verifyReport(summary, acute)).toEqual({ ok: true, failures: [] });
    // A brief whose table leaves the screen out is refused; so are a client's charts without it.
    const withoutScreen = withBlocks(summary, "brief", (blocks) => blocks.map((block) => (block.type === "scales" ? { ...block, riskScreen: undefined } : block)));
    expect(rulesOf(withoutScreen, acute)).toContainEqual({ rule: "scale-scores", sectionId: "brief" });
    const catharsis = draftCatharsisReport(acute);
    const chartsWithout = withBlocks(catharsis, "what-you-told-us", (blocks) => blocks.map((block) => (block.type === "scales" ? { ...block, riskScreen: undefined } : block)));
    expect(rulesOf(chartsWithout, acute)).toContainEqual({ rule: "scale-scores", sectionId: "what-you-told-us" });
  });

  it.each([
    ["acute", () => acute, ASQ_ACUTE_CATEGORY],
    ["non-acute", () => nonAcute, ASQ_POSITIVE_CATEGORY],
  ] as const)("a %s positive is a flag in the brief that rests on the answers, and the client's reports open with help now", (_, evidence, category) => {
    const summary = draftTherapistSummary(evidence());
    expect(flagsIn(summary)).toContainEqual({ category, sentenceIds: [], addedBy: "screen" });
    expect(verifyReport(summary, evidence())).toEqual({ ok: true, failures: [] });
    const catharsis = draftCatharsisReport(evidence());
    expect(catharsis.sections[0]?.id).toBe(HELP_NOW_SECTION);
    expect(verifyReport(catharsis, evidence())).toEqual({ ok: true, failures: [] });
  });

  it("refuses a brief that drops the flag, and a flag without sentences once the screen is negative", () => {
    const summary = draftTherapistSummary(acute);
    const dropped = withBlocks(summary, "brief", (blocks) => blocks.map((block) => (block.type === "risk-flags" ? { ...block, flags: block.flags.filter((flag) => flag.category !== ASQ_ACUTE_CATEGORY) } : block)));
    expect(rulesOf(dropped, acute)).toContainEqual({ rule: "safety-flag-missing", sectionId: "brief" });
    const calm = { ...acute, riskScreen: grief.riskScreen };
    expect(rulesOf(summary, calm)).toContainEqual({ rule: "safety-flag-missing", sectionId: "brief" });
  });

  it("refuses a scales block whose screen result differs from the evidence", () => {
    const summary = draftTherapistSummary(acute);
    const softened = withBlocks(summary, "brief", (blocks) =>
      blocks.map((block) => (block.type === "scales" ? { ...block, riskScreen: { ...block.riskScreen!, outcome: "negative" as const, label: "Negative" } } : block)),
    );
    expect(rulesOf(softened, acute)).toContainEqual({ rule: "scale-scores", sectionId: "brief" });
  });
});

describe("a model's draft", { timeout: 30_000 }, () => {
  /** The template's document as a model would return it: no quote words, no scores or scales, no screen flags. */
  function asDrafted(document: ReportDocument): DraftedDocument {
    return {
      sections: document.sections.map((each) => ({
        id: each.id,
        title: each.title,
        ...(each.newPage ? { newPage: true } : {}),
        blocks: each.blocks.flatMap((block): DraftedSection["blocks"] => {
          if (block.type === "quote") return [{ type: "quote", sentenceId: block.sentenceId }];
          if (block.type === "scores" || block.type === "scales") return [];
          if (block.type === "risk-flags") return [{ ...block, flags: [] }];
          return [block];
        }),
      })),
    };
  }

  it("cannot write a scales block itself: the drafted schema refuses one", () => {
    const drafted = asDrafted(draftCatharsisReport(depression));
    const told = drafted.sections.find((each) => each.id === "what-you-told-us")!;
    const withScales = { sections: [{ ...told, blocks: [{ type: "scales", layout: "charts", scales: depression.scales }, ...told.blocks] }] };
    expect(draftedDocumentSchema.safeParse(withScales).success).toBe(false);
    expect(draftedDocumentSchema.safeParse({ sections: [told] }).success).toBe(true);
  });

  it("gets the scales from code: the charts, the brief's table and the item 9 flag, which verification accepts", () => {
    const template = draftTherapistSummary(atRisk);
    const finished = finishDraft("therapist-summary", asDrafted(template), atRisk);
    expect(scalesIn(finished, "brief")).toEqual(scalesIn(template, "brief"));
    expect(scalesIn(finished, "presenting-concerns")).toEqual(scalesIn(template, "presenting-concerns"));
    expect(flagsIn(finished)).toContainEqual({ category: PHQ9_RISK_CATEGORY, sentenceIds: [], addedBy: "screen" });
    expect(verifyReport(finished, atRisk)).toEqual({ ok: true, failures: [] });

    // A re-drafted section gets its scales again from the evidence.
    const drafted = asDrafted(draftCatharsisReport(atRisk)).sections.find((each) => each.id === "what-you-told-us")!;
    expect(finishSection("catharsis", drafted, atRisk).blocks[0]).toEqual({ type: "scales", layout: "charts", scales: atRisk.scales, riskScreen: atRisk.riskScreen });
  });
});
