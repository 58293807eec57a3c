import { z } from "zod";
import { libraryEntries, libraryGroups, type LibraryGroup } from "~/domains/reports/library/library-entries";
import { loadGuidanceReviews, markGuidanceReviewed, reviewKey, type MarkReviewedOutcome } from "~/domains/reports/library/library-reviews.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import type { StaffActor } from "~/security/staff-audit.server";

/**
 * /admin/guidance (ADR 0071): the guidance library as the drafter copies it,
 * one part at a time, waiting texts first, each with its version and who
 * reviewed it. A paged list: the library holds well over a thousand texts.
 */
export const guidanceStates = ["waiting", "reviewed", "all"] as const;
export type GuidanceState = (typeof guidanceStates)[number];
const PAGE_SIZE = 20;

export type GuidanceEntryView = {
  id: string;
  version: string;
  /** The text as written, slots and all ("{lost|the one you lost}"). */
  source: string;
  reviewed: { by: string; on: string; onIso: string; note: string | null } | null;
};

export type GuidancePage = {
  group: LibraryGroup;
  state: GuidanceState;
  page: number;
  pageCount: number;
  total: number;
  reviewedTotal: number;
  groupCounts: Record<LibraryGroup, number>;
  stateCounts: Record<GuidanceState, number>;
  entries: GuidanceEntryView[];
};

const querySchema = z.object({
  group: z.enum(libraryGroups).catch(libraryGroups[0]),
  state: z.enum(guidanceStates).catch("waiting"),
  page: z.coerce.number().int().min(1).catch(1),
});

export async function loadGuidancePage(url: URL): Promise<GuidancePage> {
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const [reviews, clock] = await Promise.all([loadGuidanceReviews(), loadStaffClock()]);
  const all = libraryEntries().map((entry) => ({ entry, review: reviews.get(reviewKey(entry.id, entry.version)) }));
  const fits = (state: GuidanceState, reviewed: boolean) => state === "all" || (state === "reviewed") === reviewed;
  const inGroup = all.filter(({ entry }) => entry.group === query.group);
  const shown = inGroup.filter(({ review }) => fits(query.state, review !== undefined));
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    group: query.group,
    state: query.state,
    page,
    pageCount,
    total: all.length,
    reviewedTotal: all.filter(({ review }) => review).length,
    groupCounts: Object.fromEntries(libraryGroups.map((group) => [group, all.filter(({ entry, review }) => entry.group === group && fits(query.state, review !== undefined)).length])) as Record<LibraryGroup, number>,
    stateCounts: Object.fromEntries(guidanceStates.map((state) => [state, inGroup.filter(({ review }) => fits(state, review !== undefined)).length])) as Record<GuidanceState, number>,
    entries: shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(({ entry, review }) => ({
      id: entry.id,
      version: entry.version,
      source: entry.source,
      reviewed: review ? { by: review.reviewedByEmail, on: clock.short(review.reviewedAt), onIso: review.reviewedAt.toISOString(), note: review.note } : null,
    })),
  };
}

const markSchema = z.object({
  intent: z.literal("mark-reviewed"),
  entryId: z.string().min(1).max(200),
  version: z.string().regex(/^[0-9a-f]{8}$/),
  note: z.string().trim().max(500, "Keep the note under 500 characters.").optional().transform((note) => note || null),
});

export type MarkReviewedResult = { ok: true; outcome: Exclude<MarkReviewedOutcome, "unknown-entry" | "changed"> } | { ok: false; message: string; entryId?: string };

/** The "Mark reviewed" form, checked before anything is written. */
export async function submitGuidanceReview(form: FormData, actor: StaffActor): Promise<MarkReviewedResult> {
  const parsed = markSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message === "Keep the note under 500 characters." ? "Keep the note under 500 characters." : "That form could not be read. Load the page again and try once more." };
  const outcome = await markGuidanceReviewed(parsed.data, actor);
  if (outcome === "unknown-entry") return { ok: false, message: "That text is no longer in the library. Load the page again.", entryId: parsed.data.entryId };
  if (outcome === "changed") return { ok: false, message: "This text has changed since the page was loaded. Read the new version, then mark it reviewed.", entryId: parsed.data.entryId };
  return { ok: true, outcome };
}
