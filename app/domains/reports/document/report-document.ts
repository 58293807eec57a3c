import { z } from "zod";
import { reportKinds } from "~/shared/report-kinds";
import type { RiskScreenResult, ScaleScore } from "~/shared/scale-scores";

/**
 * A report as structured data (ADR 0023): sections of blocks; every
 * statement about the client is a claim citing the ids of the client's own
 * sentences (`q7.s2`). Drafters (model or template) produce it, code inserts
 * the quotes and the scores, verification checks it, a reviewer edits it,
 * and the renderer turns it into a PDF. Nothing here is free-form HTML.
 */
export const SENTENCE_ID = /^[qe]\d{1,3}\.s\d{1,3}$/;
export const sentenceIdSchema = z.string().regex(SENTENCE_ID, "A sentence id looks like q7.s2");

const prose = z.string().trim().min(1).max(2_000);
const shortText = z.string().trim().min(1).max(200);

/** One statement about the client, with the sentences it rests on. */
export const claimSchema = z.strictObject({ text: prose, evidence: z.array(sentenceIdSchema).max(12) });
export type Claim = z.infer<typeof claimSchema>;

export const planStepSchema = z.strictObject({
  /** "Today", "Tomorrow", "The day after"; "Days 1–30" for the 90-day plan's phases. */
  when: shortText,
  action: prose,
  /** The 90-day plan's one measurable sign of progress per phase. */
  measure: prose.optional(),
  evidence: z.array(sentenceIdSchema).max(12),
});
export type PlanStep = z.infer<typeof planStepSchema>;

export const riskFlagSchema = z.strictObject({
  category: shortText,
  sentenceIds: z.array(sentenceIdSchema).max(20),
  /** The screen's flags are copied in by code; a model or a reviewer may add more, never remove one. */
  addedBy: z.enum(["screen", "model", "reviewer"]),
});
export type RiskFlag = z.infer<typeof riskFlagSchema>;

/** The blocks every drafter may write. Quotes carry only the sentence id: code fills in the words. */
const commonBlocks = [
  /** Sentences about the client: each one cites evidence. */
  z.strictObject({ type: z.literal("paragraph"), claims: z.array(claimSchema).min(1).max(16) }),
  /** General guidance, resources and disclaimers: says nothing about this client. */
  z.strictObject({ type: z.literal("guidance"), text: prose }),
  z.strictObject({ type: z.literal("list"), title: shortText.optional(), items: z.array(prose).min(1).max(16) }),
  z.strictObject({ type: z.literal("callout"), title: shortText, text: prose }),
  z.strictObject({ type: z.literal("plan"), horizon: z.enum(["72-hour", "90-day"]), steps: z.array(planStepSchema).min(1).max(8) }),
  z.strictObject({ type: z.literal("risk-flags"), flags: z.array(riskFlagSchema).max(20) }),
] as const;

/** Scores are computed by code from the answers, never written by a drafter. */
export const scoresBlockSchema = z.strictObject({
  type: z.literal("scores"),
  title: shortText,
  max: z.number().positive(),
  rows: z.array(z.strictObject({ label: shortText, value: z.number().min(0), highlight: z.boolean().optional() })).min(1).max(12),
  note: prose.optional(),
});

/**
 * The validated scales (PHQ-9, GAD-7, WHO-5) exactly as code scored them at
 * submission (`ScaleScore`), copied in by code from the evidence: never
 * written by a drafter, kept as they are through a reviewer's edit, and
 * refused by verification if any figure differs from the evidence. "charts"
 * is the client's view (a chart per scale, its band in words, "This is not a
 * diagnosis." and its credit); "table" is the clinician brief's (score, band
 * and PHQ-9 item 9 with its answer).
 */
const scaleScoreSchema = z.strictObject({
  scaleId: z.enum(["phq-9", "gad-7", "who-5"]),
  name: shortText,
  title: shortText,
  measures: shortText,
  score: z.number().int().min(0),
  max: z.number().int().positive(),
  rawScore: z.number().int().min(0),
  band: z.strictObject({ id: shortText, label: shortText, range: shortText, meaning: prose }),
  riskItem: z
    .strictObject({ itemId: shortText, number: z.number().int().positive(), text: prose, value: z.number().int().min(0), answer: shortText })
    .nullable(),
  credit: prose,
}) satisfies z.ZodType<ScaleScore>;

/** The direct risk screen (the ASQ, ADR 0058) as code scored it; shown with the scales, never written by a drafter. */
const riskScreenSchema = z.strictObject({
  screenId: z.literal("asq"),
  name: shortText,
  title: shortText,
  outcome: z.enum(["negative", "non-acute-positive", "acute-positive"]),
  label: shortText,
  meaning: prose,
  yesItems: z.array(z.strictObject({ itemId: shortText, number: z.number().int().positive(), text: prose })).max(5),
  credit: prose,
}) satisfies z.ZodType<RiskScreenResult>;

export const scalesBlockSchema = z.strictObject({
  type: z.literal("scales"),
  layout: z.enum(["charts", "table"]),
  scales: z.array(scaleScoreSchema).min(1).max(6),
  /** Absent in documents from forms before the screen. */
  riskScreen: riskScreenSchema.optional(),
});
export type ScalesBlock = z.infer<typeof scalesBlockSchema>;

export const quoteBlockSchema = z.strictObject({ type: z.literal("quote"), sentenceId: sentenceIdSchema, text: z.string() });
const draftedQuoteSchema = z.strictObject({ type: z.literal("quote"), sentenceId: sentenceIdSchema });

export const reportBlockSchema = z.discriminatedUnion("type", [...commonBlocks, quoteBlockSchema, scoresBlockSchema, scalesBlockSchema]);
export type ReportBlock = z.infer<typeof reportBlockSchema>;

const sectionFields = {
  /** Stable key ("action-plan"): verification and re-drafting find sections by it. */
  id: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/),
  title: shortText,
  newPage: z.boolean().optional(),
};

export const reportSectionSchema = z.strictObject({ ...sectionFields, blocks: z.array(reportBlockSchema).min(1).max(60) });
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const reportDocumentSchema = z.strictObject({
  kind: z.enum(reportKinds),
  title: shortText,
  subtitle: shortText,
  /** "template" documents carry the honesty line on every page until approved (ADR 0063). */
  drafter: z.enum(["template", "model"]),
  /**
   * No longer used: before ADR 0063 a reviewer's tick set it to take the template
   * line off. Kept so documents stored then still open; approval now decides.
   */
  rewrittenByReviewer: z.boolean().optional(),
  sections: z.array(reportSectionSchema).min(1).max(30),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;

/**
 * What a model is asked to return: the same sections, but a quote is only a
 * sentence id and there are no score or scale blocks (code adds them all).
 */
export const draftedSectionSchema = z.strictObject({
  ...sectionFields,
  blocks: z.array(z.discriminatedUnion("type", [...commonBlocks, draftedQuoteSchema])).min(1).max(60),
});
export const draftedDocumentSchema = z.strictObject({ sections: z.array(draftedSectionSchema).min(1).max(30) });
export type DraftedSection = z.infer<typeof draftedSectionSchema>;
export type DraftedDocument = z.infer<typeof draftedDocumentSchema>;

/** Every sentence id a section cites, in order, without repeats. */
export function citedSentenceIds(section: { blocks: readonly (ReportBlock | DraftedSection["blocks"][number])[] }): string[] {
  const ids: string[] = [];
  for (const block of section.blocks) {
    if (block.type === "paragraph") block.claims.forEach((claim) => ids.push(...claim.evidence));
    if (block.type === "plan") block.steps.forEach((step) => ids.push(...step.evidence));
    if (block.type === "quote") ids.push(block.sentenceId);
    if (block.type === "risk-flags") block.flags.forEach((flag) => ids.push(...flag.sentenceIds));
  }
  return [...new Set(ids)];
}
