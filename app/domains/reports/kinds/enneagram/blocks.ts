import type { Claim, ReportBlock } from "../../document/report-document";
import type { RatedStatement } from "./statements";

/** Small builders the Enneagram sections share, so each section reads as its content. */

export function guidance(text: string): ReportBlock {
  return { type: "guidance", text };
}

export function callout(title: string, text: string): ReportBlock {
  return { type: "callout", title, text };
}

export function list(title: string, items: string[]): ReportBlock {
  return { type: "list", title, items };
}

export function paragraph(...claims: Claim[]): ReportBlock {
  return { type: "paragraph", claims };
}

export function claim(text: string, statements: readonly RatedStatement[]): Claim {
  return { text, evidence: statements.slice(0, 12).map((statement) => statement.id) };
}

/** The client's statement, set apart; its words are the evidence's, never retyped. */
export function quote(statement: RatedStatement): ReportBlock {
  return { type: "quote", sentenceId: statement.id, text: statement.text };
}

export function points(difference: number): string {
  return difference === 1 ? "1 point" : `${difference} points`;
}
