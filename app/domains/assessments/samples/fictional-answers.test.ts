import { describe, expect, it } from "vitest";
import { submissionAnswersSchema } from "../assessment-answers";
import { depressionBank } from "../forms/depression/bank";
import { scoreEnneagram } from "../enneagram/score-enneagram";
import { questionIds } from "../question-bank";
import { screenAnswers } from "../safety/screen-questionnaire";
import { sampleDepressionAnswers, sampleEnneagramRatings } from "./fictional-answers";

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length > 0);

describe("June Hartley's fictional answers", () => {
  it("answer every question of the current depression bank, as a submission must", () => {
    expect(submissionAnswersSchema("depression").safeParse(sampleDepressionAnswers).success).toBe(true);
    expect(Object.keys(sampleDepressionAnswers.responses)).toEqual(questionIds(depressionBank));
    for (const [id, answer] of Object.entries(sampleDepressionAnswers.responses)) {
      expect(sentences(answer).length, id).toBeGreaterThanOrEqual(2);
      expect(sentences(answer).length, id).toBeLessThanOrEqual(5);
    }
  });

  it("hold no crisis language, so the samples show an unflagged report", () => {
    expect(screenAnswers(sampleDepressionAnswers.responses).categories).toEqual([]);
  });

  it("never state her age, which our forms do not ask", () => {
    const all = Object.values(sampleDepressionAnswers.responses).join(" ");
    expect(all).not.toMatch(/\b\d{2}\b|years old|my age|birthday (?:was|is) my \d/i);
  });

  it("rate every Enneagram statement, giving a Helper with a 1 wing and the Perfectionist a near-tie", () => {
    expect(submissionAnswersSchema("enneagram").safeParse(sampleEnneagramRatings).success).toBe(true);
    const result = scoreEnneagram(sampleEnneagramRatings.ratings);
    expect([result.type, result.wing]).toEqual([2, 1]);
    const ranked = [...result.scores].sort((a, b) => b.score - a.score);
    expect(ranked[0]!.score - ranked[1]!.score).toBeLessThanOrEqual(3);
    expect(ranked[1]!.score - ranked[2]!.score).toBeGreaterThan(15);
  });
});
