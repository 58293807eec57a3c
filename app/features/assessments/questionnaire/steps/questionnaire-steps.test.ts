import { describe, expect, it } from "vitest";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { RISK_SCREEN_SECTION } from "~/domains/assessments/scales/asq";
import { SCALES_SECTION, scaleDefinitions } from "~/domains/assessments/scales/scale-definitions";
import { emptyQuestionnaireAnswers } from "../questionnaire-answers";
import { firstInvalidField, missingBySection, questionnaireSteps, resumeStep, stepFromHash, stepHash, stepOfField } from "./questionnaire-steps";

const marriage = getQuestionBank("marriage");

describe("the questionnaire's screens", () => {
  it("are Client Information, the scales, the direct risk screen, each section, then the review", () => {
    expect(questionnaireSteps(marriage).map((step) => step.title)).toEqual([
      "Client Information",
      SCALES_SECTION.title,
      RISK_SCREEN_SECTION.title,
      ...marriage.sections.map((section) => section.title),
      "Review and send",
    ]);
    expect(questionnaireSteps(getQuestionBank("mental-health-wellbeing"))).toHaveLength(1 + 1 + 1 + 5 + 1);
  });

  it("keep the step in the address's fragment, and read a bad or missing one as screen 1", () => {
    expect(stepHash(0)).toBe("#step-1");
    expect(stepHash(4)).toBe("#step-5");
    expect(stepFromHash("#step-5", 6)).toBe(4);
    expect(stepFromHash(stepHash(5), 6)).toBe(5);
    for (const hash of ["", "#step-0", "#step-7", "#step-x", "#section-1"]) expect(stepFromHash(hash, 6)).toBe(0);
  });

  it("know which screen holds each field", () => {
    expect(stepOfField(marriage, "email")).toBe(0);
    expect(stepOfField(marriage, "phoneConsent")).toBe(0);
    expect(stepOfField(marriage, "who5-3")).toBe(1);
    expect(stepOfField(marriage, "asq-1")).toBe(2);
    expect(stepOfField(marriage, "asq-5")).toBe(2);
    expect(stepOfField(marriage, "q1")).toBe(3);
    expect(stepOfField(marriage, "q10")).toBe(3);
    expect(stepOfField(marriage, "q11")).toBe(4);
    expect(stepOfField(marriage, "q30")).toBe(5);
    expect(stepOfField(marriage, "q31")).toBe(-1);
  });

  it("send the writer to the first invalid field in the order the form shows them", () => {
    expect(firstInvalidField(marriage, ["q12", "who5-2", "q3"])).toBe("who5-2");
    expect(firstInvalidField(marriage, ["q12", "phoneConsent"])).toBe("phoneConsent");
    expect(firstInvalidField(marriage, ["q30", "q4"])).toBe("q4");
    expect(firstInvalidField(marriage, [])).toBeUndefined();
    expect(firstInvalidField(marriage, ["q1", "asq-5", "asq-2"])).toBe("asq-2");
    expect(firstInvalidField(marriage, ["asq-1", "who5-5"])).toBe("who5-5");
    // A radio group reports each of its radios; the name is what counts.
    expect(firstInvalidField(marriage, ["who5-1", "who5-1", "who5-1"])).toBe("who5-1");
  });
});

describe("what the review lists as missing", () => {
  it("names every required field and answer left open, per screen, and never the optional ones", () => {
    const answers = { ...emptyQuestionnaireAnswers("", new Date(2026, 0, 5)), responses: { q1: "Yes", q2: "   " } };
    const review = missingBySection(marriage, answers);
    expect(review.map((section) => section.title)).toEqual(questionnaireSteps(marriage).slice(0, -1).map((step) => step.title));
    expect(review[0]!.missing).toEqual([{ id: "email", label: "Email" }]);
    expect(review[1]!.missing).toHaveLength(5);
    expect(review[1]!.missing[0]!.label).toMatch(/^WHO-5.* 1\. /);
    // The risk screen asks questions 1–4 of everyone.
    expect(review[2]!.missing.map((item) => item.id)).toEqual(["asq-1", "asq-2", "asq-3", "asq-4"]);
    expect(review[2]!.missing[0]!.label).toBe("1. In the past few weeks, have you wished you were dead?");
    // A blank box is still missing; numbering runs on across sections.
    expect(review[3]!.missing.map((item) => item.id)).toEqual(["q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10"]);
    expect(review[4]!.missing[0]!.label).toMatch(/^11\. /);
  });

  it("asks the risk screen's question 5 after a yes, and lists it as missing until it is answered", () => {
    const answers = emptyQuestionnaireAnswers("a@example.com");
    const screen = (scales: Record<string, number>) => missingBySection(marriage, { ...answers, scales })[2]!;
    expect(screen({ "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 })).toMatchObject({ total: 4, missing: [] });
    expect(screen({ "asq-1": 0, "asq-2": 1, "asq-3": 0, "asq-4": 0 })).toMatchObject({
      total: 5,
      missing: [{ id: "asq-5", label: "5. Are you having thoughts of killing yourself right now?" }],
    });
    expect(screen({ "asq-1": 0, "asq-2": 1, "asq-3": 0, "asq-4": 0, "asq-5": 0 })).toMatchObject({ total: 5, missing: [] });
  });

  it("is empty once everything is answered", () => {
    const responses = Object.fromEntries(marriage.sections.flatMap((section) => section.questions).map((question) => [question.id, "An answer."]));
    const scales = { "who5-1": 3, "who5-2": 3, "who5-3": 3, "who5-4": 3, "who5-5": 3, "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 };
    const review = missingBySection(marriage, { email: "a@example.com", completionDate: "2026-01-05", responses, scales });
    expect(review.every((section) => section.missing.length === 0)).toBe(true);
  });
});

describe("where a draft reopens", () => {
  const answered = (ids: string[], scales: Record<string, number> = {}) => {
    const answers = emptyQuestionnaireAnswers("ruth@example.com");
    return { ...answers, scales, responses: Object.fromEntries(ids.map((id) => [id, `My answer to ${id}.`])) };
  };
  const who5 = { "who5-1": 2, "who5-2": 3, "who5-3": 1, "who5-4": 2, "who5-5": 2 };
  const allScales = {
    ...Object.fromEntries(marriage.scales.flatMap((id) => scaleDefinitions[id].items).map((item) => [item.id, 1])),
    ...{ "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 },
  };
  const section = (index: number) => marriage.sections[index]!.questions.map((question) => question.id);

  it("is Client Information for a draft with nothing written yet", () => {
    expect(resumeStep(marriage, emptyQuestionnaireAnswers("ruth@example.com"))).toBe(0);
  });

  it("is the screen the writer was part-way through", () => {
    expect(resumeStep(marriage, answered(section(0).slice(0, 3), allScales))).toBe(3);
    expect(resumeStep(marriage, answered(["q1"], who5))).toBe(3);
    expect(resumeStep(marriage, answered([], { ...who5, "asq-1": 1 }))).toBe(2);
  });

  it("is the next screen once the last one written on is complete, and the review after the last section", () => {
    expect(resumeStep(marriage, answered(section(0), allScales))).toBe(4);
    expect(resumeStep(marriage, answered([], allScales))).toBe(3);
    const everything = answered(marriage.sections.flatMap((_, index) => section(index)), allScales);
    expect(resumeStep(marriage, everything)).toBe(questionnaireSteps(marriage).length - 1);
  });

  it("follows the last screen written on, not a question skipped earlier", () => {
    expect(resumeStep(marriage, answered([...section(0).slice(1), ...section(1).slice(0, 2)], allScales))).toBe(4);
  });
});
