import { asc, count, desc, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions } from "~/db/schema";
import { formDetails } from "../form-details";
import { safetyCategoryLabels, submissionStatusLabels } from "../safety/category-labels";
import { hasSafetyFollowUp } from "../safety/follow-up.server";
import { type FormType } from "~/shared/form-types";
import { isReadFirst } from "~/shared/safety/stored-risk";

export const SUBMISSIONS_PER_PAGE = 50;

export type SubmissionListItem = {
  id: string;
  formType: FormType;
  formName: string;
  email: string;
  submittedAt: Date;
  status: keyof typeof submissionStatusLabels;
  statusLabel: string;
  urgent: boolean;
  /** A staff member has recorded a follow-up on the flag (it stays urgent in the record). */
  followedUp: boolean;
  concerns: string[];
  /** Not urgent, but a sentence only the review tier heard (ADR 0059): "Read first", with its categories in words. */
  readFirst: boolean;
  readFirstConcerns: string[];
};

export type SubmissionPage = {
  items: SubmissionListItem[];
  page: number;
  pageCount: number;
  total: number;
};

/**
 * The provider's list: flagged submissions nobody has followed up yet first,
 * then "read first" ones nobody has followed up (ADR 0059), then the newest (a followed-up flag among them).
 * Reads only the plain columns beside the sealed answers; nothing is
 * decrypted and so nothing is recorded as opened. A page past the end is
 * the last page.
 */
export async function listSubmissions(requestedPage = 1, perPage = SUBMISSIONS_PER_PAGE): Promise<SubmissionPage> {
  const db = getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(assessmentSubmissions);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const rows = await db
    .select({
      id: assessmentSubmissions.id,
      formType: assessmentSubmissions.formType,
      email: assessmentSubmissions.email,
      submittedAt: assessmentSubmissions.submittedAt,
      status: assessmentSubmissions.status,
      urgent: assessmentSubmissions.urgent,
      safetyCategories: assessmentSubmissions.safetyCategories,
      reviewRiskCategories: assessmentSubmissions.reviewRiskCategories,
      followedUp: hasSafetyFollowUp,
    })
    .from(assessmentSubmissions)
    .orderBy(
      desc(sql`(${assessmentSubmissions.urgent} and not ${hasSafetyFollowUp})`),
      desc(sql`(jsonb_array_length(${assessmentSubmissions.reviewRiskCategories}) > 0 and not ${hasSafetyFollowUp})`),
      desc(assessmentSubmissions.submittedAt),
      asc(assessmentSubmissions.id),
    )
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    items: rows.map((row) => ({
      id: row.id,
      formType: row.formType,
      formName: formDetails[row.formType].name,
      email: row.email,
      submittedAt: row.submittedAt,
      status: row.status,
      statusLabel: submissionStatusLabels[row.status],
      urgent: row.urgent,
      followedUp: Boolean(row.followedUp),
      concerns: safetyCategoryLabels(row.safetyCategories),
      readFirst: isReadFirst(row),
      readFirstConcerns: safetyCategoryLabels(row.reviewRiskCategories),
    })),
    page,
    pageCount,
    total,
  };
}
