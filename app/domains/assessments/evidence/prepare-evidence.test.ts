import { describe, expect, it } from "vitest";
import type { QuestionnaireAnswers } from "../assessment-answers";
import { getQuestionBank } from "../banks/all-banks";
import { scoreEnneagram } from "../enneagram/score-enneagram";
import { enneagramStatements, enneagramVersion } from "../enneagram/statements";
import { questionIds, questionnaireFormTypes, type QuestionnaireFormType } from "../question-bank";
import { screenAnswers } from "../safety/screen-questionnaire";
import type { EvidenceSentence } from "~/shared/report-evidence";
import { flaggedSentenceIds, prepareEvidence, splitSentences } from "./prepare-evidence";
import {
  CRISIS_SENTENCE,
  MARRIAGE_CITABLE_SENTENCE,
  crisisQuestionId,
  fictionalAnswers,
  flaggedAnswers,
} from "../../../../tests/support/fictional-answers";

const submittedAt = new Date("2026-11-20T15:00:00Z");

function written(formType: QuestionnaireFormType, answers: QuestionnaireAnswers = fictionalAnswers(formType)) {
  return prepareEvidence({ submissionId: "sub-1", formType, bankVersion: getQuestionBank(formType).version, submittedAt, answers });
}

/** The marriage answers with some answers replaced. */
function marriageWith(responses: Record<string, string>): QuestionnaireAnswers {
  const answers = fictionalAnswers("marriage");
  return { ...answers, responses: { ...answers.responses, ...responses } };
}

describe("splitting an answer into sentences", () => {
  it("keeps each sentence exactly as written, punctuation and all", () => {
    expect(splitSentences("  I miss him!!  Why did it happen so fast?   I don't know… ")).toEqual([
      "I miss him!!",
      "Why did it happen so fast?",
      "I don't know…",
    ]);
  });

  it("does not split at titles, decimals or an ellipsis inside a sentence", () => {
    expect(splitSentences("Mr. Smith from church visits on Sundays. We spent 3.5 hours there. I waited...and waited. Then he left.")).toEqual([
      "Mr. Smith from church visits on Sundays.",
      "We spent 3.5 hours there.",
      "I waited...and waited.",
      "Then he left.",
    ]);
  });

  it("ends a sentence at a line break, even without a full stop", () => {
    expect(splitSentences("Things I miss:\n- his laugh\r\n- our walks\n\nAll of it")).toEqual(["Things I miss:", "- his laugh", "- our walks", "All of it"]);
  });

  it("gives nothing for an empty or blank answer", () => {
    expect(splitSentences("")).toEqual([]);
    expect(splitSentences("  \n \t ")).toEqual([]);
  });

  it("keeps a client who writes in lower case to separate sentences", () => {
    expect(splitSentences("i feel tired. i can't sleep.")).toEqual(["i feel tired.", "i can't sleep."]);
  });
});

describe("written evidence", () => {
  it.each(questionnaireFormTypes)("numbers %s sentences q<n>.s<m> from 1, continuously, for every question", (formType) => {
    const evidence = written(formType);
    const ids = questionIds(getQuestionBank(formType));
    expect(evidence.questions.map((question) => question.id)).toEqual(ids);
    expect(evidence.questions.map((question) => question.number)).toEqual(ids.map((_, index) => index + 1));
    for (const question of evidence.questions) {
      expect(question.sentenceIds.length).toBeGreaterThanOrEqual(2);
      expect(question.sentenceIds).toEqual(question.sentenceIds.map((_, index) => `${question.id}.s${index + 1}`));
    }
    expect(evidence.sentences.map((sentence) => sentence.id)).toEqual(evidence.questions.flatMap((question) => question.sentenceIds));
    expect(evidence).toMatchObject({ version: "evidence-v1", submissionId: "sub-1", formType, submittedAt: "2026-11-20T15:00:00.000Z", enneagram: null });
    expect(evidence.safety).toEqual({ categories: [], sentenceIds: [] });
  });

  it("carries each sentence's text and question, so a report can quote it", () => {
    const evidence = written("marriage");
    const quoted = evidence.sentences.find((sentence) => sentence.text === MARRIAGE_CITABLE_SENTENCE);
    expect(quoted).toMatchObject({ id: "q5.s1", questionId: "q5", safetyCategories: [] });
    expect(evidence.questions[4]).toMatchObject({ number: 5, text: "What has changed between you over the years?", sectionTitle: "Understanding the Current Relationship Dynamics" });
    expect(evidence.formName).toBe("Marriage Assessment");
  });

  it("carries the first name the client gave, trimmed, for the cover, and none when they gave none", () => {
    expect(written("marriage", { ...fictionalAnswers("marriage"), firstName: "  June " }).firstName).toBe("June");
    expect(written("marriage", { ...fictionalAnswers("marriage"), firstName: "   " })).not.toHaveProperty("firstName");
    expect(written("marriage")).not.toHaveProperty("firstName");
    // The phone number never reaches the evidence a report is written from.
    expect(JSON.stringify(written("marriage", { ...fictionalAnswers("marriage"), phone: "+1 555 201 7788", phoneConsent: true }))).not.toContain("201 7788");
  });

  it("gives an empty answer no sentences and keeps the numbering of the rest", () => {
    const evidence = written("marriage", marriageWith({ q3: "   " }));
    expect(evidence.questions[2]!.sentenceIds).toEqual([]);
    expect(evidence.questions[3]!.sentenceIds[0]).toBe("q4.s1");
  });

  it("refuses answers given to another version of the bank", () => {
    expect(() =>
      prepareEvidence({ submissionId: "sub-1", formType: "marriage", bankVersion: "marriage-v0", submittedAt, answers: fictionalAnswers("marriage") }),
    ).toThrow(/marriage-v0/);
  });
});

describe("safety in the evidence", () => {
  it.each(questionnaireFormTypes)("flags the %s crisis sentence on its own, and the whole-answer categories", (formType) => {
    const answers = flaggedAnswers(formType);
    const evidence = written(formType, answers);
    const crisis = evidence.sentences.find((sentence) => sentence.text === CRISIS_SENTENCE)!;
    expect(crisis.questionId).toBe(crisisQuestionId[formType]);
    expect(crisis.safetyCategories.length).toBeGreaterThan(0);
    expect(evidence.safety.sentenceIds).toEqual([crisis.id]);
    expect(evidence.safety.categories).toEqual(screenAnswers(answers.responses).categories);
    expect(evidence.safety.categories).toEqual(expect.arrayContaining(crisis.safetyCategories));
  });

  it("cites every sentence of an answer that hit only when read whole", () => {
    const sentence = (id: string, safetyCategories: string[] = []): EvidenceSentence => ({ id, questionId: id.split(".")[0]!, text: "…", safetyCategories });
    const sentences = [sentence("q2.s1"), sentence("q3.s1"), sentence("q3.s2", ["self-harm"]), sentence("q9.s1"), sentence("q9.s2"), sentence("q10.s1")];
    // q3 hit in one sentence of its own; q9 hit only as a whole answer.
    expect(flaggedSentenceIds(sentences, ["q3", "q9"])).toEqual(["q3.s2", "q9.s1", "q9.s2"]);
    expect(flaggedSentenceIds(sentences, [])).toEqual(["q3.s2"]);
  });
});

describe("Enneagram evidence", () => {
  const ratings = Object.fromEntries(enneagramStatements.map((statement, index) => [statement.id, (index % 5) + 1]));

  it("gives one sentence per statement with the client's rating, and the scored profile", () => {
    const evidence = prepareEvidence({ submissionId: "sub-2", formType: "enneagram", bankVersion: enneagramVersion, submittedAt, answers: { ratings } });
    expect(evidence.sentences).toHaveLength(enneagramStatements.length);
    expect(evidence.sentences[0]).toEqual({ id: "e1.s1", questionId: "e1", text: enneagramStatements[0]!.text, safetyCategories: [], rating: ratings.e1 });
    expect(evidence.questions[98]).toMatchObject({ id: "e99", number: 99, sentenceIds: ["e99.s1"] });
    const result = scoreEnneagram(ratings);
    expect(evidence.enneagram).toEqual({ type: result.type, wing: result.wing, scores: result.scores });
    expect(evidence.enneagram!.scores).toHaveLength(9);
    expect(evidence.safety).toEqual({ categories: [], sentenceIds: [] });
  });

  it("refuses a wrong version or written answers", () => {
    expect(() => prepareEvidence({ submissionId: "s", formType: "enneagram", bankVersion: "enneagram-v9", submittedAt, answers: { ratings } })).toThrow(/enneagram-v9/);
    expect(() =>
      prepareEvidence({ submissionId: "s", formType: "enneagram", bankVersion: enneagramVersion, submittedAt, answers: fictionalAnswers("marriage") }),
    ).toThrow();
  });
});
