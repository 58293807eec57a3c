import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { assessmentSubmissions } from "./assessments";

/** One sentence the second reader raised above the rules: its id, the tier and category it gave. Never its words. */
export type SecondReadingRaise = { sentenceId: string; tier: "review" | "urgent"; category: string };

/**
 * The second reader's one reading of a sent questionnaire (ADR 0060): which model, when, how it
 * ended, and the sentences it raised above the safety screen's rules, by id. Nothing the client
 * wrote is here, and nothing the model wrote beyond ids, tiers and categories. `ok` with no
 * raises is a reading that agreed with the rules; `failed` and `timeout` left the rules standing.
 * One per submission, so a retried job never reads twice; it goes with its submission.
 */
export const safetySecondReadings = pgTable(
  "safety_second_readings",
  {
    id: text("id").primaryKey(),
    submissionId: text("submission_id")
      .notNull()
      .unique()
      .references(() => assessmentSubmissions.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    outcome: text("outcome", { enum: ["ok", "failed", "timeout"] }).notNull(),
    raises: jsonb("raises").$type<SecondReadingRaise[]>().notNull().default([]),
    /** Sentence ids the model named that the submission does not have: ignored, counted to judge the model by. */
    unknownIds: integer("unknown_ids").notNull().default(0),
    durationMs: integer("duration_ms").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("safety_second_readings_read_at_idx").on(table.readAt)],
);
