import { describe, expect, it } from "vitest";
import { enneagramStatements } from "~/domains/assessments/enneagram/statements";
import { answeredIn, firstIncompletePart, missingMessage, partOf, questionnaireParts, unrated } from "./questionnaire-parts";

const allRated = Object.fromEntries(enneagramStatements.map((statement) => [statement.id, 3]));
const without = (...ids: string[]) => Object.fromEntries(Object.entries(allRated).filter(([id]) => !ids.includes(id)));

describe("the Enneagram questionnaire's parts", () => {
  it("shows all 99 statements once, in order, in 9 parts of 11, numbered 1 to 99", () => {
    expect(questionnaireParts).toHaveLength(9);
    expect(questionnaireParts.every((part) => part.statements.length === 11)).toBe(true);
    const flat = questionnaireParts.flatMap((part) => part.statements);
    expect(flat.map((statement) => statement.id)).toEqual(enneagramStatements.map((statement) => statement.id));
    expect(flat.map((statement) => statement.number)).toEqual(enneagramStatements.map((_, position) => position + 1));
  });

  it("carries a returning writer on at the first part with a statement left", () => {
    expect(firstIncompletePart(questionnaireParts, {})).toBe(0);
    const allButFourteen = without("e14");
    expect(firstIncompletePart(questionnaireParts, allButFourteen)).toBe(1);
    expect(firstIncompletePart(questionnaireParts, allRated)).toBe(8);
    expect(partOf(questionnaireParts, "e14")).toBe(1);
    expect(answeredIn(questionnaireParts[1]!, allButFourteen)).toBe(10);
  });

  it("names the statements still unrated when the writer tries to send", () => {
    const missing = unrated(questionnaireParts, without("e14", "e15", "e47"));
    expect(missing.map((statement) => statement.number)).toEqual([14, 15, 47]);
    expect(missingMessage(missing)).toBe("Please rate every statement before sending: 3 still need a rating (numbers 14, 15 and 47).");
    expect(missingMessage(missing.slice(0, 1))).toBe("Please rate every statement before sending: 1 still needs a rating (number 14).");
    expect(missingMessage(unrated(questionnaireParts, {}))).toBe(
      "Please rate every statement before sending: 99 still need a rating (numbers 1, 2, 3, 4, 5, 6, 7, 8 and more).",
    );
  });
});
