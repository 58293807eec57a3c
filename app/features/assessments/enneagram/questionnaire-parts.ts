import { enneagramStatements, type EnneagramStatement } from "~/domains/assessments/enneagram/statements";

/** Statements per part: short enough to take in at once, 9 parts for the 99 statements. */
export const STATEMENTS_PER_PART = 11;

export type NumberedStatement = EnneagramStatement & { number: number };
export type QuestionnairePart = { index: number; statements: NumberedStatement[] };

export function splitIntoParts(statements: readonly EnneagramStatement[], size = STATEMENTS_PER_PART): QuestionnairePart[] {
  const parts: QuestionnairePart[] = [];
  statements.forEach((statement, position) => {
    const index = Math.floor(position / size);
    parts[index] ??= { index, statements: [] };
    parts[index].statements.push({ ...statement, number: position + 1 });
  });
  return parts;
}

export const questionnaireParts = splitIntoParts(enneagramStatements);

export type Ratings = Record<string, number>;

export function answeredIn(part: QuestionnairePart, ratings: Ratings): number {
  return part.statements.filter((statement) => ratings[statement.id] !== undefined).length;
}

/** The statements still without a rating, in order. */
export function unrated(parts: QuestionnairePart[], ratings: Ratings): NumberedStatement[] {
  return parts.flatMap((part) => part.statements.filter((statement) => ratings[statement.id] === undefined));
}

/** Where a returning writer carries on: the first part with a statement left, else the last part. */
export function firstIncompletePart(parts: QuestionnairePart[], ratings: Ratings): number {
  const part = parts.find((candidate) => answeredIn(candidate, ratings) < candidate.statements.length);
  return part ? part.index : parts.length - 1;
}

export function partOf(parts: QuestionnairePart[], statementId: string): number {
  return parts.findIndex((part) => part.statements.some((statement) => statement.id === statementId));
}

/** "Please rate every statement before sending: 3 still need a rating (numbers 14, 15 and 47)." */
export function missingMessage(missing: NumberedStatement[]): string {
  const numbers = missing.map((statement) => statement.number);
  const shown = numbers.length > 8 ? [...numbers.slice(0, 8).map(String), "more"] : numbers.map(String);
  const list = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : shown[0];
  const count = missing.length === 1 ? "1 still needs a rating" : `${missing.length} still need a rating`;
  return `Please rate every statement before sending: ${count} (number${missing.length === 1 ? "" : "s"} ${list}).`;
}
