import type { ReportBlock, ReportSection } from "~/domains/reports/document/report-document";

/**
 * A section as the plain editor's fields (ADR 0070): one field per piece of
 * text, and the sentences each statement rests on as a list of ids, never as
 * markup. The same shape is what the page renders, what a refused save sends
 * back (so the reviewer's text stays in the form) and what the server reads
 * from the posted fields before turning it into the section's blocks.
 *
 * Blocks keep their place: block `i` of the form is block `i` of the section
 * as it stood, so the server takes each block's kind (and anything computed,
 * such as scores and scales) from the stored section, never from the form.
 */
export type CitedText = { text: string; cites: string[] };
export type FormStep = { when: string; action: string; measure: string; cites: string[] };
export type FormFlag = { category: string; addedBy: string; cites: string[] };

export type FormBlock =
  | { type: "paragraph"; claims: CitedText[] }
  | { type: "quote"; sentenceId: string }
  | { type: "guidance"; text: string }
  | { type: "list"; title: string; items: string }
  | { type: "callout"; title: string; text: string }
  | { type: "plan"; horizon: "72-hour" | "90-day"; steps: FormStep[] }
  | { type: "risk-flags"; flags: FormFlag[] }
  /** Computed from the answers: shown, never edited. */
  | { type: "computed"; kind: "scores" | "scales" };

/** A message for one field (`field`, a field name) or for the whole section (`field: null`). */
export type FieldError = { field: string | null; message: string };

/** The posted name of a field: "b2.c0.text" is block 3's first statement. */
export const fieldName = {
  blockText: (block: number) => `b${block}.text`,
  blockTitle: (block: number) => `b${block}.title`,
  listItems: (block: number) => `b${block}.items`,
  quote: (block: number) => `b${block}.sentence`,
  claim: (block: number, claim: number) => `b${block}.c${claim}`,
  step: (block: number, step: number) => `b${block}.s${step}`,
  flag: (block: number, flag: number) => `b${block}.f${flag}`,
};
/** Parts of a cited item: its words (`.text`, or a step's `.when`/`.action`/`.measure`), its kept citations (`.cite`), one more to add (`.add`). */
export const part = (item: string, name: "text" | "cite" | "add" | "when" | "action" | "measure") => `${item}.${name}`;

/** The id an element gets for a field name: dots would need escaping in a selector. */
export const fieldId = (sectionId: string, name: string) => `edit-${sectionId}-${name.replace(/\./g, "-")}`;

export function formFromSection(section: Pick<ReportSection, "blocks">): FormBlock[] {
  return section.blocks.map(formBlock);
}

function formBlock(block: ReportBlock): FormBlock {
  switch (block.type) {
    case "paragraph":
      return { type: "paragraph", claims: block.claims.map((claim) => ({ text: claim.text, cites: claim.evidence })) };
    case "quote":
      return { type: "quote", sentenceId: block.sentenceId };
    case "guidance":
      return { type: "guidance", text: block.text };
    case "list":
      return { type: "list", title: block.title ?? "", items: block.items.join("\n") };
    case "callout":
      return { type: "callout", title: block.title, text: block.text };
    case "plan":
      return {
        type: "plan",
        horizon: block.horizon,
        steps: block.steps.map((step) => ({ when: step.when, action: step.action, measure: step.measure ?? "", cites: step.evidence })),
      };
    case "risk-flags":
      return { type: "risk-flags", flags: block.flags.map((flag) => ({ category: flag.category, addedBy: flag.addedBy, cites: flag.sentenceIds })) };
    case "scores":
    case "scales":
      return { type: "computed", kind: block.type };
  }
}

/** The form's fields as posted, name by name (a citation field may repeat). */
export type PostedFields = { get(name: string): string; getAll(name: string): string[] };

/** The most statements or steps read per block: above any the schema allows, so too many is said, not cut. */
const MAX_ITEMS = 40;

const citesOf = (fields: PostedFields, item: string) => {
  const added = fields.get(part(item, "add")).trim();
  return [...new Set([...fields.getAll(part(item, "cite")), ...(added ? [added] : [])].map((id) => id.trim()).filter(Boolean))];
};

function items<T>(fields: PostedFields, at: (index: number) => string, probe: string, read: (item: string) => T): T[] {
  const found: T[] = [];
  for (let index = 0; index < MAX_ITEMS && fields.getAll(part(at(index), probe as "text")).length > 0; index += 1) found.push(read(at(index)));
  return found;
}

/** Reads the posted fields back into the form's shape, block by block of the section as stored. */
export function readSectionForm(fields: PostedFields, original: ReportSection): FormBlock[] {
  return original.blocks.map((block, b): FormBlock => {
    switch (block.type) {
      case "paragraph":
        return { type: "paragraph", claims: items(fields, (c) => fieldName.claim(b, c), "text", (item) => ({ text: fields.get(part(item, "text")), cites: citesOf(fields, item) })) };
      case "quote":
        return { type: "quote", sentenceId: fields.get(fieldName.quote(b)).trim() };
      case "guidance":
        return { type: "guidance", text: fields.get(fieldName.blockText(b)) };
      case "list":
        return { type: "list", title: fields.get(fieldName.blockTitle(b)), items: fields.get(fieldName.listItems(b)) };
      case "callout":
        return { type: "callout", title: fields.get(fieldName.blockTitle(b)), text: fields.get(fieldName.blockText(b)) };
      case "plan":
        return {
          type: "plan",
          horizon: block.horizon,
          steps: items(fields, (s) => fieldName.step(b, s), "action", (item) => ({
            when: fields.get(part(item, "when")),
            action: fields.get(part(item, "action")),
            measure: fields.get(part(item, "measure")),
            cites: citesOf(fields, item),
          })),
        };
      case "risk-flags":
        // Flags cannot be removed or renamed here: only the sentences each rests on.
        return { type: "risk-flags", flags: block.flags.map((flag, f) => ({ category: flag.category, addedBy: flag.addedBy, cites: citesOf(fields, fieldName.flag(b, f)) })) };
      case "scores":
      case "scales":
        return { type: "computed", kind: block.type };
    }
  });
}

/** The fields a browser posts for these blocks, untouched: what the editor renders, as name and value pairs. */
export function formEntries(blocks: FormBlock[]): [string, string][] {
  const cited = (item: string, cites: string[]): [string, string][] => [...cites.map((id): [string, string] => [part(item, "cite"), id]), [part(item, "add"), ""]];
  return blocks.flatMap((block, b): [string, string][] => {
    switch (block.type) {
      case "paragraph":
        return block.claims.flatMap((claim, c) => [[part(fieldName.claim(b, c), "text"), claim.text], ...cited(fieldName.claim(b, c), claim.cites)]);
      case "quote":
        return [[fieldName.quote(b), block.sentenceId]];
      case "guidance":
        return [[fieldName.blockText(b), block.text]];
      case "list":
        return [[fieldName.blockTitle(b), block.title], [fieldName.listItems(b), block.items]];
      case "callout":
        return [[fieldName.blockTitle(b), block.title], [fieldName.blockText(b), block.text]];
      case "plan":
        return block.steps.flatMap((step, s) => {
          const item = fieldName.step(b, s);
          return [[part(item, "when"), step.when], [part(item, "action"), step.action], [part(item, "measure"), step.measure], ...cited(item, step.cites)];
        });
      case "risk-flags":
        return block.flags.flatMap((flag, f) => cited(fieldName.flag(b, f), flag.cites));
      case "computed":
        return [];
    }
  });
}
