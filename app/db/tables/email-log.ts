import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every e-mail the store sends, without its body: enough to answer "did the
 * receipt go out?" and to make a retried send job a no-op.
 */
export const emailLog = pgTable("email_log", {
  id: uuid("id").primaryKey().defaultRandom(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  template: text("template").notNull(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  transport: text("transport", { enum: ["smtp", "dev-mailbox"] }).notNull(),
  providerMessageId: text("provider_message_id"),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
