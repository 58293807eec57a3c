import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { createElement } from "react";
import { appUrl, getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentDrafts, assessmentSubmissions, entitlements, formAccess, questionnaireReminders, reminderOptOuts, users } from "~/db/schema";
import { sendEmailJob, type EmailPayload } from "~/jobs/send-email.server";
import { enqueueInTransaction, prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import { formPaths, formTopicLabels, type FormType } from "~/shared/form-types";
import { QuestionnaireReminderEmail, questionnaireReminderSubject } from "../emails/questionnaire-reminder-email";
import { REMINDER_AFTER_MS, REMINDER_WINDOW_MS, reminderDue, type ReminderDue, type SentReminder } from "./reminders-decision";
import { reminderOptOut } from "../opt-outs/e-mail-opt-out.server";
import { renderEmail } from "../render-email.server";

/** Enough for one hourly run on a busy day; the next run takes the rest. */
const BATCH = 500;

type ReminderCase = {
  entitlementId: string;
  userId: string;
  email: string;
  formType: FormType;
  due: ReminderDue;
};

/**
 * Paid, unsent copies of an account that has not opted out, whose purchase
 * (no draft) or draft's last save falls in a reminder's window, with the
 * reminder each is due. A refunded or revoked copy, a sent one and a guest's
 * copy (no account yet, so no opt-out to honour) are never reminded.
 */
export async function findReminderCases(now: Date): Promise<ReminderCase[]> {
  const at = (ms: number) => new Date(now.getTime() - ms);
  const rows = await getDb()
    .select({
      entitlementId: entitlements.id,
      userId: users.id,
      email: users.email,
      formType: entitlements.formType,
      purchasedAt: entitlements.createdAt,
      draftSavedAt: assessmentDrafts.updatedAt,
    })
    .from(formAccess)
    .innerJoin(entitlements, eq(entitlements.id, formAccess.entitlementId))
    .innerJoin(users, eq(users.id, formAccess.userId))
    .leftJoin(assessmentDrafts, eq(assessmentDrafts.entitlementId, entitlements.id))
    .leftJoin(assessmentSubmissions, eq(assessmentSubmissions.entitlementId, entitlements.id))
    .leftJoin(reminderOptOuts, eq(reminderOptOuts.userId, users.id))
    .where(
      and(
        eq(formAccess.paymentStatus, "paid"),
        eq(entitlements.status, "active"),
        isNull(assessmentSubmissions.id),
        isNull(reminderOptOuts.userId),
        or(
          and(
            isNull(assessmentDrafts.entitlementId),
            lte(entitlements.createdAt, at(REMINDER_AFTER_MS["not-started-1"])),
            gt(entitlements.createdAt, at(REMINDER_AFTER_MS["not-started-2"] + REMINDER_WINDOW_MS)),
          ),
          and(
            isNotNull(assessmentDrafts.entitlementId),
            lte(assessmentDrafts.updatedAt, at(REMINDER_AFTER_MS["draft-idle"])),
            gt(assessmentDrafts.updatedAt, at(REMINDER_AFTER_MS["draft-idle"] + REMINDER_WINDOW_MS)),
          ),
        ),
      ),
    )
    .limit(BATCH);
  if (rows.length === 0) return [];

  const sentRows = await getDb()
    .select({
      entitlementId: questionnaireReminders.entitlementId,
      kind: questionnaireReminders.kind,
      stretch: questionnaireReminders.stretch,
      sentAt: questionnaireReminders.sentAt,
    })
    .from(questionnaireReminders)
    .where(inArray(questionnaireReminders.entitlementId, rows.map((row) => row.entitlementId)));
  const sentByCopy = new Map<string, SentReminder[]>();
  for (const { entitlementId, ...sent } of sentRows) sentByCopy.set(entitlementId, [...(sentByCopy.get(entitlementId) ?? []), sent]);

  return rows.flatMap((row) => {
    const due = reminderDue({ purchasedAt: row.purchasedAt, draftSavedAt: row.draftSavedAt, sent: sentByCopy.get(row.entitlementId) ?? [] }, now);
    return due ? [{ entitlementId: row.entitlementId, userId: row.userId, email: row.email, formType: row.formType, due }] : [];
  });
}

async function renderReminder(reminder: ReminderCase): Promise<EmailPayload> {
  const optOutUrl = reminderOptOut.url(reminder.userId);
  const rendered = await renderEmail(
    questionnaireReminderSubject(reminder.due.kind),
    createElement(QuestionnaireReminderEmail, {
      kind: reminder.due.kind,
      topic: formTopicLabels[reminder.formType],
      formUrl: `${appUrl(getEnv())}${formPaths[reminder.formType]}`,
      optOutUrl,
    }),
  );
  return {
    idempotencyKey: `reminder:${reminder.entitlementId}:${reminder.due.kind}:${reminder.due.stretch}`,
    template: "questionnaire-reminder",
    to: reminder.email,
    replyTo: getEnv().SUPPORT_EMAIL,
    listUnsubscribe: optOutUrl,
    userId: reminder.userId,
    ...rendered,
  };
}

/**
 * Records the reminder and queues its e-mail in one transaction. The insert
 * claims the (copy, kind, stretch) key: a second run or server racing this one
 * inserts nothing and queues nothing, and a rolled-back run queues nothing.
 * The opt-out is read again inside the transaction, so a click made after the
 * candidates were listed still wins. Returns whether this call queued it.
 */
async function recordReminder(reminder: ReminderCase, email: EmailPayload, now: Date): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [optedOut] = await tx.select({ userId: reminderOptOuts.userId }).from(reminderOptOuts).where(eq(reminderOptOuts.userId, reminder.userId));
    if (optedOut) return false;
    const claimed = await tx
      .insert(questionnaireReminders)
      .values({ id: randomUUID(), entitlementId: reminder.entitlementId, userId: reminder.userId, kind: reminder.due.kind, stretch: reminder.due.stretch, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: questionnaireReminders.id });
    if (claimed.length === 0) return false;
    await enqueueInTransaction(tx, sendEmailJob, email, { singletonKey: email.idempotencyKey });
    return true;
  });
}

/**
 * One run as of `now` (the hourly job passes the clock; tests choose the moment). `onlyUserId`
 * keeps a test's run to its own client, on a server other tests share.
 */
export async function sendQuestionnaireReminders(now: Date, onlyUserId?: string): Promise<void> {
  const cases = (await findReminderCases(now)).filter((reminder) => onlyUserId === undefined || reminder.userId === onlyUserId);
  if (cases.length > 0) await prepareToEnqueue(sendEmailJob);
  const sent = { "not-started-1": 0, "not-started-2": 0, "draft-idle": 0 };
  for (const reminder of cases) {
    if (await recordReminder(reminder, await renderReminder(reminder), now)) sent[reminder.due.kind] += 1;
  }
  // Counts only: which copies were reminded is in questionnaire_reminders.
  logger.info({ due: cases.length, ...sent }, "questionnaire reminders checked");
}
