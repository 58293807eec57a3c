import { describe, expect, it } from "vitest";
import { getQuestionBank } from "./banks/all-banks";
import { safetyCategoryLabels } from "./safety-category-labels";
import { layOutAnswers, UnreadableAnswersError } from "./submission-layout";

describe("layOutAnswers", () => {
  it("keeps an answer whose question today's bank no longer has, apart from the sections", () => {
    const plaintext = JSON.stringify({ email: "a@example.com", completionDate: "2026-01-02", responses: { q1: "One", q99: "Kept anyway" } });
    const view = layOutAnswers("marriage", "marriage-v0", plaintext);
    if (view.kind !== "questionnaire") throw new Error("expected a written form");
    expect(view.sections[0]?.items[0]?.answer).toBe("One");
    expect(view.sections[0]?.items[1]?.answer).toBe("");
    expect(view.otherAnswers).toEqual([{ id: "q99", answer: "Kept anyway" }]);
    expect(view.wordingNote).toContain(getQuestionBank("marriage").version);
  });

  it("fails with an error that never quotes the text it could not read", () => {
    const secret = "{not json but a private sentence";
    let thrown: unknown;
    try {
      layOutAnswers("marriage", "marriage-v1", secret);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnreadableAnswersError);
    expect(String((thrown as Error).message)).not.toContain("private sentence");
    expect(() => layOutAnswers("enneagram", "enneagram-v1", JSON.stringify({ responses: {} }))).toThrow(UnreadableAnswersError);
  });
});

describe("safetyCategoryLabels", () => {
  it("says what the screen found in plain words, once each, and reads an unknown category as words", () => {
    expect(safetyCategoryLabels(["suicidal-thoughts", "self-harm", "suicidal-thoughts", "danger-at-home"])).toEqual([
      "possible suicidal thoughts",
      "possible self-harm",
      "possible danger at home",
    ]);
    expect(safetyCategoryLabels(["financial-abuse_risk"])).toEqual(["possible financial abuse risk"]);
  });
});
