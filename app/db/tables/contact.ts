import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Also in `domains/messaging/contact/contact-inbox.ts`, for the pages: db may not import a domain. */
export const contactMessageStatuses = ["new", "replied", "closed"] as const;

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
    /** Where the provider's inbox has it: new until someone replies, then replied, or closed by hand. */
    status: text("status", { enum: contactMessageStatuses }).notNull().default("new"),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_user_id_idx").on(table.userId),
    index("contact_messages_status_idx").on(table.status, table.createdAt),
  ],
);

/**
 * The provider's replies, each sent by e-mail to the message's address and
 * kept with it as the thread. Goes with its message.
 */
export const contactMessageReplies = pgTable(
  "contact_message_replies",
  {
    id: text("id").primaryKey(),
    messageId: text("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    /** Who wrote it; the address stays when the staff account is gone. */
    staffUserId: text("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    body: text("body").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_message_replies_message_idx").on(table.messageId, table.sentAt)],
);
