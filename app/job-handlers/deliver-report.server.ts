import { createElement } from "react";
import { appUrl, getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { ReportReadyEmail, reportReadySubject } from "~/domains/messaging/emails/reports/report-ready-email";
import { scheduleCheckIns } from "~/domains/assessments/check-ins/schedule-check-ins.server";
import { queueEmail } from "~/domains/messaging/queue-email.server";
import { markReportDelivered } from "~/domains/reports/client/deliver-report.server";
import { reportKindLabels } from "~/shared/report-kinds";

/**
 * Step 6: the report becomes the client's, and they are told. The e-mail is
 * queued whenever the report is delivered, not only by the run that
 * delivered it: a run that died between the two still tells the client on
 * its retry, and the idempotency key keeps every run to one message.
 */
export async function deliverReport({ reportId }: { reportId: string }): Promise<void> {
  const outcome = await markReportDelivered(reportId);
  if (outcome.status !== "delivered") {
    logger.warn({ reportId, reason: outcome.reason }, "report delivery skipped");
    return;
  }
  const env = getEnv();
  await queueEmail({
    idempotencyKey: `report-ready:${reportId}`,
    template: "report-ready",
    to: outcome.recipient.email,
    replyTo: env.SUPPORT_EMAIL,
    userId: outcome.recipient.userId,
    subject: reportReadySubject,
    element: createElement(ReportReadyEmail, {
      kindLabel: reportKindLabels[outcome.kind],
      accountUrl: `${appUrl(env)}/account#reports`,
      supportEmail: env.SUPPORT_EMAIL,
    }),
  });
  // The check-ins two and six weeks on (ADR 0069); like the e-mail, on every run, and kept to one pair.
  const checkIns = await scheduleCheckIns(reportId);
  logger.info({ reportId, firstDelivery: outcome.now, checkIns }, "report delivered");
}
