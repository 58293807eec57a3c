import { createElement } from "react";
import { appUrl, getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { loadSubmissionSummary } from "~/domains/assessments/submissions/submission-summary.server";
import { SubmissionNotificationEmail, submissionNotificationSubject } from "~/domains/messaging/emails/reports/submission-notification-email";
import { SubmissionReceivedEmail, submissionReceivedSubject } from "~/domains/messaging/emails/reports/submission-received-email";
import { queueEmail } from "~/domains/messaging/queue-email.server";
import { loadNamedDay, loadStaffEmailTime } from "~/domains/backoffice/staff-time-zone.server";

/**
 * The two e-mails a submission sends: a confirmation to the client and a
 * notification to the provider's inbox that links to the submission (never
 * the answers: the summary it reads holds none). The idempotency keys keep a
 * retried job from sending either twice. A submission deleted before the job
 * ran (the account was deleted) sends nothing.
 */
export async function sendSubmissionEmails({ submissionId }: { submissionId: string }): Promise<void> {
  const submission = await loadSubmissionSummary(submissionId);
  if (!submission) {
    logger.warn({ submissionId }, "submission e-mails skipped: the submission no longer exists");
    return;
  }
  const env = getEnv();
  const base = appUrl(env);

  await queueEmail({
    idempotencyKey: `submission-received:${submission.id}`,
    template: "submission-received",
    to: submission.email,
    replyTo: env.SUPPORT_EMAIL,
    subject: submissionReceivedSubject,
    element: createElement(SubmissionReceivedEmail, {
      formName: submission.formName,
      receivedOn: (await loadNamedDay())(submission.submittedAt),
      accountUrl: `${base}/account`,
      supportEmail: env.SUPPORT_EMAIL,
    }),
  });

  await queueEmail({
    idempotencyKey: `submission-notice:${submission.id}`,
    template: "submission-notice",
    to: env.PROVIDER_INBOX,
    // A reply reaches the client; and account deletion finds this queued
    // message (which names the client) by its Reply-To and removes it.
    replyTo: submission.email,
    subject: submissionNotificationSubject(submission.formName, submission),
    element: createElement(SubmissionNotificationEmail, {
      submissionId: submission.id,
      formName: submission.formName,
      clientEmail: submission.email,
      submittedAt: (await loadStaffEmailTime())(submission.submittedAt),
      urgent: submission.urgent,
      concerns: submission.concerns,
      answered: submission.answered,
      readFirst: submission.readFirst ? { concerns: submission.readFirstConcerns } : undefined,
      submissionUrl: `${base}/admin/submissions/${encodeURIComponent(submission.id)}`,
    }),
  });
  logger.info({ submissionId: submission.id, urgent: submission.urgent }, "submission e-mails queued");
}
