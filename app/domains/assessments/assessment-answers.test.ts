import { describe, expect, it } from "vitest";
import { countAnswered, draftAnswersSchema, questionCount, submissionAnswersSchema, type QuestionnaireAnswers } from "./assessment-answers";
import { fictionalAnswers, fictionalScaleAnswers } from "../../../tests/support/fictional-answers";

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("scale answers in a written form", () => {
  it("lets a draft hold some scale items, and refuses an unknown item or a value the scale does not offer", () => {
    const draft = draftAnswersSchema("depression");
    const base = { email: "", completionDate: "", responses: {} };
    expect(draft.safeParse({ ...base, scales: { "phq9-1": 3, "who5-2": 5 } }).success).toBe(true);
    expect(draft.safeParse(base).success).toBe(true);
    expect(issuesOf(draft.safeParse({ ...base, scales: { "phq9-1": 4 } }))).toEqual([["scales.phq9-1", "Please choose an answer."]]);
    expect(draft.safeParse({ ...base, scales: { "phq9-10": 1 } }).success).toBe(false);
    // The Marriage form asks the WHO-5 alone.
    expect(draftAnswersSchema("marriage").safeParse({ ...base, scales: { "phq9-1": 1 } }).success).toBe(false);
  });

  it("requires every item of every scale before a form is sent, naming each missing one", () => {
    const submission = submissionAnswersSchema("depression");
    const complete = fictionalAnswers("depression");
    expect(submission.safeParse(complete).success).toBe(true);

    const scales = { ...complete.scales };
    delete scales["phq9-9"];
    delete scales["who5-1"];
    expect(issuesOf(submission.safeParse({ ...complete, scales }))).toEqual([
      ["scales.phq9-9", "Please choose an answer."],
      ["scales.who5-1", "Please choose an answer."],
    ]);
    expect(submission.safeParse({ ...complete, scales: undefined }).success).toBe(false);
    expect(submission.safeParse({ ...complete, scales: { ...complete.scales, "gad7-1": 1.5 } }).success).toBe(false);
  });

  it("counts scale items and the risk screen's questions 1–4 among what the form asks and what is answered", () => {
    expect(questionCount("depression")).toBe(30 + 9 + 7 + 5 + 4);
    expect(questionCount("marriage")).toBe(30 + 5 + 4);
    const answers: QuestionnaireAnswers = { email: "", completionDate: "", responses: { q1: "Yes", q2: " " }, scales: { "who5-1": 0 } };
    expect(countAnswered(answers)).toBe(2);
    // Question 5, asked only after a yes, counts toward neither figure.
    expect(countAnswered({ ...answers, scales: { "asq-1": 1, "asq-5": 0 } })).toBe(2);
    expect(Object.keys(fictionalScaleAnswers("marriage"))).toEqual(["who5-1", "who5-2", "who5-3", "who5-4", "who5-5", "asq-1", "asq-2", "asq-3", "asq-4"]);
  });
});

describe("the direct risk screen (ASQ) in a written form", () => {
  const no = { "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 };

  it.each(["marriage", "death-grief", "depression", "mental-health-wellbeing"] as const)("%s cannot be sent without questions 1–4, yes or no", (formType) => {
    const submission = submissionAnswersSchema(formType);
    const complete = fictionalAnswers(formType);
    expect(submission.safeParse(complete).success).toBe(true);
    const scales = { ...complete.scales };
    delete scales["asq-3"];
    expect(issuesOf(submission.safeParse({ ...complete, scales }))).toEqual([["scales.asq-3", "Please choose an answer."]]);
    expect(issuesOf(submission.safeParse({ ...complete, scales: { ...complete.scales, "asq-2": 2 } }))).toEqual([["scales.asq-2", "Please choose an answer."]]);
  });

  it("asks question 5 after a yes and only then: a send needs it after a yes and refuses it after four noes", () => {
    const submission = submissionAnswersSchema("death-grief");
    const complete = fictionalAnswers("death-grief");
    const withScreen = (screen: Record<string, number>) => ({ ...complete, scales: { ...complete.scales, ...screen } });
    expect(issuesOf(submission.safeParse(withScreen({ ...no, "asq-4": 1 })))).toEqual([["scales.asq-5", "Please choose an answer."]]);
    expect(submission.safeParse(withScreen({ ...no, "asq-4": 1, "asq-5": 0 })).success).toBe(true);
    expect(submission.safeParse(withScreen({ ...no, "asq-1": 1, "asq-5": 1 })).success).toBe(true);
    expect(issuesOf(submission.safeParse(withScreen({ ...no, "asq-5": 0 })))).toEqual([["scales.asq-5", "This question is asked only after a yes above."]]);
  });

  it("lets a draft hold part of the screen, but never question 5 without a yes", () => {
    const draft = draftAnswersSchema("death-grief");
    const base = { email: "", completionDate: "", responses: {} };
    expect(draft.safeParse({ ...base, scales: { "asq-1": 1 } }).success).toBe(true);
    expect(draft.safeParse({ ...base, scales: { "asq-1": 1, "asq-5": 1 } }).success).toBe(true);
    expect(issuesOf(draft.safeParse({ ...base, scales: { "asq-1": 0, "asq-5": 1 } }))).toEqual([["scales.asq-5", "This question is asked only after a yes above."]]);
    expect(issuesOf(draft.safeParse({ ...base, scales: { "asq-1": 3 } }))).toEqual([["scales.asq-1", "Please choose an answer."]]);
    expect(draft.safeParse({ ...base, scales: { "asq-6": 0 } }).success).toBe(false);
  });
});

describe("the optional first name and phone in Client Information", () => {
  const complete = fictionalAnswers("marriage");
  const submission = submissionAnswersSchema("marriage");

  it("sends without either, and with a first name alone", () => {
    expect(submission.safeParse(complete).success).toBe(true);
    expect(submission.safeParse({ ...complete, firstName: "June", phone: "", phoneConsent: false }).success).toBe(true);
  });

  it("takes a phone number only with the consent to be called about the client's safety", () => {
    expect(issuesOf(submission.safeParse({ ...complete, phone: "+1 (555) 201-7788" }))).toEqual([
      ["phoneConsent", "Please tick the box if we may call you, or leave the phone number empty."],
    ]);
    expect(submission.safeParse({ ...complete, phone: "+1 (555) 201-7788", phoneConsent: true }).success).toBe(true);
  });

  it("refuses what is not a phone number, and an overlong name, with a reason", () => {
    expect(issuesOf(submission.safeParse({ ...complete, phone: "call me maybe", phoneConsent: true }))).toEqual([
      ["phone", "Please enter a phone number with digits, spaces, +, - or brackets only."],
    ]);
    expect(issuesOf(submission.safeParse({ ...complete, phone: "12-3", phoneConsent: true }))[0]?.[0]).toBe("phone");
    expect(issuesOf(submission.safeParse({ ...complete, firstName: "J".repeat(61) }))).toEqual([["firstName", "Please keep your first name under 60 characters."]]);
  });

  it("lets a draft keep them half-typed, within the same bounds", () => {
    const draft = draftAnswersSchema("marriage");
    expect(draft.safeParse({ email: "", completionDate: "", responses: {}, phone: "+1 555", phoneConsent: false }).success).toBe(true);
    expect(draft.safeParse({ email: "", completionDate: "", responses: {}, phone: "9".repeat(31) }).success).toBe(false);
  });
});
