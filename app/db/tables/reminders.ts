import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { entitlements } from "./commerce";

/** Which reminder an unsent paid copy got: not started after one day, after three, or a draft left alone. */
export const questionnaireReminderKinds = ["not-started-1", "not-started-2", "draft-idle"] as const;
export type QuestionnaireReminderKind = (typeof questionnaireReminderKinds)[number];

/**
 * Every reminder e-mail queued about an unsent paid copy. The row is inserted
 * in the transaction that queues the e-mail, and the unique key (copy, kind,
 * stretch) lets only one insert win, so a retried run or a second server
 * never sends the same reminder twice. `stretch` says which wait it was about:
 * "purchase" for the not-started reminders, the draft's last save (ISO time)
 * for a draft left alone, so a later save starts a new stretch that may be
 * reminded once again.
 */
export const questionnaireReminders = pgTable(
  "questionnaire_reminders",
  {
    id: text("id").primaryKey(),
    entitlementId: text("entitlement_id")
      .notNull()
      .references(() => entitlements.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: questionnaireReminderKinds }).notNull(),
    stretch: text("stretch").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("questionnaire_reminders_copy_kind_stretch_idx").on(table.entitlementId, table.kind, table.stretch),
    index("questionnaire_reminders_user_idx").on(table.userId),
  ],
);

/** Accounts that asked for no more questionnaire reminders (one click from any reminder). */
export const reminderOptOuts = pgTable("reminder_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
});
