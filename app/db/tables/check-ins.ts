import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { assessmentSubmissions } from "./assessments";
import { reports } from "./reports";

/** The two check-ins after a delivered report (ADR 0069): two weeks and six weeks by default. */
export const checkInWaves = ["first", "second"] as const;
export type CheckInWave = (typeof checkInWaves)[number];

/**
 * scheduled: waiting for its day; invited: the e-mail went out and its link works until `expiresAt`;
 * answered: the link was used (single use); skipped: never sent (the client opted out, or the
 * account could not be reached), so it stays out of every later run.
 */
export const checkInStates = ["scheduled", "invited", "answered", "skipped"] as const;
export type CheckInState = (typeof checkInStates)[number];

/** One scale's score at a check-in, computed by code: never a model's reading. */
export type CheckInScore = { scaleId: string; score: number; max: number };

/**
 * A short check-in a client is invited to after their report is delivered (issue 33): the scales
 * their form asked, the ASQ, and one open question. One per submission and wave, so a second
 * report of the same answers schedules nothing more, and a retried delivery changes nothing.
 * The link's token is never stored, only its SHA-256 (`tokenHash`), and it works once until
 * `expiresAt`. The open answer is sealed like a submission's answers ("check-in:<id>").
 * Goes with the account (cascade), as everything a client wrote does.
 */
export const checkIns = pgTable(
  "check_ins",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    submissionId: text("submission_id")
      .notNull()
      .references(() => assessmentSubmissions.id, { onDelete: "cascade" }),
    /** The delivered report that scheduled it: what the e-mail and the history refer to. */
    reportId: text("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    wave: text("wave", { enum: checkInWaves }).notNull(),
    /** The scales the client's form asked, in its order ("who-5", "phq-9", "gad-7"): what the check-in asks again. */
    scaleIds: jsonb("scale_ids").$type<string[]>().notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    state: text("state", { enum: checkInStates }).notNull().default("scheduled"),
    tokenHash: text("token_hash").unique(),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    scores: jsonb("scores").$type<CheckInScore[]>(),
    /** "negative", "non-acute-positive" or "acute-positive"; null until answered. */
    riskScreenOutcome: text("risk_screen_outcome"),
    /** What the screen raised (category ids, never words); non-empty means the provider was alerted. */
    safetyCategories: jsonb("safety_categories").$type<string[]>().notNull().default([]),
    sealedAnswers: text("sealed_answers"),
    /** Why a scheduled check-in was not sent ("opted-out", "no-account"). */
    skippedReason: text("skipped_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("check_ins_submission_wave_idx").on(table.submissionId, table.wave),
    index("check_ins_due_idx").on(table.state, table.dueAt),
    index("check_ins_user_idx").on(table.userId),
  ],
);

/** Accounts that asked for no more check-in invitations (one click, RFC 8058, from any of them). */
export const checkInOptOuts = pgTable("check_in_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
});
