import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Newsletter subscribers, double opt-in: `pending` until the address's owner
 * follows the confirmation link. Only a SHA-256 hash of the confirmation token
 * is stored, so a copy of the database cannot confirm anyone. Unsubscribe
 * links carry an HMAC of the subscriber id instead, so they need no column and
 * stay valid in every e-mail ever sent.
 */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: text("id").primaryKey(),
  /** Trimmed and lowercased. */
  email: text("email").notNull().unique(),
  status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull().default("pending"),
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});
