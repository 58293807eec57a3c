import type { AnswerPiece } from "~/domains/assessments/evidence/risk-sentences";
import type { SubmissionAnswersView } from "~/domains/assessments/submissions/submission-layout";

/** One submission as the detail page receives it: dates already written out on the server. */
export type SubmissionDetail = {
  id: string;
  formName: string;
  email: string;
  submittedAt: string;
  submittedIso: string;
  bankVersion: string;
  statusLabel: string;
  urgent: boolean;
  concerns: string[];
  readFirst: boolean;
  readFirstConcerns: string[];
  answers: SubmissionAnswersView;
  /** Answers with a sentence the safety screen heard, in pieces, those sentences marked (ADR 0059). */
  riskPieces: Record<string, AnswerPiece[]>;
  openings: { viewerEmail: string; viewedAt: string; viewedIso: string }[];
  /** Staff follow-ups on the safety flag, oldest first; note null when it could not be opened. */
  followUps: SafetyFollowUpView[];
};

export type SafetyFollowUpView = { id: string; reviewerEmail: string; createdAt: string; createdIso: string; note: string | null };

/** What the clear-flag action answers: the follow-ups as they now stand, or the note's error and the text typed. */
export type SafetyFollowUpResult = { ok: true; followUps: SafetyFollowUpView[] } | { ok: false; noteError: string; note: string };
