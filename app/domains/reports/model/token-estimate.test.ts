import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { largestEvidence } from "../../../../tests/support/largest-submission";
import { partPrompt } from "./part-prompts";
import { planParts } from "./part-plan";
import { estimateTokens } from "./token-estimate";

/**
 * The part planner budgets with an estimate because each server's model has its own tokenizer
 * (ADR 0068). Here it is held to a real one, GPT-4o's o200k (a vocabulary of the size of Llama
 * 3's and Qwen 2.5's), on what the planner really sends: it must never count fewer tokens.
 */
describe("the token estimate", () => {
  it("is at or above GPT-4o's tokenizer on every call of the largest grief submission's Catharsis Report", () => {
    const evidence = largestEvidence("death-grief");
    const parts = planParts("catharsis", evidence, 4_000);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) {
      const { instructions, prompt } = partPrompt({ kind: "catharsis", evidence }, part);
      for (const text of [instructions, prompt]) expect(estimateTokens(text), part.sectionIds.join("+")).toBeGreaterThanOrEqual(countTokens(text));
    }
  }, 60_000);

  it("is at or above it on dense text a prose rule of thumb would under-count: sentence ids, numbers, punctuation", () => {
    for (const text of ["q12.s3 q4.s1 q27.s2 e101.s1", "1,234,567 — 89%; (a) [b] {c}", "Émilie's café: naïve—über 🙂🙂🙂"]) {
      expect(estimateTokens(text), text).toBeGreaterThanOrEqual(countTokens(text));
    }
  });
});
