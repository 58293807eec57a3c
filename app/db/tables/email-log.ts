import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Every e-mail the store sends, without its body: enough to answer "did the
 * receipt go out?" and to make a retried send job a no-op.
 * `userId` is the account the e-mail was sent for (the caller's, or the
 * verified account with the recipient address when it was sent): the row
 * stays with that account when it changes address. Deleting the account
 * anonymises the row first (ADR 11, 22); `set null` is only a safety net.
 */
export const emailLog = pgTable(
  "email_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    transport: text("transport", { enum: ["smtp", "dev-mailbox"] }).notNull(),
    providerMessageId: text("provider_message_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_log_user_id_idx").on(table.userId)],
);
