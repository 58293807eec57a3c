import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, checkIns, users } from "~/db/schema";
import { formDetails } from "../form-details";

export type CheckInAlertDetails = { checkInId: string; submissionId: string; formName: string; clientEmail: string; answeredAt: Date };

/** What the provider's alert about a check-in may say, read when it is sent: whose, after which form, when. Never the answers. */
export async function loadCheckInAlertDetails(checkInId: string): Promise<CheckInAlertDetails | null> {
  const [row] = await getDb()
    .select({ submissionId: checkIns.submissionId, formType: assessmentSubmissions.formType, clientEmail: users.email, answeredAt: checkIns.answeredAt })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.userId))
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, checkIns.submissionId))
    .where(eq(checkIns.id, checkInId));
  if (!row?.answeredAt) return null;
  return { checkInId, submissionId: row.submissionId, formName: formDetails[row.formType].name, clientEmail: row.clientEmail, answeredAt: row.answeredAt };
}
