import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Messages sent through the contact form. Kept so nothing a visitor wrote is
 * lost when the mail server is down; the e-mails are queued separately.
 * `userId` is the account that wrote it (signed in, or a verified account with
 * the address given): the message stays with that account when it changes
 * address, and goes when it is deleted. Null for a guest until an account
 * proves the address (ADR 22).
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
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_user_id_idx").on(table.userId),
  ],
);
