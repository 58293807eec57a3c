import { inviteDueCheckInsJob, sendCheckInInvitationJob } from "~/jobs/check-ins.server";
import { deliverReportJob } from "~/jobs/deliver-report.server";
import { deliverSandboxWebhookJob } from "~/jobs/deliver-sandbox-webhook.server";
import { pruneExpiredRecordsJob } from "~/jobs/prune-expired-records.server";
import { registerJob, type RegisteredJob } from "~/jobs/queue.server";
import { reconcilePaymentsJob } from "~/jobs/reconcile-payments.server";
import { draftReportJob, prepareReportsJob, renderReportJob, secondReadJob } from "~/jobs/report-lane.server";
import { reportSlaJob } from "~/jobs/report-sla.server";
import { sendAccountEmailJob } from "~/jobs/send-account-email.server";
import { sendEmailJob } from "~/jobs/send-email.server";
import { sendNewsletterIssueJob } from "~/jobs/send-newsletter-issue.server";
import { sendOrderReceiptJob } from "~/jobs/send-order-receipt.server";
import { sendQuestionnaireRemindersJob } from "~/jobs/send-questionnaire-reminders.server";
import { sendSafetyAlertJob } from "~/jobs/send-safety-alert.server";
import { sendSubmissionEmailsJob } from "~/jobs/send-submission-emails.server";
import { runCheckInInvitations } from "./check-ins/invite-due-check-ins.server";
import { sendCheckInInvitation } from "./check-ins/send-check-in-invitation.server";
import { deliverReport } from "./deliver-report.server";
import { deliverSandboxWebhook } from "./deliver-sandbox-webhook.server";
import { pruneExpiredRecords } from "./prune-expired-records.server";
import { reconcilePayments } from "./reconcile-payments.server";
import { draftReport, prepareReports, renderReport, secondRead } from "./report-lane.server";
import { runReportSla } from "./report-sla.server";
import { sendAccountEmail } from "./send-account-email.server";
import { sendEmail } from "./send-email.server";
import { sendNewsletterIssue } from "./send-newsletter-issue.server";
import { sendOrderReceipt } from "./send-order-receipt.server";
import { runQuestionnaireReminders } from "./send-questionnaire-reminders.server";
import { sendSafetyAlert } from "./send-safety-alert.server";
import { sendSubmissionEmails } from "./send-submission-emails.server";

/**
 * Every job the worker runs: a definition from `app/jobs/` and the handler
 * that does the work. A new job is a definition, a handler and one line here.
 */
export const registeredJobs: RegisteredJob[] = [
  registerJob(sendEmailJob, sendEmail),
  registerJob(sendAccountEmailJob, sendAccountEmail),
  registerJob(sendOrderReceiptJob, sendOrderReceipt),
  registerJob(sendSubmissionEmailsJob, sendSubmissionEmails),
  registerJob(sendSafetyAlertJob, sendSafetyAlert),
  registerJob(deliverSandboxWebhookJob, deliverSandboxWebhook),
  registerJob(reconcilePaymentsJob, reconcilePayments),
  registerJob(pruneExpiredRecordsJob, pruneExpiredRecords),
  // The reports lane (ADR 26): the second reader when a model is configured (ADR 60), prepare, draft and verify, render, deliver; and the 24-hour watch.
  registerJob(secondReadJob, secondRead),
  registerJob(prepareReportsJob, prepareReports),
  registerJob(draftReportJob, draftReport),
  registerJob(renderReportJob, renderReport),
  registerJob(deliverReportJob, deliverReport),
  registerJob(reportSlaJob, runReportSla),
  registerJob(sendQuestionnaireRemindersJob, runQuestionnaireReminders),
  registerJob(sendNewsletterIssueJob, sendNewsletterIssue),
  // Check-ins after a delivered report (ADR 0069): the hourly invitations, and each one's e-mail.
  registerJob(inviteDueCheckInsJob, runCheckInInvitations),
  registerJob(sendCheckInInvitationJob, sendCheckInInvitation),
];
