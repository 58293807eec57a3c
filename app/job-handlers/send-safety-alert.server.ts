import { createElement } from "react";
import { appUrl, getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { loadCheckInAlertDetails } from "~/domains/assessments/check-ins/check-in-alert-details.server";
import { loadAccountEmail, loadDraftAlertDetails } from "~/domains/assessments/safety/alert-details.server";
import { safetyCategoryLabels } from "~/domains/assessments/safety/category-labels";
import { loadSubmissionSummary } from "~/domains/assessments/submissions/submission-summary.server";
import { ChatSafetyAlertEmail, chatSafetyAlertSubject } from "~/domains/messaging/emails/reports/chat-safety-alert-email";
import { SafetyAlertEmail, safetyAlertSubject, type SafetyAlertEmailProps } from "~/domains/messaging/emails/reports/safety-alert-email";
import { renderEmail } from "~/domains/messaging/render-email.server";
import { draftAlertKey, type SafetyAlert } from "~/jobs/send-safety-alert.server";
import { loadStaffEmailTime } from "~/domains/backoffice/staff-time-zone.server";
import { restsOnAnAnswer } from "~/shared/scale-scores";
import { sendEmail } from "./send-email.server";

/**
 * E-mails the provider's inbox at once that a client's answers need attention.
 *
 * Delivered here, not queued as a `send-email` job. pg-boss 12 does fetch by
 * `priority desc, created_on`, so a high-priority `send-email` job would skip
 * the receipts and newsletters waiting before it; but that queue has one
 * worker taking one job at a time, so the alert would still wait for the send
 * in progress (up to the SMTP timeouts, and a stalled one until its 60 s
 * expiry) and for the worker's next poll, and it would share that queue's
 * fate (a backlog of retries, a stuck job). Sending from this job's own
 * worker, which nothing else uses and which polls every half second, makes
 * the alert independent of the e-mail queue. It is still sent once:
 * `deliverEmail` (through `sendEmail`, which also settles whose log row it
 * is) stops if the e-mail log already has its idempotency key, and a failed
 * send is retried by this job (retryLimit 5).
 *
 * No Reply-To: answering an alert should be a deliberate message to the
 * client, written to the address in it. The ordinary notice for a sent form
 * is unchanged and follows through `send-submission-emails`.
 */
export async function sendSafetyAlert(alert: SafetyAlert): Promise<void> {
  const env = getEnv();
  if (alert.source === "chat") {
    await sendChatSafetyAlert(alert, safetyCategoryLabels(alert.categories));
    return;
  }
  // Said apart: an answer to a screening question is not a phrase the screen heard.
  const concerns = safetyCategoryLabels(alert.categories.filter((category) => !restsOnAnAnswer(category)));
  const answered = safetyCategoryLabels(alert.categories.filter(restsOnAnAnswer));
  let props: SafetyAlertEmailProps;
  let idempotencyKey: string;
  const staffTime = await loadStaffEmailTime();

  if (alert.source === "submission") {
    const submission = await loadSubmissionSummary(alert.submissionId);
    if (!submission) {
      logger.warn({ submissionId: alert.submissionId }, "safety alert skipped: the submission no longer exists");
      return;
    }
    idempotencyKey = `safety-alert:submission:${submission.id}`;
    props = {
      source: "submission",
      formName: submission.formName,
      clientEmail: submission.email,
      concerns,
      answered,
      when: staffTime(submission.submittedAt),
      reference: submission.id,
      submissionUrl: `${appUrl(env)}/admin/submissions/${encodeURIComponent(submission.id)}`,
      raisedBy: alert.raisedBy ?? "screen",
    };
  } else if (alert.source === "check-in") {
    const checkIn = await loadCheckInAlertDetails(alert.checkInId);
    if (!checkIn) {
      logger.warn({ checkInId: alert.checkInId }, "safety alert skipped: the check-in no longer exists");
      return;
    }
    idempotencyKey = `safety-alert:check-in:${checkIn.checkInId}`;
    props = {
      source: "check-in",
      formName: checkIn.formName,
      clientEmail: checkIn.clientEmail,
      concerns,
      answered,
      when: staffTime(checkIn.answeredAt),
      reference: checkIn.checkInId,
      // The check-in's answers have no staff page yet: the questionnaire its report came from does.
      submissionUrl: `${appUrl(env)}/admin/submissions/${encodeURIComponent(checkIn.submissionId)}`,
    };
  } else {
    const draft = await loadDraftAlertDetails(alert.entitlementId);
    if (!draft) {
      logger.warn({ entitlementId: alert.entitlementId }, "safety alert skipped: the paid copy no longer exists");
      return;
    }
    // One a day per copy and set of concerns, also here: the queue's day slot
    // already keeps a second job out, and this key keeps a retried job from
    // sending twice (with the day it was queued for, not the day it runs).
    idempotencyKey = `safety-alert:${draftAlertKey(draft.entitlementId, alert.categories)}:${alert.day}`;
    props = {
      source: "draft",
      formName: draft.formName,
      clientEmail: draft.clientEmail,
      concerns,
      answered,
      when: staffTime(draft.lastSavedAt ?? new Date()),
      reference: draft.entitlementId,
    };
  }

  const subject = safetyAlertSubject(alert.source);
  const rendered = await renderEmail(subject, createElement(SafetyAlertEmail, props));
  await sendEmail({ idempotencyKey, template: "safety-alert", to: env.PROVIDER_INBOX, ...rendered });
  logger.info({ source: alert.source, categories: alert.categories }, "safety alert sent");
}

/**
 * A crisis message in the support chat (ADR 0060): the words were never kept, so the e-mail says
 * what was found, when, and, for a signed-in writer, their account's address, read now rather
 * than carried in the job.
 */
async function sendChatSafetyAlert(alert: Extract<SafetyAlert, { source: "chat" }>, concerns: string[]): Promise<void> {
  const clientEmail = alert.userId ? await loadAccountEmail(alert.userId) : null;
  const staffTime = await loadStaffEmailTime();
  const rendered = await renderEmail(
    chatSafetyAlertSubject,
    createElement(ChatSafetyAlertEmail, { concerns, clientEmail, when: staffTime(new Date(alert.at)), reference: alert.chatAlertId }),
  );
  await sendEmail({ idempotencyKey: `safety-alert:chat:${alert.chatAlertId}`, template: "safety-alert", to: getEnv().PROVIDER_INBOX, ...rendered });
  logger.info({ source: alert.source, chatAlertId: alert.chatAlertId, categories: alert.categories }, "safety alert sent");
}
