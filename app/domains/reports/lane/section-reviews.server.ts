import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/database.server";
import { reportSectionReviews, type SectionReviewState } from "~/db/schema";
import type { ReportDocument } from "../document/report-document";
import type { LaneActor } from "./lane-records.server";

/**
 * Section-by-section review (issue 28, ADR 0063): each section of a draft is
 * accepted as it stands or edited by a reviewer, and a report is approved only
 * once every section is one or the other. The rows are written in the
 * transaction of the action that earns them, so a section is never marked
 * for text nobody saved.
 */
export type SectionReview = { sectionId: string; state: SectionReviewState; revision: number; actorEmail: string; recordedAt: Date };

type Writer = Pick<Database, "insert" | "delete">;

export async function loadSectionReviews(reportId: string): Promise<SectionReview[]> {
  return getDb()
    .select({
      sectionId: reportSectionReviews.sectionId,
      state: reportSectionReviews.state,
      revision: reportSectionReviews.revision,
      actorEmail: reportSectionReviews.actorEmail,
      recordedAt: reportSectionReviews.recordedAt,
    })
    .from(reportSectionReviews)
    .where(eq(reportSectionReviews.reportId, reportId));
}

/**
 * Records what the reviewer did to one section. An edit always wins: a section
 * the reviewer rewrote stays "edited" if they accept it afterwards.
 */
export async function recordSectionReview(
  tx: Writer,
  input: { reportId: string; sectionId: string; state: SectionReviewState; revision: number; actor: LaneActor },
): Promise<void> {
  const row = {
    reportId: input.reportId,
    sectionId: input.sectionId,
    state: input.state,
    revision: input.revision,
    actorUserId: input.actor.userId,
    actorEmail: input.actor.email,
    recordedAt: new Date(),
  };
  const update = { state: row.state, revision: row.revision, actorUserId: row.actorUserId, actorEmail: row.actorEmail, recordedAt: row.recordedAt };
  if (input.state === "edited") {
    await tx.insert(reportSectionReviews).values(row).onConflictDoUpdate({ target: [reportSectionReviews.reportId, reportSectionReviews.sectionId], set: update });
  } else {
    await tx.insert(reportSectionReviews).values(row).onConflictDoNothing();
  }
}

/** A section written again by the drafter is new text: whatever the reviewer did to the old one no longer counts. */
export async function clearSectionReview(tx: Writer, reportId: string, sectionId: string): Promise<void> {
  await tx.delete(reportSectionReviews).where(and(eq(reportSectionReviews.reportId, reportId), eq(reportSectionReviews.sectionId, sectionId)));
}

/** A whole new draft (after a send-back, or with the template after a failure): every section is read again. */
export async function clearSectionReviews(tx: Writer, reportId: string): Promise<void> {
  await tx.delete(reportSectionReviews).where(eq(reportSectionReviews.reportId, reportId));
}

/** The document's sections in order, each with what the reviewer did to it, or null when nothing yet. */
export function sectionStates(document: ReportDocument, reviews: readonly SectionReview[]): { id: string; title: string; review: SectionReview | null }[] {
  const byId = new Map(reviews.map((review) => [review.sectionId, review]));
  return document.sections.map((section) => ({ id: section.id, title: section.title, review: byId.get(section.id) ?? null }));
}

/** The titles of the sections nobody has edited or accepted yet. */
export function sectionsAwaitingReview(document: ReportDocument, reviews: readonly SectionReview[]): string[] {
  return sectionStates(document, reviews).flatMap((section) => (section.review ? [] : [section.title]));
}

/** The refusal that names them, for the server and the page alike. */
export function awaitingReviewMessage(titles: readonly string[]): string {
  const list = titles.map((title) => `“${title}”`).join(", ");
  return titles.length === 1
    ? `Every section must be edited or accepted before approval. Not yet: ${list}.`
    : `Every section must be edited or accepted before approval. ${titles.length} are not yet: ${list}.`;
}
