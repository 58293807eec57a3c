import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";
import type { ReportDocument, ReportSection } from "./report-document";

/**
 * One interface, two real implementations (ADR 0023): the model drafter
 * (AI SDK provider instances chosen by configuration) and the template
 * drafter (offline default). Both return a whole, schema-valid document with
 * quotes and scores already inserted by code; verification runs after.
 */
export type DraftRequest = {
  kind: ReportKind;
  evidence: ReportEvidence;
  /** A reviewer sent the last draft back with this note: read by a model drafter; never logged. */
  reviewerNote?: string;
};

export type RedraftRequest = DraftRequest & {
  /** The section to write again; the rest of `current` is context, not to be changed. */
  sectionId: string;
  current: ReportDocument;
};

export type DraftRecord = {
  drafter: "template" | "model";
  /** "template", "openai-compatible", "anthropic". */
  provider: string;
  model: string | null;
  promptVersion: string;
  inputTokens: number | null;
  outputTokens: number | null;
  durationMs: number;
  /** 1, or 2 when the schema repair loop asked again. */
  attempts: number;
};

export interface ReportDrafter {
  readonly name: "template" | "model";
  draft(request: DraftRequest): Promise<{ document: ReportDocument; record: DraftRecord }>;
  redraftSection(request: RedraftRequest): Promise<{ section: ReportSection; record: DraftRecord }>;
}

/**
 * A draft that could not be made: the model's server refused or failed the
 * call, timed out, cut the answer off, or answered twice without a valid
 * report. `reason` is safe to show staff and to log: the provider's status
 * and message, or what was wrong with the answer, never the client's words.
 * The lane records it on the report instead of retrying (ADR 0061).
 */
export class DraftingFailedError extends Error {
  override name = "DraftingFailedError";
  constructor(readonly reason: string) {
    super(reason);
  }
}
