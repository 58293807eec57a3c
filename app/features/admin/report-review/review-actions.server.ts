import { z } from "zod";
import { logger } from "~/config/logger.server";
import { getReportDrafter } from "~/domains/reports/create-drafter.server";
import { DraftingFailedError } from "~/domains/reports/document/report-drafter";
import { loadReportRow, openDocument, type LaneActor } from "~/domains/reports/lane/lane-records.server";
import { previewApproval } from "~/domains/reports/lane/approval-preview.server";
import {
  acceptSection,
  approveReport,
  editSection,
  redraftSection,
  RISK_NOTE_MAX_LENGTH,
  sendBackReport,
  STALE_MESSAGE,
  type ReviewOutcome,
} from "~/domains/reports/lane/review-actions.server";
import type { ReviewActionResult } from "./review-view";
import { verificationRuleLabels } from "./rule-labels";
import { postedSectionFields } from "./section-editor/posted-fields";
import { inFormNumbers, sectionFromForm } from "./section-editor/section-from-form";
import { readSectionForm, type FieldError, type FormBlock } from "./section-editor/section-form";

/**
 * The review page's actions, one form each, told apart by `intent`: edit,
 * re-draft or accept a section, approve (first its summary, then the
 * confirmation), send back.
 * Every form names the revision it was based on; the lane refuses an action
 * on a report that moved on. A refusal comes back with its message and the
 * reviewer's own text; a success with what to tell them.
 */
const NOTE_LIMIT = 2_000;
/** Hidden fields a person never types: one message for any of them missing or altered. */
const INCOMPLETE = "This form was not complete. Reload the page and try again.";
const revision = z.coerce.number({ error: INCOMPLETE }).int(INCOMPLETE).min(0, INCOMPLETE);
const sectionId = z.string({ error: INCOMPLETE }).regex(/^[a-z][a-z0-9-]{0,40}$/, INCOMPLETE);

const reviewFormSchema = z.discriminatedUnion("intent", [
  // The section's own fields (b0.c0.text…) are read by `postedSectionFields`, against the section as stored.
  z.object({ intent: z.literal("edit"), sectionId, baseRevision: revision }),
  z.object({ intent: z.literal("redraft"), sectionId, baseRevision: revision }),
  // `next`: the section to show once this one is accepted ("Accept and go to next section").
  z.object({ intent: z.literal("accept"), sectionId, baseRevision: revision, next: sectionId.optional() }),
  z.object({
    intent: z.literal("approve"),
    baseRevision: revision,
    // Absent: show what would be sent and ask once. "yes": the reviewer has seen that summary and confirms.
    confirm: z.literal("yes", { error: INCOMPLETE }).optional(),
    // Whether it is needed is the lane's to say (it reads the evidence); here only its shape.
    riskNote: z
      .string()
      .trim()
      .max(RISK_NOTE_MAX_LENGTH, `Keep the note to ${RISK_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters or fewer.`)
      .optional(),
  }),
  z.object({
    intent: z.literal("send-back"),
    baseRevision: revision,
    note: z
      .string({ error: "Write what the drafter should change before sending it back." })
      .trim()
      .min(1, "Write what the drafter should change before sending it back.")
      .max(NOTE_LIMIT, "Keep the note to 2,000 characters or fewer."),
  }),
], { error: INCOMPLETE });

/** A success names where to go next: the edited section on this page, or the queue once the report has left review. */
export type ReviewActionOutcome =
  | { ok: true; toast: { title: string; description?: string }; next: { queue: true } | { queue: false; sectionId: string } }
  | ({ status: number } & ReviewActionResult);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Null for an unknown report (the page answers 404, as its loader does). */
export async function handleReviewAction(reportId: string, form: FormData, actor: LaneActor): Promise<ReviewActionOutcome | null> {
  const report = await loadReportRow(reportId);
  if (!report) return null;
  const parsed = reviewFormSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return invalid(form, issue?.message ?? INCOMPLETE, issue?.path[0] === "riskNote");
  }
  const input = parsed.data;

  switch (input.intent) {
    case "edit": {
      const original = openDocument(reportId, report.sealedDocument)?.sections.find((section) => section.id === input.sectionId);
      const fields = postedSectionFields(form);
      const typed = original && fields ? readSectionForm(fields, original) : null;
      const refusedEdit = (status: number, message: string, errors: FieldError[] = []) =>
        ({ ok: false, status, intent: "edit", sectionId: input.sectionId, message, form: typed, errors }) as const;
      if (!original) return refusedEdit(409, "That section is not in this report.");
      if (!typed) return refusedEdit(400, INCOMPLETE);
      if (report.revision !== input.baseRevision) return refusedEdit(409, STALE_MESSAGE);
      const section = sectionFromForm(typed, original);
      if (!section.ok) return refusedEdit(400, "This section was not saved. Fix what is marked and save again; your text is kept.", section.errors);
      const outcome = await editSection(reportId, { section: section.section, baseRevision: input.baseRevision }, actor);
      if (outcome.outcome !== "refused") return saved(outcome, "Section saved", input.sectionId);
      const reasons = (outcome.failures ?? []).map((failure) => {
        const message = failure.sectionId === input.sectionId ? inFormNumbers(failure.message, section.origins) : failure.message;
        return { field: null, message: `${verificationRuleLabels[failure.rule]}. ${message}` };
      });
      return refusedEdit(409, outcome.message, reasons);
    }
    case "redraft": {
      const refusedRedraft = (status: number, message: string) => ({ ok: false, status, intent: "redraft", sectionId: input.sectionId, message }) as const;
      let outcome: ReviewOutcome;
      try {
        outcome = await redraftSection(reportId, { sectionId: input.sectionId, baseRevision: input.baseRevision }, getReportDrafter(), actor);
      } catch (error) {
        // A model's timeout or refusal is the reviewer's to retry, not a broken page. A drafter's own reason names the
        // server's status and message, never the client's words (ADR 0061); any other error only by its name.
        const reason = error instanceof DraftingFailedError ? error.reason : undefined;
        logger.warn({ reportId, sectionId: input.sectionId, errorType: error instanceof Error ? error.name : typeof error, reason }, "section re-draft failed");
        const why = reason ? ` (${reason})` : "";
        return refusedRedraft(503, `The drafter could not write this section just now${why}. Nothing was changed; try again in a moment, or edit it yourself.`);
      }
      if (outcome.outcome === "refused") return refusedRedraft(409, outcome.message);
      return saved(outcome, "Section re-drafted", input.sectionId);
    }
    case "accept": {
      const outcome = await acceptSection(reportId, { sectionId: input.sectionId, baseRevision: input.baseRevision }, actor);
      if (outcome.outcome === "refused") return { ok: false, status: 409, intent: "accept", sectionId: input.sectionId, message: outcome.message };
      return { ok: true, toast: { title: "Section accepted" }, next: { queue: false, sectionId: input.next ?? input.sectionId } };
    }
    case "approve": {
      const approval = { baseRevision: input.baseRevision, riskNote: input.riskNote };
      const outcome = input.confirm === "yes" ? await approveReport(reportId, approval, actor) : await previewApproval(reportId, approval);
      if (outcome.outcome === "refused") {
        const riskNote = text(form, "riskNote");
        return outcome.field
          ? { ok: false, status: 400, intent: "approve", message: outcome.message, riskNote, field: outcome.field }
          : { ok: false, status: 409, intent: "approve", message: outcome.message, riskNote };
      }
      if (outcome.outcome === "ready") {
        const { pages, drafter, sections, preparation } = outcome;
        return { ok: false, status: 200, intent: "approve-summary", summary: { baseRevision: input.baseRevision, pages, drafter, sections, preparation }, riskNote: input.riskNote ?? "" };
      }
      return { ok: true, toast: { title: "Report approved", description: "Its PDF is being made; the client is e-mailed when it is ready." }, next: { queue: true } };
    }
    case "send-back": {
      const outcome = await sendBackReport(reportId, { baseRevision: input.baseRevision, note: input.note }, actor);
      if (outcome.outcome === "refused") return { ok: false, status: 409, intent: "send-back", message: outcome.message, note: input.note };
      return { ok: true, toast: { title: "Report sent back", description: "It is being drafted again with your note." }, next: { queue: true } };
    }
  }
}

function saved(outcome: ReviewOutcome, title: string, sectionId: string): ReviewActionOutcome {
  const failures = outcome.outcome === "saved" ? outcome.failures.length : 0;
  const revisionWords = outcome.outcome === "saved" ? `Revision ${outcome.revision}. ` : "";
  const description = failures === 0 ? `${revisionWords}Verification passes.` : `${revisionWords}Verification found ${failures === 1 ? "1 problem" : `${failures} problems`} to fix.`;
  return { ok: true, toast: { title, description }, next: { queue: false, sectionId } };
}

/** A form that does not parse: its message, and whatever the reviewer typed, back in its field. */
function invalid(form: FormData, message: string, aboutRiskNote = false): ReviewActionOutcome {
  const intent = text(form, "intent");
  // The fields cannot be read against a section this form does not name: the editor shows the section as stored.
  if (intent === "edit") return { ok: false, status: 400, intent, sectionId: text(form, "sectionId"), message, form: null as FormBlock[] | null, errors: [] };
  if (intent === "send-back") return { ok: false, status: 400, intent, message, note: text(form, "note") };
  if (intent === "redraft" || intent === "accept") return { ok: false, status: 400, intent, sectionId: text(form, "sectionId"), message };
  if (intent === "approve") return { ok: false, status: 400, intent, message, riskNote: text(form, "riskNote"), ...(aboutRiskNote ? { field: "riskNote" as const } : {}) };
  return { ok: false, status: 400, intent: "unknown", message };
}
