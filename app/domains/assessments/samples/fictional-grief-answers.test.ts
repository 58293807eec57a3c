import { describe, expect, it } from "vitest";
import { submissionAnswersSchema } from "../assessment-answers";
import { deathGriefBank } from "../forms/death-grief/bank";
import { questionIds } from "../question-bank";
import { assessRisk } from "../safety/screen";
import { sampleGriefAnswers } from "./fictional-grief-answers";

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length > 0);

describe("Ellen Marsh's fictional grief answers", () => {
  it("answer every question of the current grief bank, as a submission must", () => {
    expect(submissionAnswersSchema("death-grief").safeParse(sampleGriefAnswers).success).toBe(true);
    expect(Object.keys(sampleGriefAnswers.responses)).toEqual(questionIds(deathGriefBank));
  });

  it("hold no sentence either tier of the screen hears, so the sample shows an unflagged report", () => {
    const heard = Object.values(sampleGriefAnswers.responses)
      .flatMap(sentences)
      .filter((sentence) => assessRisk(sentence).level !== "none");
    expect(heard).toEqual([]);
  });
});
