import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions } from "~/db/schema";
import { formDetails } from "../form-details";
import { safetyCategoryLabels } from "../safety/category-labels";
import { type FormType } from "~/shared/form-types";

/**
 * What the submission e-mails may say about a submission: who, which form,
 * when, and whether it needs attention. Never the answers: this reads none
 * of the sealed columns, so an e-mail cannot leak them by mistake.
 */
export type SubmissionSummary = {
  id: string;
  formType: FormType;
  formName: string;
  email: string;
  submittedAt: Date;
  urgent: boolean;
  /** The screener's categories in plain words ("possible suicidal thoughts"). */
  concerns: string[];
};

export async function loadSubmissionSummary(submissionId: string): Promise<SubmissionSummary | null> {
  const [row] = await getDb()
    .select({
      id: assessmentSubmissions.id,
      formType: assessmentSubmissions.formType,
      email: assessmentSubmissions.email,
      submittedAt: assessmentSubmissions.submittedAt,
      urgent: assessmentSubmissions.urgent,
      safetyCategories: assessmentSubmissions.safetyCategories,
    })
    .from(assessmentSubmissions)
    .where(eq(assessmentSubmissions.id, submissionId));
  if (!row) return null;
  return {
    id: row.id,
    formType: row.formType,
    formName: formDetails[row.formType].name,
    email: row.email,
    submittedAt: row.submittedAt,
    urgent: row.urgent,
    concerns: safetyCategoryLabels(row.safetyCategories),
  };
}
