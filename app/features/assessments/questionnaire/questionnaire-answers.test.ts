import { describe, expect, it } from "vitest";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { emptyQuestionnaireAnswers, isAnswered, sectionProgress, todayIso } from "./questionnaire-answers";

describe("questionnaire answers", () => {
  it("dates a fresh form today in the writer's own time zone", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(emptyQuestionnaireAnswers("", new Date(2026, 11, 31, 0, 1))).toEqual({ email: "", completionDate: "2026-12-31", responses: {}, scales: {} });
  });

  it("does not count a blank or whitespace-only box as an answer", () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered("  \n ")).toBe(false);
    expect(isAnswered(" yes ")).toBe(true);
  });

  it("counts answers per section, the scales and the risk screen first", () => {
    const bank = getQuestionBank("mental-health-wellbeing");
    const responses = { q1: "a", q2: " ", q6: "b", q25: "c" };
    const progress = sectionProgress(bank, { responses, scales: { "phq9-1": 0, "phq9-9": 2, "who5-5": 5 } });
    expect(progress.map((section) => [section.anchorId, section.answered, section.total])).toEqual([
      ["section-scales", 3, 21],
      ["section-risk-screen", 0, 4],
      ["section-1", 1, 5],
      ["section-2", 1, 5],
      ["section-3", 0, 5],
      ["section-4", 0, 5],
      ["section-5", 1, 5],
    ]);
    expect(progress[0]!.title).toBe("The last two weeks");
    expect(progress[1]!.title).toBe("Questions we ask everyone");
    expect(progress[2]!.title).toBe(bank.sections[0]!.title);
    // Question 5 joins the count after a yes to any of 1–4.
    expect(sectionProgress(bank, { responses, scales: { "asq-1": 0, "asq-2": 1 } })[1]).toMatchObject({ answered: 2, total: 5 });
    // A bank with the WHO-5 alone counts its five items.
    expect(sectionProgress(getQuestionBank("marriage"), { responses: {} })[0]).toMatchObject({ answered: 0, total: 5 });
  });
});
