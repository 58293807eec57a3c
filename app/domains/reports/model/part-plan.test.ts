import { beforeAll, describe, expect, it } from "vitest";
import { MAX_DRAFT_PARTS } from "~/config/drafting-limits";
import { riskSentenceIds, type ReportEvidence } from "~/shared/report-evidence";
import { writtenFormTypes } from "~/shared/form-types";
import type { ReportKind } from "~/shared/report-kinds";
import { largestEvidence } from "../../../../tests/support/largest-submission";
import { DraftingFailedError } from "../document/report-drafter";
import { definitionOf } from "../kinds";
import { callBudget, promptTokens } from "./draft-in-parts";
import { marriageEvidence } from "./drafting-fixtures";
import { draftedDocumentModelSchema } from "./model-schema";
import { partPrompt } from "./part-prompts";
import { FIXED_SECTIONS, planParts, type DraftPart } from "./part-plan";
import { repairPrompt } from "./prompts";

const WRITTEN_KINDS: ReportKind[] = ["catharsis", "root-cause", "therapist-summary"];
/** Each form's largest submission, prepared once: splitting and screening 146,000 characters takes a few seconds each. */
const largest = new Map<string, ReportEvidence>();
const largestOf = (formType: (typeof writtenFormTypes)[number]) => largest.get(formType)!;
beforeAll(() => {
  for (const formType of writtenFormTypes) largest.set(formType, largestEvidence(formType));
}, 120_000);

describe("the part planner", () => {
  it("gives each section its own call, help-now only the sentences about risk, and the fixed sections one call together", () => {
    const parts = planParts("catharsis", marriageEvidence(), 3_000);
    expect(parts.map((part) => part.sectionIds)).toEqual([
      ["help-now"],
      ["opening-letter"],
      ["what-you-told-us"],
      ["strengths"],
      ["patterns"],
      ["action-plan"],
      ["weeks-after"],
      ["preparing-for-therapy"],
      ["seek-help-now", "disclaimers"],
    ]);
    expect(parts[0]).toEqual({ sectionIds: ["help-now"], sentenceIds: ["q3.s1"], flags: true });
    for (const part of parts.slice(1, -1)) expect(part).toEqual({ sectionIds: part.sectionIds, sentenceIds: ["q1.s1", "q1.s2", "q2.s1", "q2.s2"], flags: false });
    expect(parts.at(-1)).toEqual({ sectionIds: ["seek-help-now", "disclaimers"], sentenceIds: [], flags: false });
  });

  it("gives the clinician's brief the sentences about risk first, with the flags, and keeps them from every other section", () => {
    const evidence = largestOf("marriage");
    const risky = riskSentenceIds(evidence);
    const parts = planParts("therapist-summary", evidence, 3_000);
    const brief = parts.find((part) => part.sectionIds.includes("brief"))!;
    expect(brief.flags).toBe(true);
    for (const id of risky) expect(brief.sentenceIds).toContain(id);
    for (const part of parts.filter((candidate) => candidate !== brief)) {
      expect(part.flags).toBe(false);
      expect(part.sentenceIds.filter((id) => risky.has(id))).toEqual([]);
    }
  });

  it("hears every question before any at length when the answers do not fit", () => {
    const evidence = largestOf("depression");
    const [part] = planParts("catharsis", evidence, 2_500).filter((candidate) => candidate.sectionIds[0] === "patterns");
    const questions = new Set(part!.sentenceIds.map((id) => id.split(".")[0]));
    expect(questions.size).toBe(evidence.questions.length);
    expect(part!.sentenceIds.length).toBeLessThan(evidence.sentences.length / 10);
  });

  it("splits a long themes section by question into shares that cover every question, in order", () => {
    const evidence = largestOf("marriage");
    const shares = planParts("catharsis", evidence, 3_000).filter((part) => part.sectionIds[0] === definitionOf("catharsis").themesSection);
    expect(shares.length).toBeGreaterThan(1);
    expect(shares.map((share) => share.chunk)).toEqual(shares.map((_, index) => ({ index: index + 1, of: shares.length })));
    const questionsOf = (share: DraftPart) => [...new Set(share.sentenceIds.map((id) => Number(id.slice(1, id.indexOf(".")))))];
    const covered = shares.flatMap(questionsOf);
    const ordinary = new Set(evidence.sentences.filter((sentence) => !riskSentenceIds(evidence).has(sentence.id)).map((sentence) => Number(sentence.id.slice(1, sentence.id.indexOf(".")))));
    expect(covered).toEqual([...ordinary].sort((a, b) => a - b));
  });

  it("refuses settings that leave a call no room for the answers, naming them", () => {
    const planning = () => planParts("catharsis", marriageEvidence(), 120);
    expect(planning).toThrowError(DraftingFailedError);
    expect(planning).toThrowError(/room for 120 tokens of the client's answers.*REPORT_AI_CONTEXT_TOKENS.*REPORT_AI_MAX_OUTPUT_TOKENS/);
  });
});

describe("every call for the largest submission the forms allow", () => {
  const cases = writtenFormTypes.flatMap((formType) => WRITTEN_KINDS.map((kind) => [formType, kind] as const));

  it.each(cases)("%s, %s: fits 8,192 tokens with its answer, the repair ask included, in at most MAX_DRAFT_PARTS calls", async (formType, kind) => {
    for (const maxOutputTokens of [undefined, 4_096]) {
      const request = { kind, evidence: largestOf(formType), reviewerNote: "Say more about the money arguments, and less about work." };
      const budget = await callBudget(request, { contextTokens: 8_192, maxOutputTokens }, draftedDocumentModelSchema);
      const parts = planParts(kind, request.evidence, budget.evidenceTokens);
      expect(parts.length).toBeLessThanOrEqual(MAX_DRAFT_PARTS);
      const written = parts.flatMap((part) => part.sectionIds);
      expect(new Set(written)).toEqual(new Set([...(kind === "therapist-summary" ? [] : ["help-now"]), ...definitionOf(kind).outline]));
      for (const part of parts) {
        const repair = repairPrompt(partPrompt(request, part), "x".repeat(1_200));
        expect(promptTokens(repair, budget.schemaTokens) + budget.outputTokens).toBeLessThanOrEqual(8_192);
        if (!FIXED_SECTIONS.includes(part.sectionIds[0]!)) expect(part.sentenceIds.length).toBeGreaterThan(0);
      }
    }
  }, 30_000);
});
