import { describe, expect, it } from "vitest";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { questionRole, type QuestionRole } from "./question-roles";

/** The current bank's questions of a role, by number. */
function numbersOf(formType: Parameters<typeof getQuestionBank>[0], role: QuestionRole): number[] {
  const texts = getQuestionBank(formType).sections.flatMap((section) => section.questions.map((question) => question.text));
  return texts.flatMap((text, index) => (questionRole(text) === role ? [index + 1] : []));
}

describe("the role a question gives its answers", () => {
  it("reads hopes from the questions that ask what the client wants, on every written form", () => {
    expect(numbersOf("death-grief", "hope")).toEqual([14, 30]);
    expect(numbersOf("depression", "hope")).toEqual([10, 20, 30]);
    expect(numbersOf("marriage", "hope")).toEqual([10, 30]);
    expect(numbersOf("mental-health-wellbeing", "hope")).toEqual([21, 23, 25]);
  });

  it("never makes a hope of getting through the days, nor of a future that feels empty", () => {
    expect(questionRole("How have you been getting through the days?")).toBe("coping");
    expect(questionRole("At times the future may feel empty or hard to picture. What are those times like for you?")).not.toBe("hope");
    expect(questionRole("What do you wish your partner understood about you?")).toBe("difficulty");
  });

  it("reads supports, memories, triggers and practical matters from the question's words", () => {
    expect(questionRole("Who has been a comfort to you since your loss?")).toBe("support");
    expect(questionRole("Who outside your relationship do you turn to for support?")).toBe("support");
    expect(questionRole("What kind of support do you wish you had more of?")).toBe("hope");
    expect(questionRole("Which memories of them do you hold most dear?")).toBe("memory");
    expect(questionRole("How do birthdays, holidays or anniversaries feel for you now?")).toBe("trigger");
    expect(questionRole("Which practical matters have been hard to handle on your own?")).toBe("practical");
    expect(questionRole("How has your loss affected your other relationships?")).toBe("open");
    expect(questionRole("Tell us about the person you have lost.")).toBe("account");
  });

  it("gives every grief support question its role", () => {
    expect(numbersOf("death-grief", "support")).toEqual([12, 13, 18, 29]);
  });
});
