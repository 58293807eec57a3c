import type { SubmissionAnswersView } from "~/domains/assessments/submission-layout";

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
  answers: SubmissionAnswersView;
  openings: { viewerEmail: string; viewedAt: string; viewedIso: string }[];
};
