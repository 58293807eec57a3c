import { randomUUID } from "node:crypto";
import { asc, desc, eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, submissionViews } from "~/db/schema";
import { submissionContext } from "../answer-encryption.server";
import { openText, sealingKey } from "~/security/sealing.server";
import { recordStaffAction, type StaffActor } from "~/security/staff-audit.server";
import { formDetails } from "../form-details";
import { safetyCategoryLabels, submissionStatusLabels } from "../safety/category-labels";
import { listSafetyFollowUps, type SafetyFollowUp } from "../safety/follow-up.server";
import { layOutAnswers, type SubmissionAnswersView } from "./submission-layout";
import { answerPieces, type AnswerPiece } from "../evidence/risk-sentences";
import { type FormType } from "~/shared/form-types";
import { isReadFirst } from "~/shared/safety/stored-risk";

export type SubmissionViewer = StaffActor;
export type SubmissionOpening = { viewerEmail: string; viewedAt: Date };

export type OpenedSubmission = {
  id: string;
  formType: FormType;
  formName: string;
  email: string;
  submittedAt: Date;
  bankVersion: string;
  status: keyof typeof submissionStatusLabels;
  statusLabel: string;
  urgent: boolean;
  concerns: string[];
  /** Not urgent, but a sentence only the review tier heard (ADR 0059), and its categories in words. */
  readFirst: boolean;
  readFirstConcerns: string[];
  answers: SubmissionAnswersView;
  /** For each written answer with a sentence the screen heard, the answer in pieces, those sentences marked. */
  riskPieces: Record<string, AnswerPiece[]>;
  /** Every opening of this submission, newest first, this one included. */
  openings: SubmissionOpening[];
  /** Staff follow-ups on the safety flag, oldest first; any one clears it in the list. */
  followUps: SafetyFollowUp[];
};

/**
 * Decrypts one submission for a person entitled to read it (the caller
 * checks the role) and records that they did. The audit row is written
 * before anything is decrypted: an opening that is not on record never
 * shows a word, and one that fails halfway is still on record. The staff
 * audit log gets the same opening, in the same transaction.
 * Null when there is no such submission.
 */
export async function openSubmission(submissionId: string, viewer: SubmissionViewer, now = new Date()): Promise<OpenedSubmission | null> {
  const db = getDb();
  const [row] = await db.select().from(assessmentSubmissions).where(eq(assessmentSubmissions.id, submissionId));
  if (!row) return null;

  await db.transaction(async (tx) => {
    await tx.insert(submissionViews).values({
      id: randomUUID(),
      submissionId: row.id,
      viewerUserId: viewer.userId,
      viewerEmail: viewer.email,
      viewedAt: now,
    });
    await recordStaffAction({ actor: viewer, action: "submission.opened", target: { type: "submission", id: row.id }, detail: row.formType }, tx, now);
  });
  logger.info({ submissionId: row.id, viewerUserId: viewer.userId }, "submission opened");

  const answers = openSubmissionAnswers(row);

  const openings = await db
    .select({ viewerEmail: submissionViews.viewerEmail, viewedAt: submissionViews.viewedAt })
    .from(submissionViews)
    .where(eq(submissionViews.submissionId, row.id))
    .orderBy(desc(submissionViews.viewedAt), asc(submissionViews.id));

  return {
    id: row.id,
    formType: row.formType,
    formName: formDetails[row.formType].name,
    email: row.email,
    submittedAt: row.submittedAt,
    bankVersion: row.bankVersion,
    status: row.status,
    statusLabel: submissionStatusLabels[row.status],
    urgent: row.urgent,
    concerns: safetyCategoryLabels(row.safetyCategories),
    readFirst: isReadFirst(row),
    readFirstConcerns: safetyCategoryLabels(row.reviewRiskCategories),
    answers,
    riskPieces: riskPiecesOf(answers),
    openings,
    followUps: await listSafetyFollowUps(row.id),
  };
}

/** Judged again from the answers, as the evidence judges them, so the marks match what drafters keep out. */
export function riskPiecesOf(answers: SubmissionAnswersView): Record<string, AnswerPiece[]> {
  if (answers.kind !== "questionnaire") return {};
  const written = [...answers.sections.flatMap((section) => section.items), ...answers.otherAnswers];
  return Object.fromEntries(
    written.flatMap((item) => {
      const pieces = answerPieces(item.answer);
      return pieces.some((piece) => piece.risk) ? [[item.id, pieces]] : [];
    }),
  );
}

type SealedSubmission = Pick<typeof assessmentSubmissions.$inferSelect, "id" | "formType" | "bankVersion" | "sealedAnswers">;

/** Decrypts a submission's answers and lays them out by section, as the bank of its version asks. */
export function openSubmissionAnswers(row: SealedSubmission): SubmissionAnswersView {
  try {
    return layOutAnswers(row.formType, row.bankVersion, openText(row.sealedAnswers, sealingKey(), submissionContext(row.id)));
  } catch (error) {
    // The error's name only: a message could quote what it failed on.
    logger.error({ submissionId: row.id, error: error instanceof Error ? error.name : "unknown" }, "submission answers could not be opened");
    throw new Error("This submission's answers could not be opened", { cause: error });
  }
}
