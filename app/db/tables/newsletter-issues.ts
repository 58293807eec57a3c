import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Also in `domains/messaging/newsletter/newsletter-issues.ts`, for the pages: db may not import a domain. */
export const newsletterIssueStatuses = ["draft", "sending", "sent"] as const;

/**
 * Newsletter issues written in the back office. A draft can be edited and
 * test-sent; sending moves it to `sending` once (the guard against a second
 * send) and the fan-out job to `sent` with how many it went to. No personal
 * data: who received it lives in the e-mail log, keyed per issue and subscriber.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: text("id").primaryKey(),
    subject: text("subject").notNull(),
    /** Plain text; blank lines separate paragraphs. */
    body: text("body").notNull(),
    status: text("status", { enum: newsletterIssueStatuses }).notNull().default("draft"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the admin confirmed the send: only subscribers confirmed by then receive it. */
    sendRequestedAt: timestamp("send_requested_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    recipientCount: integer("recipient_count"),
  },
  (table) => [index("newsletter_issues_created_at_idx").on(table.createdAt)],
);
