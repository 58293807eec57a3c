import { describe, expect, it } from "vitest";
import { screenQuestionnaire } from "../safety/screen-questionnaire";
import { safetyCategoryLabel } from "../safety/category-labels";
import { asqCategories, asqItems, scoreAsq, withAsqAnswer } from "./asq";

const no = { "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 };

describe("the ASQ in its published wording", () => {
  it("asks the NIMH's five questions, word for word, with ids that are stored", () => {
    expect(asqItems.map((item) => [item.id, item.text])).toEqual([
      ["asq-1", "In the past few weeks, have you wished you were dead?"],
      ["asq-2", "In the past few weeks, have you felt that you or your family would be better off if you were dead?"],
      ["asq-3", "In the past week, have you been having thoughts about killing yourself?"],
      ["asq-4", "Have you ever tried to kill yourself?"],
      ["asq-5", "Are you having thoughts of killing yourself right now?"],
    ]);
  });
});

describe("scoring the ASQ as the NIMH does", () => {
  it("is negative with no to questions 1–4, and question 5 is not asked", () => {
    expect(scoreAsq(no)).toMatchObject({ outcome: "negative", label: "Negative", yesItems: [] });
    expect(scoreAsq({ ...no, "asq-5": 0 })).toBeNull();
  });

  it.each(["asq-1", "asq-2", "asq-3", "asq-4"])("is positive with a yes to %s alone; question 5 says whether it is acute", (itemId) => {
    expect(scoreAsq({ ...no, [itemId]: 1 })).toBeNull();
    const nonAcute = scoreAsq({ ...no, [itemId]: 1, "asq-5": 0 });
    expect(nonAcute).toMatchObject({ outcome: "non-acute-positive", label: "Non-acute positive" });
    expect(nonAcute?.yesItems.map((item) => item.itemId)).toEqual([itemId]);
    const acute = scoreAsq({ ...no, [itemId]: 1, "asq-5": 1 });
    expect(acute).toMatchObject({ outcome: "acute-positive", label: "Acute positive" });
    expect(acute?.yesItems.map((item) => item.itemId)).toEqual([itemId, "asq-5"]);
  });

  it("gives no result for an incomplete screen or a value that is neither yes nor no", () => {
    expect(scoreAsq(undefined)).toBeNull();
    expect(scoreAsq({ "asq-1": 0, "asq-2": 0, "asq-3": 0 })).toBeNull();
    expect(scoreAsq({ ...no, "asq-2": 2 })).toBeNull();
  });

  it("credits the NIMH and says it is in the public domain", () => {
    expect(scoreAsq(no)?.credit).toBe("Ask Suicide-Screening Questions (ASQ), National Institute of Mental Health (NIMH). In the public domain.");
  });
});

describe("a positive ASQ is urgent", () => {
  const responses = { q1: "We walk the dog every morning." };

  it("adds asq-positive for a yes to 1–4, and asq-acute instead for a yes to question 5, even in a partial draft", () => {
    expect(asqCategories({ "asq-1": 1 })).toEqual(["asq-positive"]);
    expect(asqCategories({ "asq-3": 1, "asq-5": 0 })).toEqual(["asq-positive"]);
    expect(asqCategories({ "asq-3": 1, "asq-5": 1 })).toEqual(["asq-acute"]);
    expect(asqCategories(no)).toEqual([]);
    expect(asqCategories({})).toEqual([]);
    // Question 5 means nothing without a yes before it.
    expect(asqCategories({ ...no, "asq-5": 1 })).toEqual([]);
  });

  it("flags written answers that say nothing worrying, beside the text screen and PHQ-9 item 9", () => {
    expect(screenQuestionnaire({ responses, scales: no })).toEqual([]);
    expect(screenQuestionnaire({ responses, scales: { ...no, "asq-4": 1, "asq-5": 0 } })).toEqual(["asq-positive"]);
    expect(screenQuestionnaire({ responses, scales: { "phq9-9": 1, ...no, "asq-1": 1, "asq-5": 1 } })).toEqual(["phq9-item-9", "asq-acute"]);
  });

  it("names the categories for staff by what the client answered", () => {
    expect(safetyCategoryLabel("asq-positive")).toBe("ASQ suicide risk screen positive (a yes to questions 1–4; no thoughts of suicide right now)");
    expect(safetyCategoryLabel("asq-acute")).toBe("ASQ suicide risk screen acute positive (thoughts of killing themselves right now)");
  });
});

describe("question 5 follows the answers before it", () => {
  it("goes when the last yes to 1–4 is taken back, and stays while any yes remains", () => {
    const acute = { ...no, "asq-1": 1, "asq-2": 1, "asq-5": 1 };
    expect(withAsqAnswer(acute, "asq-1", 0)).toEqual({ ...no, "asq-2": 1, "asq-5": 1 });
    expect(withAsqAnswer({ ...no, "asq-2": 1, "asq-5": 1 }, "asq-2", 0)).toEqual(no);
  });
});
