import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The provider's review of the guidance library (ADR 0071): one row per
 * version of a library entry someone at the provider has read and passed.
 * A report's reviewer then sees that entry's text collapsed, with who
 * reviewed it and when; a changed text is a new version and needs its own row.
 * The note is the provider's own words about the library, never a client's.
 */
export const guidanceReviews = pgTable(
  "guidance_reviews",
  {
    /** Where the text sits in the library ("theme/grief-waves/meaning/2"). */
    entryId: text("entry_id").notNull(),
    /** A hash of the text as it was read. */
    version: text("version").notNull(),
    reviewedByUserId: text("reviewed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    reviewedByEmail: text("reviewed_by_email").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note"),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.version] })],
);
