import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions } from "~/db/schema";
import { formDetails } from "../form-details";
import { safetyCategoryLabels } from "../safety/category-labels";
import { type FormType } from "~/shared/form-types";
import { isReadFirst } from "~/shared/safety/stored-risk";
import { restsOnAnAnswer } from "~/shared/scale-scores";

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
  /** What the screen heard in the client's words, in plain words ("possible suicidal thoughts"). */
  concerns: string[];
  /** What the client answered on a screening question (the ASQ, PHQ-9 item 9), in plain words. */
  answered: string[];
  /** Review-tier sentences and nothing urgent (ADR 0059): listed "Read first". */
  readFirst: boolean;
  /** The review tier's categories in plain words; empty unless read first. */
  readFirstConcerns: string[];
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
      reviewRiskCategories: assessmentSubmissions.reviewRiskCategories,
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
    concerns: safetyCategoryLabels(row.safetyCategories.filter((category) => !restsOnAnAnswer(category))),
    answered: safetyCategoryLabels(row.safetyCategories.filter(restsOnAnAnswer)),
    readFirst: isReadFirst(row),
    readFirstConcerns: isReadFirst(row) ? safetyCategoryLabels(row.reviewRiskCategories) : [],
  };
}
