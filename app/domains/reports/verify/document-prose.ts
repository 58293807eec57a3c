import type { ReportDocument } from "../document/report-document";

/**
 * One piece of text the drafter (or reviewer) wrote, as opposed to a quote
 * block, whose words are the client's and are inserted by code. The rules on
 * language and on quotation marks read these.
 */
export type Prose = {
  /** null for the document's own title and subtitle. */
  sectionId: string | null;
  /** Where it is, for a reviewer: "block 3, claim 2". Never the text itself. */
  place: string;
  text: string;
  /** The sentence ids this text rests on; empty for guidance, lists and callouts. */
  cites: string[];
};

/** Every piece of prose in reading order. */
export function documentProse(document: ReportDocument): Prose[] {
  const prose: Prose[] = [
    { sectionId: null, place: "the report title", text: document.title, cites: [] },
    { sectionId: null, place: "the report subtitle", text: document.subtitle, cites: [] },
  ];
  for (const section of document.sections) {
    const add = (place: string, text: string | undefined, cites: string[] = []) => {
      if (text) prose.push({ sectionId: section.id, place, text, cites });
    };
    add("the section title", section.title);
    section.blocks.forEach((block, index) => {
      const at = `block ${index + 1}`;
      switch (block.type) {
        case "paragraph":
          block.claims.forEach((claim, n) => add(`${at}, claim ${n + 1}`, claim.text, claim.evidence));
          break;
        case "guidance":
          add(at, block.text);
          break;
        case "list":
          add(`${at}, title`, block.title);
          block.items.forEach((item, n) => add(`${at}, item ${n + 1}`, item));
          break;
        case "callout":
          add(`${at}, title`, block.title);
          add(at, block.text);
          break;
        case "plan":
          block.steps.forEach((step, n) => {
            add(`${at}, step ${n + 1}`, step.when, step.evidence);
            add(`${at}, step ${n + 1}`, step.action, step.evidence);
            add(`${at}, step ${n + 1} measure`, step.measure, step.evidence);
          });
          break;
        case "scores":
          add(`${at}, title`, block.title);
          block.rows.forEach((row, n) => add(`${at}, row ${n + 1}`, row.label));
          add(`${at}, note`, block.note);
          break;
        case "quote":
        case "risk-flags":
        case "scales":
          // The quote is the client's sentence; flags are category codes and ids; the scales are the
          // published wording and bands, copied by code and checked against the evidence (scale-rules.ts).
          break;
      }
    });
  }
  return prose;
}

/** All prose of one section joined, for "does this section say X" checks. */
export function sectionText(document: ReportDocument, sectionId: string): string {
  return documentProse(document)
    .filter((prose) => prose.sectionId === sectionId)
    .map((prose) => prose.text)
    .join("\n");
}
