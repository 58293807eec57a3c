import { and, asc, desc, eq, inArray, notExists, or, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, entitlements, formAccess, orderLines, orders, safetyFlagReviews } from "~/db/schema";
import { loadAssessmentProgress, notStarted, owedReports, type AssessmentState, type OwedReport } from "./assessment-progress.server";

type FormType = (typeof formAccess.$inferSelect)["formType"];

export type AccountOrder = {
  id: string;
  createdAt: Date;
  status: "paid" | "failed" | "refunded";
  amountCents: number;
  lines: { productName: string; category: string | null; quantity: number }[];
};
/** Which of several purchases of one questionnaire this is ("2 of 2"); total 1 when bought once. */
export type Copy = { position: number; total: number };
export type AccountAssessment = {
  id: string;
  formType: FormType;
  copy: Copy;
  state: AssessmentState;
  /** Set once the answers are sent. */
  submissionId: string | null;
  grantedAt: Date;
};
/** `id` is stable before the answers are sent (`<entitlementId>:<kind>`); `reportId` names the report after. */
export type AccountReport = OwedReport & { id: string; formType: FormType; copy: Copy };
export type AccountOverview = {
  orders: AccountOrder[];
  assessments: AccountAssessment[];
  reports: AccountReport[];
  /** One of their answers raised a safety flag or a "read first" nobody has followed up yet: crisis support stays on their page. */
  crisisSupportOpen: boolean;
};

// Checkouts that were never paid (pending, expired) are not orders to the client.
const shownOrderStatuses = ["paid", "failed", "refunded"] as const;

/** Everything /account lists for one user: orders, questionnaires they may fill in, reports owed. */
export async function getAccountOverview(userId: string): Promise<AccountOverview> {
  const db = getDb();
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...shownOrderStatuses])))
    .orderBy(desc(orders.createdAt));
  const lineRows = orderRows.length
    ? await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderRows.map((order) => order.id)))
        .orderBy(asc(orderLines.id))
    : [];

  const access = await db
    .select({
      id: formAccess.id,
      formType: formAccess.formType,
      createdAt: formAccess.createdAt,
      entitlementId: formAccess.entitlementId,
      reportsOwed: entitlements.reportsOwed,
    })
    .from(formAccess)
    .innerJoin(entitlements, eq(entitlements.id, formAccess.entitlementId))
    .where(and(eq(formAccess.userId, userId), eq(formAccess.paymentStatus, "paid"), eq(entitlements.status, "active")))
    .orderBy(asc(formAccess.formType), asc(formAccess.createdAt), asc(formAccess.id));
  const progress = await loadAssessmentProgress(db, access.map((row) => row.entitlementId));
  const openFlags = await db
    .select({ id: assessmentSubmissions.id })
    .from(assessmentSubmissions)
    .where(
      and(
        eq(assessmentSubmissions.userId, userId),
        // Either tier (ADR 0059): a sentence only the review tier heard keeps help in sight too.
        or(eq(assessmentSubmissions.urgent, true), sql`jsonb_array_length(${assessmentSubmissions.reviewRiskCategories}) > 0`),
        notExists(db.select({ id: safetyFlagReviews.id }).from(safetyFlagReviews).where(eq(safetyFlagReviews.submissionId, assessmentSubmissions.id))),
      ),
    )
    .limit(1);
  const copies = numberCopies(access.map((row) => row.formType));

  return {
    crisisSupportOpen: openFlags.length > 0,
    orders: orderRows.map((order) => ({
      id: order.id,
      createdAt: order.createdAt,
      status: order.status as AccountOrder["status"],
      amountCents: order.amountCents,
      lines: lineRows
        .filter((line) => line.orderId === order.id)
        .map((line) => ({ productName: line.productName, category: line.category, quantity: line.quantity })),
    })),
    assessments: access.map((row, index) => {
      const { state, submissionId } = progress.get(row.entitlementId) ?? notStarted;
      return {
        id: row.id,
        formType: row.formType,
        copy: copies[index] ?? { position: 1, total: 1 },
        state,
        submissionId: submissionId ?? null,
        grantedAt: row.createdAt,
      };
    }),
    reports: access.flatMap((row, index) =>
      owedReports(row.reportsOwed, progress.get(row.entitlementId) ?? notStarted).map((report) => ({
        ...report,
        id: `${row.entitlementId}:${report.kind}`,
        formType: row.formType,
        copy: copies[index] ?? { position: 1, total: 1 },
      })),
    ),
  };
}

function numberCopies(formTypes: FormType[]): Copy[] {
  const totals = new Map<FormType, number>();
  for (const formType of formTypes) totals.set(formType, (totals.get(formType) ?? 0) + 1);
  const seen = new Map<FormType, number>();
  return formTypes.map((formType) => {
    const position = (seen.get(formType) ?? 0) + 1;
    seen.set(formType, position);
    return { position, total: totals.get(formType) ?? 1 };
  });
}
