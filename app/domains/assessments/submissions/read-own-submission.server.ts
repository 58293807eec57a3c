import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions } from "~/db/schema";
import { formDetails } from "../form-details";
import { openSubmissionAnswers } from "./open-submission.server";
import type { SubmissionAnswersView } from "./submission-layout";

export type OwnSubmission = {
  id: string;
  formName: string;
  submittedAt: Date;
  answers: SubmissionAnswersView;
};

/**
 * A client's own sent answers, to read and print from /account. Null for a
 * submission that is not theirs or does not exist, so the page answers both
 * with the same 404. Nothing is recorded: only staff openings are audited.
 */
export async function readOwnSubmission(userId: string, submissionId: string): Promise<OwnSubmission | null> {
  const [row] = await getDb()
    .select()
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.id, submissionId), eq(assessmentSubmissions.userId, userId)));
  if (!row) return null;
  return { id: row.id, formName: formDetails[row.formType].name, submittedAt: row.submittedAt, answers: openSubmissionAnswers(row) };
}
