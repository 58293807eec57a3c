import type { ReportBlock } from "~/domains/reports/document/report-document";
import { libraryBlocksOf, libraryItemsOf } from "~/domains/reports/library/library-match";
import { loadGuidanceReviews, reviewKey, type GuidanceReview } from "~/domains/reports/library/library-reviews.server";
import type { StaffClock } from "~/shared/staff/staff-time-zone";
import { libraryItemKey, type LibraryNoteView } from "./library-note-view";

/**
 * For the review page: each block of the draft that is the guidance
 * library's words, unchanged or with slots filled for this client (ADR 0080),
 * with its entry and whether the provider has reviewed that version (ADR
 * 0071), by block key ("section-id.index"); and
 * each library item of a list that mixes them with the client's own, by
 * "section-id.index:item" (ADR 0078).
 */
export async function libraryNotesFor(sections: readonly { id: string; blocks: readonly ReportBlock[] }[], clock: StaffClock): Promise<Record<string, LibraryNoteView>> {
  const matches = libraryBlocksOf(sections);
  for (const [blockKey, items] of libraryItemsOf(sections)) {
    items.forEach((match, item) => {
      if (match) matches.set(libraryItemKey(blockKey, item), match);
    });
  }
  if (matches.size === 0) return {};
  const reviews = await loadGuidanceReviews();
  const notes: Record<string, LibraryNoteView> = {};
  for (const [key, match] of matches) {
    const found = match.entries.map((entry) => reviews.get(reviewKey(entry.id, entry.version)));
    const waiting = found.filter((review) => review === undefined).length;
    // The latest review stands for a list read across several days.
    const latest = found.filter((review): review is GuidanceReview => review !== undefined).sort((a, b) => b.reviewedAt.getTime() - a.reviewedAt.getTime())[0];
    const [first] = match.entries;
    notes[key] = {
      entryId: first!.id,
      version: first!.version,
      texts: match.entries.length,
      fills: match.fills,
      waiting,
      reviewed: waiting === 0 && latest ? { by: latest.reviewedByEmail, on: clock.short(latest.reviewedAt), onIso: latest.reviewedAt.toISOString() } : null,
    };
  }
  return notes;
}
