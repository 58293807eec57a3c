import { getDb } from "~/db/database.server";
import { guidanceReviews } from "~/db/schema";
import { recordStaffAction, type StaffActor } from "~/security/staff-audit.server";
import { libraryEntry } from "./library-entries";

/**
 * The provider's review of the guidance library (ADR 0071): each version of
 * each entry is read once, by an admin, and the review is kept with who and
 * when. A report's reviewer reads only what was written for the client; the
 * library's words are collapsed once their version has a review here.
 */
export type GuidanceReview = { entryId: string; version: string; reviewedByEmail: string; reviewedAt: Date; note: string | null };

export const reviewKey = (entryId: string, version: string) => `${entryId}@${version}`;

/** Every review, by `reviewKey`. The library has a few thousand entries at most, so one read serves a page. */
export async function loadGuidanceReviews(): Promise<Map<string, GuidanceReview>> {
  const rows = await getDb()
    .select({
      entryId: guidanceReviews.entryId,
      version: guidanceReviews.version,
      reviewedByEmail: guidanceReviews.reviewedByEmail,
      reviewedAt: guidanceReviews.reviewedAt,
      note: guidanceReviews.note,
    })
    .from(guidanceReviews);
  return new Map(rows.map((row) => [reviewKey(row.entryId, row.version), row]));
}

export type MarkReviewedOutcome = "reviewed" | "already-reviewed" | "unknown-entry" | "changed";

/**
 * Records that `actor` read this version of the entry. Refused when the entry
 * is not in the library or its text has changed since the page was loaded
 * (the version read is not the one a report would carry). The audit record is
 * written in the same transaction, and only when a review is new.
 */
export async function markGuidanceReviewed(input: { entryId: string; version: string; note: string | null }, actor: StaffActor, now = new Date()): Promise<MarkReviewedOutcome> {
  const entry = libraryEntry(input.entryId);
  if (!entry) return "unknown-entry";
  if (entry.version !== input.version) return "changed";
  return getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(guidanceReviews)
      .values({ entryId: entry.id, version: entry.version, reviewedByUserId: actor.userId, reviewedByEmail: actor.email, reviewedAt: now, note: input.note })
      .onConflictDoNothing()
      .returning({ entryId: guidanceReviews.entryId });
    if (inserted.length === 0) return "already-reviewed";
    await recordStaffAction({ actor, action: "guidance.reviewed", target: { type: "guidance-text", id: entry.id }, detail: `version ${entry.version}` }, tx, now);
    return "reviewed";
  });
}
