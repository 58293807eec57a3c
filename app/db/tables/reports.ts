import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { assessmentSubmissions, reportObligations } from "./assessments";

/**
 * The reports lane (issue 12, ADR 0023–0025). Everything a client wrote, or
 * that quotes it (evidence, drafts, edits, PDFs), is sealed with the answers
 * key and bound to its row, like the answers themselves. Plain columns hold
 * only states, ids, counts and dates.
 */

/** A submission's answers split into sentences with stable ids (prepared once, sealed). */
export const reportEvidence = pgTable("report_evidence", {
  submissionId: text("submission_id")
    .primaryKey()
    .references(() => assessmentSubmissions.id, { onDelete: "cascade" }),
  evidenceVersion: text("evidence_version").notNull(),
  sealedEvidence: text("sealed_evidence").notNull(),
  sentenceCount: integer("sentence_count").notNull(),
  preparedAt: timestamp("prepared_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A drafting that failed: its reason (safe to show staff), which drafter, and when. */
export type DraftFailure = { reason: string; drafter: string; failedAt: string };

export const reportStages = ["drafting", "in-review", "sent-back", "approved", "delivered"] as const;
export type ReportStage = (typeof reportStages)[number];

/**
 * One report being made for one obligation (same id). `revision` goes up
 * with every change to the document, so a reviewer's save based on an older
 * revision is refused rather than lost over someone else's.
 */
export const reports = pgTable(
  "reports",
  {
    id: text("id")
      .primaryKey()
      .references(() => reportObligations.id, { onDelete: "cascade" }),
    submissionId: text("submission_id")
      .notNull()
      .references(() => assessmentSubmissions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    stage: text("stage", { enum: reportStages }).notNull().default("drafting"),
    revision: integer("revision").notNull().default(0),
    /** The ReportDocument as JSON, sealed ("report:<id>"); null until the first draft. */
    sealedDocument: text("sealed_document"),
    /** Provider, model, prompt version, tokens, duration and attempts of each draft (no content). */
    draftRecords: jsonb("draft_records").$type<Record<string, unknown>[]>().notNull().default([]),
    /** Verification failures of the current revision: rule, section and sentence ids, never text. */
    verificationFailures: jsonb("verification_failures").$type<Record<string, unknown>[]>(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /**
     * Why the last drafting of this report failed (ADR 0061): the provider's
     * status and message or what was wrong with the answer, never the client's
     * words. Set while the report waits for staff to try again or draft with
     * the template; cleared by the next draft.
     */
    draftFailure: jsonb("draft_failure").$type<DraftFailure>(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: text("approved_by"),
    /** The rendered PDF's storage key (the bytes are sealed; ADR 0025). */
    pdfKey: text("pdf_key"),
    pdfPages: integer("pdf_pages"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The SLA job's reminders, so each goes out once. */
    slaWarnedAt: timestamp("sla_warned_at", { withTimezone: true }),
    slaOverdueAt: timestamp("sla_overdue_at", { withTimezone: true }),
    clientToldLateAt: timestamp("client_told_late_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("reports_stage_idx").on(table.stage), index("reports_submission_idx").on(table.submissionId)],
);

/**
 * The audit log of a report: every state change and every reviewer action,
 * with a diff of the document where there is one (sealed: it quotes the
 * client). Rows are only ever added.
 */
export const reportEvents = pgTable(
  "report_events",
  {
    id: text("id").primaryKey(),
    /** The order events happened in: several are written in one transaction, with one timestamp. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    reportId: text("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    /** drafted, verified, verification-failed, edited, redrafted, sent-back, approved, rendered, delivered, downloaded… */
    action: text("action").notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** "system" for the lane's jobs. */
    actorEmail: text("actor_email").notNull(),
    fromRevision: integer("from_revision"),
    toRevision: integer("to_revision"),
    /** Sealed JSON ("report-event:<id>"): the diff, or the reviewer's note. */
    sealedDetail: text("sealed_detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("report_events_report_idx").on(table.reportId, table.seq)],
);

/** A link the client made for one clinician: no account needed, expires, revocable. */
export const reportShareLinks = pgTable(
  "report_share_links",
  {
    id: text("id").primaryKey(),
    reportId: text("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    clinicianEmail: text("clinician_email").notNull(),
    clinicianName: text("clinician_name").notNull(),
    /** The consent text's version the client agreed to. */
    consentVersion: text("consent_version").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("report_share_links_report_idx").on(table.reportId)],
);

/** Every download of a report's PDF: by its owner, or through a share link. */
export const reportDownloads = pgTable(
  "report_downloads",
  {
    id: text("id").primaryKey(),
    reportId: text("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    shareLinkId: text("share_link_id").references(() => reportShareLinks.id, { onDelete: "set null" }),
    viaShareLink: boolean("via_share_link").notNull().default(false),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("report_downloads_report_idx").on(table.reportId, table.downloadedAt)],
);

/**
 * A revision a reviewer sent back, kept when the next draft replaces it (sealed
 * like the report's own document, "report:<id>"). Approval checks the new draft
 * against it: a safety flag it carried must still be there (issue 31, ADR 54).
 */
export const reportSentBackRevisions = pgTable(
  "report_sent_back_revisions",
  {
    reportId: text("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    sealedDocument: text("sealed_document").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.revision] })],
);

export const sectionReviewStates = ["accepted", "edited"] as const;
export type SectionReviewState = (typeof sectionReviewStates)[number];

/**
 * What a reviewer did to each section of a report in review (issue 28, ADR
 * 0063): accepted it as drafted, or edited it. A report is approved only when
 * every section has a row. A section re-drafted loses its row, and a whole new
 * draft (a send-back) clears them all: the reviewer must read the new text.
 * Holds ids, states and dates only; the texts are in the sealed events.
 */
export const reportSectionReviews = pgTable(
  "report_section_reviews",
  {
    reportId: text("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    sectionId: text("section_id").notNull(),
    state: text("state", { enum: sectionReviewStates }).notNull(),
    /** The report's revision the reviewer read when they accepted or saved it. */
    revision: integer("revision").notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.sectionId] })],
);
