import { reportSectionSchema, SENTENCE_ID, type ReportBlock, type ReportSection } from "~/domains/reports/document/report-document";
import { fieldName, part, type FieldError, type FormBlock } from "./section-form";

/** Verification names a block of the saved section ("block 3"); the reviewer sees the form's numbering. */
export function inFormNumbers(message: string, origins: number[]): string {
  return message.replace(/\bblock (\d+)\b/g, (all, n: string) => {
    const origin = origins[Number(n) - 1];
    return origin === undefined ? all : `block ${origin + 1}`;
  });
}

/**
 * The reviewer's fields as a section, or what to fix, each message beside its
 * field (ADR 0070). A block whose text is emptied is removed; a statement
 * that rests on none of the client's sentences is refused here, beside its
 * words, before verification reads the rest.
 */
export type SectionFromForm =
  /** `origins[i]`: the form's block that became the section's block `i` (emptied blocks are gone, so the two can differ). */
  | { ok: true; section: ReportSection; origins: number[] }
  | { ok: false; errors: FieldError[] };

const PROSE_MAX = 2_000;
const TITLE_MAX = 200;
const CITES_MAX = 12;
const words = (value: string) => value.replace(/\s+/g, " ").trim();

export const formMessages = {
  uncited: "This statement rests on none of the client's sentences. Add one it rests on, or empty the statement to remove it.",
  tooLong: `Keep this to ${PROSE_MAX.toLocaleString("en-US")} characters or fewer.`,
  titleTooLong: `Keep this title to ${TITLE_MAX} characters or fewer.`,
  tooManyCites: `A statement can rest on ${CITES_MAX} sentences at most.`,
  unknownSentence: "Choose the sentence from the list of the client's sentences.",
  calloutTitle: "Give this box a title, or empty its text to remove it.",
  calloutText: "Write this box's text, or empty its title to remove it.",
  stepWhen: "Say when this step happens, or empty the step to remove it.",
  stepAction: "Say what to do in this step, or empty the step to remove it.",
  tooManyItems: (what: string, max: number) => `Keep this to ${max} ${what} or fewer.`,
  empty: "The section has no text left. Write at least one block before saving.",
} as const;

export function sectionFromForm(form: FormBlock[], original: ReportSection): SectionFromForm {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const prose = (field: string, value: string) => {
    const text = words(value);
    if (text.length > PROSE_MAX) fail(field, formMessages.tooLong);
    return text;
  };
  const cites = (item: string, ids: string[], required: boolean) => {
    if (ids.some((id) => !SENTENCE_ID.test(id))) fail(part(item, "add"), formMessages.unknownSentence);
    else if (ids.length > CITES_MAX) fail(part(item, "add"), formMessages.tooManyCites);
    else if (required && ids.length === 0) fail(part(item, "add"), formMessages.uncited);
    return ids;
  };
  const computed = {
    scores: original.blocks.filter((block) => block.type === "scores"),
    scales: original.blocks.filter((block) => block.type === "scales"),
  };

  const built = form.map((block, b): ReportBlock[] => {
    switch (block.type) {
      case "paragraph": {
        const claims = block.claims.flatMap((claim, c) => {
          const item = fieldName.claim(b, c);
          const text = prose(part(item, "text"), claim.text);
          return text ? [{ text, evidence: cites(item, claim.cites, true) }] : [];
        });
        if (claims.length > 16) fail(part(fieldName.claim(b, 0), "text"), formMessages.tooManyItems("statements", 16));
        return claims.length > 0 ? [{ type: "paragraph", claims }] : [];
      }
      case "quote":
        if (block.sentenceId === "") return [];
        if (!SENTENCE_ID.test(block.sentenceId)) fail(fieldName.quote(b), formMessages.unknownSentence);
        // The words are filled in from the answers when the section is saved.
        return [{ type: "quote", sentenceId: block.sentenceId, text: "" }];
      case "guidance": {
        const text = prose(fieldName.blockText(b), block.text);
        return text ? [{ type: "guidance", text }] : [];
      }
      case "list": {
        const lines = block.items.split(/\r?\n/).map((line) => words(line.replace(/^\s*[-*•]\s*/, ""))).filter(Boolean);
        const title = words(block.title);
        if (lines.length === 0) return [];
        if (lines.length > 16) fail(fieldName.listItems(b), formMessages.tooManyItems("lines", 16));
        if (lines.some((line) => line.length > PROSE_MAX)) fail(fieldName.listItems(b), formMessages.tooLong);
        if (title.length > TITLE_MAX) fail(fieldName.blockTitle(b), formMessages.titleTooLong);
        return [{ type: "list", ...(title ? { title } : {}), items: lines }];
      }
      case "callout": {
        const title = words(block.title);
        const text = prose(fieldName.blockText(b), block.text);
        if (!title && !text) return [];
        if (!title) fail(fieldName.blockTitle(b), formMessages.calloutTitle);
        else if (title.length > TITLE_MAX) fail(fieldName.blockTitle(b), formMessages.titleTooLong);
        if (!text) fail(fieldName.blockText(b), formMessages.calloutText);
        return [{ type: "callout", title, text }];
      }
      case "plan": {
        const steps = block.steps.flatMap((step, s) => {
          const item = fieldName.step(b, s);
          const when = words(step.when);
          const action = prose(part(item, "action"), step.action);
          const measure = prose(part(item, "measure"), step.measure);
          if (!when && !action && !measure) return [];
          if (!when) fail(part(item, "when"), formMessages.stepWhen);
          else if (when.length > TITLE_MAX) fail(part(item, "when"), formMessages.titleTooLong);
          if (!action) fail(part(item, "action"), formMessages.stepAction);
          return [{ when, action, ...(measure ? { measure } : {}), evidence: cites(item, step.cites, false) }];
        });
        if (steps.length > 8) fail(part(fieldName.step(b, 0), "action"), formMessages.tooManyItems("steps", 8));
        return steps.length > 0 ? [{ type: "plan", horizon: block.horizon, steps }] : [];
      }
      case "risk-flags": {
        const kept = original.blocks[b];
        if (kept?.type !== "risk-flags") return [];
        const flags = kept.flags.map((flag, f) => ({ ...flag, sentenceIds: cites(fieldName.flag(b, f), block.flags[f]?.cites ?? [], false) }));
        return [{ type: "risk-flags", flags }];
      }
      case "computed": {
        const kept = computed[block.kind].shift();
        return kept ? [kept] : [];
      }
    }
  });

  const blocks = built.flat();
  const origins = built.flatMap((made, b) => made.map(() => b));
  if (errors.length > 0) return { ok: false, errors };
  if (blocks.length === 0) return { ok: false, errors: [{ field: null, message: formMessages.empty }] };
  // The schema is the last word on shape; a message from it names no client words.
  const parsed = reportSectionSchema.safeParse({ ...original, blocks });
  if (!parsed.success) return { ok: false, errors: [{ field: null, message: "The section is not complete. Check each block and save again." }] };
  return { ok: true, section: parsed.data, origins };
}
