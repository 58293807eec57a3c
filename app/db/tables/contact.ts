import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Messages sent through the contact form. Kept so nothing a visitor wrote is
 * lost when the mail server is down; the e-mails are queued separately.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);
