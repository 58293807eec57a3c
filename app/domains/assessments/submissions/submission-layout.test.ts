import { describe, expect, it } from "vitest";
import { getQuestionBank } from "../banks/all-banks";
import { safetyCategoryLabels } from "../safety/category-labels";
import { layOutAnswers, UnreadableAnswersError } from "./submission-layout";

describe("layOutAnswers", () => {
  it("keeps an answer whose question today's bank no longer has, apart from the sections", () => {
    const plaintext = JSON.stringify({ email: "a@example.com", completionDate: "2026-01-02", responses: { q1: "One", q99: "Kept anyway" } });
    const view = layOutAnswers("marriage", "marriage-v0", plaintext);
    if (view.kind !== "questionnaire") throw new Error("expected a written form");
    expect(view.sections[0]?.items[0]?.answer).toBe("One");
    expect(view.sections[0]?.items[1]?.answer).toBe("");
    expect(view.otherAnswers).toEqual([{ id: "q99", answer: "Kept anyway" }]);
    // Sent before the optional first name and phone existed: shown as not given.
    expect(view.clientInfo).toEqual({ email: "a@example.com", completionDate: "2026-01-02", firstName: "", phone: "", phoneConsent: false });
    expect(view.wordingNote).toContain(getQuestionBank("marriage").version);
  });

  it("shows the optional first name and phone, and whether the client agreed to be called", () => {
    const plaintext = JSON.stringify({ email: "a@example.com", completionDate: "2026-01-02", firstName: "June", phone: "+1 555 201 7788", phoneConsent: true, responses: {} });
    const view = layOutAnswers("marriage", getQuestionBank("marriage").version, plaintext);
    if (view.kind !== "questionnaire") throw new Error("expected a written form");
    expect(view.clientInfo).toMatchObject({ firstName: "June", phone: "+1 555 201 7788", phoneConsent: true });
  });

  it("shows each scale as answered, with the score and band code computed, before the written sections", () => {
    const scales = { "phq9-1": 3, "phq9-2": 3, "phq9-3": 2, "phq9-4": 2, "phq9-5": 1, "phq9-6": 1, "phq9-7": 1, "phq9-8": 0, "phq9-9": 1 };
    const plaintext = JSON.stringify({ email: "a@example.com", completionDate: "2026-01-02", responses: { q1: "One" }, scales });
    const view = layOutAnswers("depression", getQuestionBank("depression").version, plaintext);
    if (view.kind !== "questionnaire") throw new Error("expected a written form");
    expect(view.scales.map((scale) => scale.name)).toEqual(["PHQ-9", "GAD-7", "WHO-5"]);
    const [phq9, gad7] = view.scales;
    expect(phq9?.score).toMatchObject({ score: 14, band: { label: "Moderate" }, riskItem: { value: 1, answer: "Several days" } });
    expect(phq9?.items[8]).toMatchObject({ number: 9, answer: "Several days" });
    expect(gad7?.score).toBeNull();
    expect(gad7?.items.every((item) => item.answer === null)).toBe(true);
    expect(view.wordingNote).toBeNull();
  });

  it("shows the risk screen as answered, with the result code computed, and question 5 only when it was asked", () => {
    const screen = (scales: Record<string, number>, version = getQuestionBank("death-grief").version) => {
      const view = layOutAnswers("death-grief", version, JSON.stringify({ email: "a@example.com", completionDate: "2026-01-02", responses: {}, scales }));
      if (view.kind !== "questionnaire") throw new Error("expected a written form");
      return view.riskScreen;
    };
    const acute = screen({ "asq-1": 0, "asq-2": 1, "asq-3": 0, "asq-4": 0, "asq-5": 1 })!;
    expect(acute.result).toMatchObject({ outcome: "acute-positive", label: "Acute positive" });
    expect(acute.items.map((item) => [item.number, item.answer, item.yes])).toEqual([
      [1, "No", false],
      [2, "Yes", true],
      [3, "No", false],
      [4, "No", false],
      [5, "Yes", true],
    ]);
    const negative = screen({ "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 })!;
    expect(negative.result?.label).toBe("Negative");
    expect(negative.items).toHaveLength(4);
    // A submission from before the screen (v3) has none.
    expect(screen({}, "death-grief-v3")).toBeNull();
  });

  it("reads a submission from before the scales against its own wording, with no scales and no note", () => {
    const plaintext = JSON.stringify({ email: "a@example.com", completionDate: "2026-01-02", responses: { q1: "One" } });
    const view = layOutAnswers("depression", "depression-v1", plaintext);
    if (view.kind !== "questionnaire") throw new Error("expected a written form");
    expect(view.scales).toEqual([]);
    expect(view.wordingNote).toBeNull();
    expect(view.sections[0]?.items[0]?.answer).toBe("One");
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
    expect(safetyCategoryLabels(["phq9-item-9"])).toEqual(["PHQ-9 item 9 above zero (thoughts of being better off dead or of self-harm)"]);
  });
});
