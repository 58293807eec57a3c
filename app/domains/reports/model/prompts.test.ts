import { describe, expect, it } from "vitest";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";
import { PHQ9_RISK_CATEGORY, type ScaleScore } from "~/shared/scale-scores";
import { HELP_NOW_SECTION } from "../document/report-outline";
import { marriageEvidence } from "./drafting-fixtures";
import { partPrompt, sectionRedraftPrompt } from "./part-prompts";
import { planParts, planSection } from "./part-plan";
import { sectionIds } from "./prompts";

/** The call that writes `sectionId`, as the drafter would send it with a roomy budget. */
function promptFor(kind: ReportKind, evidence: ReportEvidence, sectionId: string) {
  const part = planParts(kind, evidence, 3_000).find((candidate) => candidate.sectionIds.includes(sectionId));
  if (!part) throw new Error(`no part writes ${sectionId}`);
  return partPrompt({ kind, evidence }, part);
}

const phq9: ScaleScore = {
  scaleId: "phq-9",
  name: "PHQ-9",
  title: "Patient Health Questionnaire (PHQ-9)",
  measures: "signs of depression",
  score: 16,
  max: 27,
  rawScore: 16,
  band: { id: "moderately-severe", label: "Moderately severe", range: "15–19", meaning: "moderately severe signs of depression" },
  riskItem: { itemId: "phq9-9", number: 9, text: "Thoughts that you would be better off dead or of hurting yourself in some way", value: 1, answer: "Several days" },
  credit: "PHQ-9 credit.",
};
const who5: ScaleScore = {
  scaleId: "who-5",
  name: "WHO-5",
  title: "WHO-5 Well-Being Index",
  measures: "wellbeing",
  score: 24,
  max: 100,
  rawScore: 6,
  band: { id: "very-low", label: "Very low wellbeing", range: "0–28", meaning: "very low wellbeing" },
  riskItem: null,
  credit: "WHO-5 credit.",
};

describe("the model's prompt and the validated scales", () => {
  const evidence: ReportEvidence = { ...marriageEvidence(), scales: [phq9, who5], safety: { categories: [PHQ9_RISK_CATEGORY], sentenceIds: [] } };

  it("gives the computed scales with their bands and asks the model only to narrate them", () => {
    const { instructions, prompt } = promptFor("catharsis", evidence, "what-you-told-us");
    expect(prompt).toContain('- PHQ-9 (signs of depression): 16 of 27; band "Moderately severe" (15–19), meaning moderately severe signs of depression. PHQ-9 item 9 answered: Several days (1).');
    expect(prompt).toContain('- WHO-5 (wellbeing): 24 of 100; band "Very low wellbeing" (0–28), meaning very low wellbeing.');
    expect(prompt).toMatch(/narrate only, never as a diagnosis/);
    expect(instructions).toMatch(/never write a scale's score, maximum or range yourself/);
    expect(instructions).toMatch(/A band is never a diagnosis/);
    expect(instructions).toContain('their charts open the "what-you-told-us" section');
    // Item 9 is a flag that rests on the item, written where help is offered, and the report opens with getting help now.
    expect(prompt).not.toContain(PHQ9_RISK_CATEGORY);
    expect(promptFor("catharsis", evidence, HELP_NOW_SECTION).prompt).toContain(`- ${PHQ9_RISK_CATEGORY} (PHQ-9 item 9 answered above zero; the flag rests on the item and cites no sentence)`);
    expect(sectionIds("catharsis", evidence)[0]).toBe(HELP_NOW_SECTION);
    expect(sectionIds("catharsis", { ...evidence, safety: { categories: [], sentenceIds: [] } })[0]).toBe(HELP_NOW_SECTION);
  });

  it("tells a Therapist Summary's drafter where the brief's table goes, and gives a re-draft the scales too", () => {
    expect(promptFor("therapist-summary", evidence, "brief").instructions).toContain('and their table sits in the "brief"');
    const current = { kind: "catharsis" as const, title: "t", subtitle: "s", drafter: "model" as const, sections: [] };
    const request = { kind: "catharsis" as const, evidence, sectionId: "what-you-told-us", current };
    expect(sectionRedraftPrompt(request, planSection("catharsis", evidence, "what-you-told-us", 3_000)).prompt).toContain('band "Moderately severe"');
  });

  it("says nothing of scales when the client answered none", () => {
    const { prompt } = promptFor("catharsis", marriageEvidence(), "what-you-told-us");
    expect(prompt).not.toContain("Validated scales");
  });
});

describe("the roles a model is held to", () => {
  it("ends each written sentence with its role, and says which roles a strength, a support and a goal may cite", () => {
    const { prompt, instructions } = promptFor("therapist-summary", marriageEvidence(), "brief");
    expect(prompt).toContain("q2.s2: My sister listens when I call her. [support]");
    expect(prompt).toContain("q1.s1: We argue about money almost every night. [account]");
    expect(instructions).toContain("the client's goals cite only hope sentences. Never offer a difficulty, a withdrawal or a loss as a help or a hope.");
  });
});
