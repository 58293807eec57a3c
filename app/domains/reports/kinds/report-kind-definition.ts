import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportBlock, ReportDocument } from "../document/report-document";

/** A plan a kind promises, where it sits, and its shape (docs/report-style.md, "Structure"); verification holds every draft to it. */
export type PromisedPlan = {
  sectionId: string;
  horizon: Extract<ReportBlock, { type: "plan" }>["horizon"];
  minSteps: number;
  maxSteps: number;
  /** Every step names a measurable sign of progress. */
  measured: boolean;
};

/**
 * Everything particular to one kind of report, in the kind's own folder
 * (ADR 0048). The lane, the verifier, the model's prompt and the template
 * drafter read a kind's rules from here, never by testing its name, so a new
 * kind is a new folder and one line in `kinds/index.ts`.
 */
export type ReportKindDefinition = {
  /** The sections it must have, in order (docs/report-style.md, "Structure"). Drafters write these ids; verification checks them. */
  outline: readonly string[];
  safety: {
    /** A flagged submission's report opens with the help-now section (docs/report-style.md, "Safety"). */
    opensWithHelpNow: boolean;
    /**
     * The one section that lists the safety screen's flags, which code fills
     * and no revision may drop; null when the kind has no such section (any
     * risk-flags block it carries still may not lose a flag).
     */
    flagsSection: string | null;
  };
  /** Where the validated scales go (issue 18); code inserts them, verification compares them with the evidence. */
  scales: {
    /** The section that opens with the client's charts; null: the kind shows no scales. */
    chartsSection: string | null;
    /** The section that carries them as a table, for a clinician; null: none. */
    tableSection: string | null;
  };
  /** The section that opens with the chart of the nine Enneagram scores, when the evidence has them. */
  enneagramScoresSection: string | null;
  /**
   * The section that goes through the answers question by question: the model drafter splits it by
   * question into several calls when the answers do not fit one (ADR 0068); null: none.
   */
  themesSection: string | null;
  /** The plan the kind promises, or null. */
  plan: PromisedPlan | null;
  /** What the model drafter is told about this kind, beyond the house style. */
  promptRules: readonly string[];
  /** The offline template drafter's draft (ADR 0023): deterministic, no model, no network. */
  draftTemplate: (evidence: ReportEvidence) => ReportDocument;
  /** Who reads it, when not the client: its note on how it was prepared then speaks of "the client" (ADR 0063). */
  readBy?: "clinician";
};

/**
 * A kind's card on /sample-reports (spec: "Sample report item"), in its
 * folder's `sample.ts`. Browser-safe, so kept apart from the definition,
 * which holds the template drafter. Its pictures are the sample PDF's own
 * first pages (`samples/sample-page-images.ts`).
 */
export type SampleCard = {
  title: string;
  typeLabel: string;
  description: string;
};

/** A reviewer's rewrites of a kind's sample draft, section id to section text (see `samples/reviewed-edits.ts`); in its folder's `sample-edits.ts`. */
export type ReviewedEdits = Readonly<Record<string, string>>;
