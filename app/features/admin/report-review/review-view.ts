import type { RiskMarkInfo } from "~/components/content/risk-mark";
import type { ReportBlock } from "~/domains/reports/document/report-document";
import type { LibraryNoteView } from "./library/library-note-view";
import type { DiffLine } from "./line-diff";
import type { FieldError, FormBlock } from "./section-editor/section-form";

/**
 * The review page's data as the loader sends it: dates written out on the
 * server, the answers grouped by question (the editor's sentences to cite),
 * each section with its blocks, and what stands between this revision and approval.
 */

/** The answers column's anchor for a sentence: "q7.s2" → "sentence-q7-s2" (a dot would need escaping in a selector). */
export const sentenceAnchor = (sentenceId: string) => `sentence-${sentenceId.replace(/\./g, "-")}`;

/** `risk`: the sentence touches risk at either tier, so it is marked, and a report quotes it only in help-now and the brief. */
export type ReviewSentence = { id: string; text: string; risk: RiskMarkInfo | null; rating: number | null };

export type ReviewQuestion = { id: string; number: number; sectionTitle: string; text: string; sentences: ReviewSentence[] };

export type ReviewFailure = { rule: string; ruleLabel: string; sectionId: string | null; sectionTitle: string | null; sentenceId: string | null; message: string };

/** What a reviewer did to a section (ADR 0063): every section needs one before approval. */
export type SectionReviewView = { state: "accepted" | "edited"; by: string; at: string; atIso: string };

/** `nextId`: the section after it, where "Accept and go to next section" leads. */
export type ReviewSection = {
  id: string;
  title: string;
  blocks: ReportBlock[];
  failures: ReviewFailure[];
  review: SectionReviewView | null;
  nextId: string | null;
};

/** What approving would send, shown once for the reviewer to confirm (issue 29). */
export type ApprovalSummary = {
  baseRevision: number;
  pages: number;
  drafter: "template" | "model";
  sections: { id: string; title: string; state: "accepted" | "edited"; by: string }[];
  preparation: string;
};

export type ReviewEventView = {
  id: string;
  actionLabel: string;
  actorEmail: string;
  at: string;
  atIso: string;
  /** "revision 3 → 4" */
  revisions: string | null;
  /** A reviewer's send-back note. */
  note: string | null;
  /** What an edit or a re-draft changed, line by line. */
  changes: { sectionTitle: string; lines: DiffLine[] } | null;
  /** A short fact: the drafter and model of a draft, the pages of a PDF. */
  summary: string | null;
};

export type DraftRecordView = {
  drafter: string;
  provider: string;
  model: string;
  promptVersion: string;
  tokens: string;
  duration: string;
  attempts: number;
};

export type ReportReviewPage = {
  report: {
    id: string;
    kindLabel: string;
    stage: string;
    stageLabel: string;
    revision: number;
    dueOn: string | null;
    dueIso: string | null;
    timeLeft: string | null;
    overdue: boolean;
  };
  client: {
    submissionId: string;
    email: string;
    formName: string;
    submittedOn: string;
    submittedIso: string;
    urgent: boolean;
    concerns: string[];
    followedUp: boolean;
    /** Not urgent, but a sentence only the review tier heard (ADR 0059). */
    readFirst: boolean;
    readFirstConcerns: string[];
  };
  document: { title: string; subtitle: string; isTemplateDraft: boolean; reviewedCount: number; firstAwaitingId: string | null } | null;
  sections: ReviewSection[];
  questions: ReviewQuestion[];
  /** The draft's blocks that are the guidance library's words unchanged, by block key (ADR 0071); none when absent. */
  library?: Record<string, LibraryNoteView>;
  failures: ReviewFailure[];
  /**
   * `needsRiskNote`: the client wrote sentences the screen heard, so approval asks what the reviewer read and did (ADR 0059).
   * `sectionsAwaiting`: titles of the sections nobody has edited or accepted yet (ADR 0063).
   */
  approval: { inReview: boolean; blockedBy: string[]; needsFollowUp: boolean; needsRiskNote: boolean; sectionsAwaiting: string[] };
  events: ReviewEventView[];
  drafts: DraftRecordView[];
};

/** What an action answers when the page stays: a refusal with its message and the reviewer's text, or the approval's summary. */
export type ReviewActionResult =
  /** `form`: the reviewer's fields as posted, shown again (null when they could not be read); `errors`: what to fix, by field. */
  | { ok: false; intent: "edit"; sectionId: string; message: string; form: FormBlock[] | null; errors: FieldError[] }
  | { ok: false; intent: "redraft" | "accept"; sectionId: string; message: string }
  /** Not approved yet: every check passed, and this is what approving sends. `riskNote` is carried to the confirmation. */
  | { ok: false; intent: "approve-summary"; summary: ApprovalSummary; riskNote: string }
  /** `field`: the message belongs beside the risk note; `riskNote`: the note as typed, kept. */
  | { ok: false; intent: "approve"; message: string; riskNote: string; field?: "riskNote" }
  | { ok: false; intent: "send-back"; message: string; note: string }
  | { ok: false; intent: "unknown"; message: string };
