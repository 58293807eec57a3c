import { createElement } from "react";
import { appUrl, getEnv, type Env } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { describeInterval, describeStage, slaEmailKey, type SlaNotice } from "~/domains/reports/sla/sla-decision";
import { findSlaCases, recordSlaNotices, type SlaCase } from "~/domains/reports/sla/sla-notices.server";
import { ReportDeadlineEmail, reportDeadlineSubject } from "~/domains/messaging/emails/reports/report-deadline-email";
import { ReportLateEmail, reportLateSubject } from "~/domains/messaging/emails/reports/report-late-email";
import { renderEmail } from "~/domains/messaging/render-email.server";
import type { EmailPayload } from "~/jobs/send-email.server";
import { loadStaffEmailTime } from "~/domains/backoffice/staff-time-zone.server";
import { reportKindLabels } from "~/shared/report-kinds";

/**
 * The `report-sla` job's handler (every five minutes; scheduled jobs carry no data): finds the reports with a notice
 * due, renders each notice's e-mail, and hands them to the reports domain,
 * which stamps the report and queues the e-mail together, once. Ids and
 * kinds only in the provider's e-mails; the client's says their report is
 * late and nothing else about it.
 */
export async function runReportSla(): Promise<void> {
  await checkReportDeadlines(new Date());
}

/** One run as of `now` (tests choose the moment). */
export async function checkReportDeadlines(now: Date): Promise<void> {
  const env = getEnv();
  const cases = await findSlaCases(now);
  const sent: Record<SlaNotice, number> = { "due-soon": 0, overdue: 0, "client-late": 0 };
  for (const slaCase of cases) {
    const emails = new Map<SlaNotice, EmailPayload>();
    for (const notice of slaCase.notices) emails.set(notice, await renderNotice(notice, slaCase, env, now));
    for (const notice of await recordSlaNotices(slaCase, emails, now)) sent[notice] += 1;
  }
  logger.info({ reports: cases.length, ...sent }, "report deadlines checked");
}

async function renderNotice(notice: SlaNotice, slaCase: SlaCase, env: Env, now: Date): Promise<EmailPayload> {
  const base = appUrl(env);
  const kindLabel = reportKindLabels[slaCase.kind];
  const idempotencyKey = slaEmailKey(notice, slaCase.reportId);

  if (notice === "client-late") {
    const rendered = await renderEmail(
      reportLateSubject,
      createElement(ReportLateEmail, { kindLabel, accountUrl: `${base}/account`, supportEmail: env.SUPPORT_EMAIL }),
    );
    return {
      idempotencyKey,
      template: "report-late",
      to: slaCase.client.email,
      replyTo: env.SUPPORT_EMAIL,
      ...(slaCase.client.userId ? { userId: slaCase.client.userId } : {}),
      ...rendered,
    };
  }

  const rendered = await renderEmail(
    reportDeadlineSubject(notice, kindLabel),
    createElement(ReportDeadlineEmail, {
      notice,
      kindLabel,
      stageLabel: describeStage(slaCase.stage),
      dueAt: (await loadStaffEmailTime())(slaCase.dueAt),
      interval: describeInterval(slaCase.dueAt.getTime() - now.getTime()),
      reportId: slaCase.reportId,
      submissionId: slaCase.submissionId,
      orderId: slaCase.orderId,
      reviewUrl: `${base}/admin/reports/${encodeURIComponent(slaCase.reportId)}`,
    }),
  );
  return { idempotencyKey, template: `report-${notice}`, to: env.PROVIDER_INBOX, ...rendered };
}
