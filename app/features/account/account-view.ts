import { type FormType } from "~/shared/form-types";
import type { ReportKind } from "~/shared/report-kinds";

/** What /account's loader hands to the page, with dates already in words (server and browser then agree). */
export type OrderView = {
  id: string;
  date: string;
  isoDate: string;
  status: "paid" | "failed" | "refunded";
  amountCents: number;
  items: string[];
};
/** Which of several purchases of one questionnaire this is. */
export type Copy = { position: number; total: number };
export type AssessmentView = {
  id: string;
  formType: FormType;
  copy: Copy;
  state: "not-started" | "draft-saved" | "submitted";
  /** Set once the answers are sent: the client can read them (read-only) at `sentAnswersPath`. */
  submissionId: string | null;
};

/** Where a client reads the answers they sent (404 to anyone else). */
export function sentAnswersPath(submissionId: string): string {
  return `/account/submissions/${encodeURIComponent(submissionId)}`;
}
/** Where a report stands: waiting for the answers, then Received → Being written → In review → Ready. */
export type ReportState = "awaiting-answers" | "being-written" | "in-review" | "ready";
export type ReportView = {
  id: string;
  kind: ReportKind;
  formType: FormType;
  copy: Copy;
  state: ReportState;
  /** Null until the answers are sent. */
  reportId: string | null;
  /** 24 hours after the answers were sent. */
  dueAt: Date | null;
  /** Past its due time and not ready. */
  late: boolean;
  /** The PDF, once ready (404 to anyone but its owner). */
  downloadUrl: string | null;
};

/** Where the client makes and revokes links for a clinician. */
export function reportSharePath(reportId: string): string {
  return `/account/reports/${encodeURIComponent(reportId)}/share`;
}

export type AccountIntent = "change-email" | "change-password" | "sign-out-everywhere" | "delete-account";

/** An action's answer when it does not redirect: errors beside fields, or a message to show. */
export type AccountActionResult = {
  intent: AccountIntent;
  ok: boolean;
  errors?: Record<string, string>;
  message?: string;
  /** What was typed, so a failed form (without JavaScript) keeps it. */
  values?: Record<string, string>;
};

/** " (2 of 3)" when a questionnaire was bought more than once. */
export function copySuffix(copy: Copy): string {
  return copy.total > 1 ? ` (${copy.position} of ${copy.total})` : "";
}

/** One of the client's links for a clinician, dates in words. */
export type ShareLinkView = {
  id: string;
  clinicianName: string;
  clinicianEmail: string;
  createdOn: string;
  expiresOn: string;
  /** "active", or why it no longer opens. */
  status: "active" | "expired" | "revoked";
  openings: number;
};

export type ShareIntent = "create-link" | "revoke-link";

/** The share page's action answer: the new link (shown this once), or errors beside fields. */
export type ShareActionResult =
  | { intent: "create-link"; ok: true; shareUrl: string; clinicianName: string; expiresOn: string }
  | { intent: ShareIntent; ok: false; errors?: Record<string, string>; values?: Record<string, string>; message?: string };
