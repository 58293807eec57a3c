import { describe, expect, it } from "vitest";
import { getQuestionBank } from "../banks/all-banks";
import { riskSentenceIds } from "~/shared/report-evidence";
import { prepareEvidence } from "./prepare-evidence";
import { answerPieces, reviewRiskCategories } from "./risk-sentences";
import { fictionalAnswers } from "../../../../tests/support/fictional-answers";

const WIDOWER = "Some nights I think it would be simpler for everyone if I just did not wake up.";
const URGENT = "Sometimes I want to die.";

describe("the risk sentences staff see marked", () => {
  it("cuts an answer into pieces that join back to it exactly, marking each tier's sentence", () => {
    const answer = `Most evenings are long.  ${WIDOWER}\n${URGENT} Mornings are a little easier.`;
    const pieces = answerPieces(answer);
    expect(pieces.map((piece) => piece.text).join("")).toBe(answer);
    expect(pieces.filter((piece) => piece.risk).map((piece) => [piece.text, piece.risk?.level, piece.risk?.categories])).toEqual([
      [WIDOWER, "review", ["suicidal-thoughts"]],
      [URGENT, "urgent", ["suicidal-thoughts"]],
    ]);
  });

  it("marks exactly the sentences the evidence keeps out of ordinary material", () => {
    const answers = fictionalAnswers("depression");
    const questionIds = Object.keys(answers.responses);
    const [first, second] = questionIds;
    const responses = { ...answers.responses, [first!]: `It has been a hard year. ${WIDOWER}`, [second!]: `${URGENT} I tell nobody.` };
    const bank = getQuestionBank("depression");
    const evidence = prepareEvidence({ submissionId: "s", formType: "depression", bankVersion: bank.version, submittedAt: new Date(), answers: { ...answers, responses } });
    const fromEvidence = [...riskSentenceIds(evidence)].map((id) => evidence.sentences.find((sentence) => sentence.id === id)?.text).sort();
    const marked = Object.values(responses)
      .flatMap((answer) => answerPieces(answer).filter((piece) => piece.risk))
      .map((piece) => piece.text)
      .sort();
    expect(marked).toEqual(fromEvidence);
    expect(marked).toContain(WIDOWER);
  });

  it("stores the review tier's categories only, and nothing for ordinary answers", () => {
    expect(reviewRiskCategories({ q1: `Evenings are long. ${WIDOWER}`, q2: URGENT })).toEqual(["suicidal-thoughts"]);
    expect(reviewRiskCategories({ q1: URGENT, q2: "I like my garden." })).toEqual([]);
  });
});
