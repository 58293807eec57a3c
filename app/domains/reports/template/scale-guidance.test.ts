import { describe, expect, it } from "vitest";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { ScaleBand, ScaleScore, ScaleScoreId } from "~/shared/scale-scores";
import type { ReportBlock } from "../document/report-document";
import { statesDiagnosis } from "../verify/clinical-language";
import { exampleEvidence } from "../verify/example-reports";
import { clientScaleBlocks, clinicianScaleBlocks, scaleConcern, scaleWordings } from "./scale-guidance";

/** A scale as the assessments domain scores it; only the band and item 9 matter to the guidance. */
function scale(scaleId: ScaleScoreId, bandId: string, item9 = 0): ScaleScore {
  const name = { "phq-9": "PHQ-9", "gad-7": "GAD-7", "who-5": "WHO-5" }[scaleId];
  const band: ScaleBand = { id: bandId, label: bandId, range: "0–4", meaning: `${bandId} range` };
  return {
    scaleId,
    name,
    title: name,
    measures: "signs",
    score: 3,
    max: scaleId === "who-5" ? 100 : 27,
    rawScore: 3,
    band,
    riskItem:
      scaleId === "phq-9"
        ? { itemId: "phq9-9", number: 9, text: "Thoughts that you would be better off dead or of hurting yourself in some way", value: item9, answer: "Not at all" }
        : null,
    credit: `${name} credit.`,
  };
}

const prose = (blocks: ReportBlock[]) =>
  blocks.flatMap((block) => (block.type === "guidance" ? [block.text] : block.type === "callout" ? [block.title, block.text] : []));

describe("guidance chosen by the bands", () => {
  it.each([
    ["phq-9", "minimal", "gentle"],
    ["phq-9", "mild", "gentle"],
    ["phq-9", "moderate", "consider"],
    ["phq-9", "moderately-severe", "soon"],
    ["phq-9", "severe", "soon"],
    ["gad-7", "minimal", "gentle"],
    ["gad-7", "mild", "gentle"],
    ["gad-7", "moderate", "consider"],
    ["gad-7", "severe", "soon"],
    ["who-5", "usual", "gentle"],
    ["who-5", "low", "consider"],
    ["who-5", "very-low", "soon"],
  ] as const)("%s %s → %s", (scaleId, band, concern) => {
    expect(scaleConcern([scale(scaleId, band)])).toBe(concern);
  });

  it("takes the most pressing band of several, and PHQ-9 item 9 above zero over any band", () => {
    expect(scaleConcern([scale("phq-9", "mild"), scale("gad-7", "moderate"), scale("who-5", "usual")])).toBe("consider");
    expect(scaleConcern([scale("phq-9", "mild"), scale("gad-7", "moderate"), scale("who-5", "very-low")])).toBe("soon");
    expect(scaleConcern([scale("phq-9", "minimal", 1), scale("who-5", "usual")])).toBe("now");
    expect(scaleConcern([])).toBeNull();
  });

  it("encourages seeing a clinician soon for a high band, gently for a low one, and never names a condition", () => {
    const evidence = (scales: ScaleScore[]): ReportEvidence => ({ ...exampleEvidence(), scales });
    const soon = prose(clientScaleBlocks(evidence([scale("phq-9", "severe"), scale("who-5", "very-low")])));
    const gentle = prose(clientScaleBlocks(evidence([scale("phq-9", "minimal"), scale("who-5", "usual")])));
    const now = prose(clientScaleBlocks(evidence([scale("phq-9", "mild", 2)])));

    expect(soon.join(" ")).toMatch(/a doctor or a licensed counselor soon, [^.]*next week or two/);
    expect(soon.join(" ")).toContain("the PHQ-9 and the WHO-5");
    expect(gentle.join(" ")).toMatch(/On the PHQ-9, where a lower score means fewer signs, your answers sit in the lower range\./);
    expect(gentle.join(" ")).toMatch(/On the WHO-5, where a higher score means more wellbeing, your answers sit in the usual range\./);
    expect(gentle.join(" ")).not.toMatch(/soon/);
    expect(now.join(" ")).toMatch(/call or text 988/);
    for (const text of [...soon, ...gentle, ...now]) {
      expect(statesDiagnosis(text)).toBe(false);
      expect(text).not.toMatch(/\d+ of \d+/);
    }
    for (const blocks of [soon, gentle, now]) expect(blocks.join(" ")).toContain("This is not a diagnosis");
  });

  // Issue 28: each client reads one wording of a place; every wording keeps what the place must say.
  it("keeps in every wording what its place must say", () => {
    for (const wording of scaleWordings.soon) expect(wording).toMatch(/a doctor or a licensed counselor soon, [^.]*next week or two/);
    for (const wording of scaleWordings.notADiagnosis) expect(wording).toMatch(/^This is not a diagnosis[:;,]/);
    for (const wording of Object.values(scaleWordings).flat()) expect(statesDiagnosis(wording)).toBe(false);
    for (const wording of [...scaleWordings.soon, ...scaleWordings.consider, ...scaleWordings.notADiagnosis]) expect(wording).not.toMatch(/\d+ of \d+/);
  });

  it("shows the charts between the words, and nothing for a form without scales", () => {
    const scales = [scale("gad-7", "moderate")];
    const blocks = clientScaleBlocks({ ...exampleEvidence(), scales });
    expect(blocks.filter((block) => block.type === "scales")).toEqual([{ type: "scales", layout: "charts", scales }]);
    expect(clientScaleBlocks(exampleEvidence())).toEqual([]);
    expect(clinicianScaleBlocks(exampleEvidence())).toEqual([]);
    // A very low WHO-5 on a form without the PHQ-9: the clinician is told its authors advise one.
    expect(prose(clinicianScaleBlocks({ ...exampleEvidence(), scales: [scale("who-5", "very-low")] })).join(" ")).toMatch(/advise screening with the PHQ-9/);
  });

  // Issue 28: a WHO-5 of 80 of 100 was followed by "Your answers sit in the lower ranges of these questionnaires."
  it("says a usual WHO-5 sits in the usual range, never in a lower one, since a higher WHO-5 is better", () => {
    const who5Only = prose(clientScaleBlocks({ ...exampleEvidence(), scales: [{ ...scale("who-5", "usual"), score: 80, rawScore: 20 }] })).join(" ");
    expect(who5Only).toMatch(/On the WHO-5, where a higher score means more wellbeing, your answers sit in the usual range\./);
    expect(who5Only).not.toMatch(/lower range/);

    const signsOnly = prose(clientScaleBlocks({ ...exampleEvidence(), scales: [scale("phq-9", "mild"), scale("gad-7", "minimal")] })).join(" ");
    expect(signsOnly).toMatch(/On the PHQ-9 and the GAD-7, where a lower score means fewer signs, your answers sit in the lower ranges\./);
    expect(signsOnly).not.toMatch(/wellbeing/);
  });
});
