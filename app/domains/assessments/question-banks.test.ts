import { describe, expect, it } from "vitest";
import { findQuestionBank, getQuestionBank, questionBanks } from "./banks/all-banks";
import { allQuestions, questionIds, questionnaireFormTypes, type QuestionBank } from "./question-bank";

const banks = Object.values(questionBanks);

// Section titles and form names are user-visible strings from the spec, word for word.
const expected = {
  marriage: {
    formName: "Marriage Assessment",
    titles: [
      "Understanding the Current Relationship Dynamics",
      "Communication and Emotional Connection",
      "Coping with External Stressors",
    ],
  },
  "death-grief": {
    formName: "Death & Grief Assessment",
    titles: ["Understanding the Loss", "Coping Strategies and Support System", "Exploring Triggers and Patterns"],
  },
  depression: {
    formName: "Depression Assessment",
    titles: [
      "Understanding the Current Emotional State",
      "Coping Strategies and Support System",
      "Exploring Triggers and Patterns",
    ],
  },
} as const;

const thirtyQuestionForms = ["marriage", "death-grief", "depression"] as const;

describe("question banks", () => {
  it("has one bank per questionnaire form, filed under its own form type", () => {
    expect(Object.keys(questionBanks).sort()).toEqual([...questionnaireFormTypes].sort());
    for (const formType of questionnaireFormTypes) {
      expect(getQuestionBank(formType).formType).toBe(formType);
    }
  });

  it.each(thirtyQuestionForms)("%s: three sections of ten, titled as in the spec, q1..q30", (formType) => {
    const bank = getQuestionBank(formType);
    expect(bank.formName).toBe(expected[formType].formName);
    expect(bank.sections.map((section) => section.title)).toEqual(expected[formType].titles);
    expect(bank.sections.map((section) => section.questions.length)).toEqual([10, 10, 10]);
    bank.sections.forEach((section, sectionIndex) => {
      section.questions.forEach((question, position) => {
        expect(question.id).toBe(`q${sectionIndex * 10 + position + 1}`);
      });
    });
    expect(questionIds(bank)).toEqual(Array.from({ length: 30 }, (_, i) => `q${i + 1}`));
  });

  it("mental-health-wellbeing: five sections of five, q1..q25 numbered continuously", () => {
    const bank = getQuestionBank("mental-health-wellbeing");
    expect(bank.formName).toBe("Mental Health & Wellbeing Assessment");
    expect(bank.sections.map((section) => section.questions.length)).toEqual([5, 5, 5, 5, 5]);
    expect(questionIds(bank)).toEqual(Array.from({ length: 25 }, (_, i) => `q${i + 1}`));
    expect(new Set(bank.sections.map((section) => section.title)).size).toBe(5);
  });

  it.each(banks.map((bank) => [bank.formType, bank] as [string, QuestionBank]))(
    "%s: every section is described and every question is distinct, short and non-empty",
    (_formType, bank) => {
      for (const section of bank.sections) {
        expect(section.title.trim()).not.toBe("");
        expect(section.description.trim()).not.toBe("");
      }
      const questions = allQuestions(bank);
      expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
      const texts = questions.map((question) => question.text.trim().toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
      for (const question of questions) {
        expect(question.text.trim()).not.toBe("");
        expect(question.text.length).toBeLessThan(300);
        if (question.hint !== undefined) {
          expect(question.hint.trim()).not.toBe("");
          expect(question.hint.length).toBeLessThan(300);
        }
      }
    },
  );

  it("gives each bank its own non-empty version naming its form", () => {
    const versions = banks.map((bank) => bank.version);
    expect(new Set(versions).size).toBe(banks.length);
    for (const bank of banks) {
      expect(bank.version).toMatch(new RegExp(`^${bank.formType}-v\\d+$`));
    }
  });

  it("asks PHQ-9 and GAD-7 on the Depression and Wellbeing forms and the WHO-5 on all four, before the open questions", () => {
    expect(Object.fromEntries(banks.map((bank) => [bank.formType, bank.scales]))).toEqual({
      marriage: ["who-5"],
      "death-grief": ["who-5"],
      depression: ["phq-9", "gad-7", "who-5"],
      "mental-health-wellbeing": ["phq-9", "gad-7", "who-5"],
    });
  });

  it("still knows each bank's wording from before the scales, so older answers are read against it", () => {
    for (const bank of banks) {
      const earlier = findQuestionBank(bank.formType, `${bank.formType}-v1`);
      expect(earlier?.scales).toEqual([]);
      expect(earlier && questionIds(earlier)).toEqual(questionIds(bank));
      expect(findQuestionBank(bank.formType, bank.version)).toBe(bank);
    }
    expect(findQuestionBank("marriage", "depression-v1")).toBeNull();
    expect(findQuestionBank("marriage", "marriage-v9")).toBeNull();
  });

  // The PHQ-9's item 9 does ask, in its published wording: it is a safety trigger of its own (safety-screen.ts).
  it("never asks directly about suicide or self-harm in an open question: the form shows crisis numbers separately", () => {
    for (const bank of banks) {
      for (const question of allQuestions(bank)) {
        expect(`${question.text} ${question.hint ?? ""}`).not.toMatch(/suicid|kill|self-harm|hurt yourself|end (your|it)/i);
      }
    }
  });
});
