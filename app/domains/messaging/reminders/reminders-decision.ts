import type { QuestionnaireReminderKind } from "~/db/tables/reminders";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When each reminder falls due, counted from the purchase or from the draft's last save. */
export const REMINDER_AFTER_MS = { "not-started-1": 1 * DAY_MS, "not-started-2": 3 * DAY_MS, "draft-idle": 3 * DAY_MS } as const;

/**
 * How long after it falls due a reminder may still go out. A run missed for a
 * few hours still sends it; a copy bought months before reminders existed, or
 * a store that was down for a week, does not wake someone with a stale nudge.
 */
export const REMINDER_WINDOW_MS = 4 * DAY_MS;

/** Two reminders about one copy are at least this far apart, however late the first one went. */
export const REMINDER_MIN_GAP_MS = 1 * DAY_MS;

/** The stretch the not-started reminders are about: the wait since the purchase, only one per copy. */
export const PURCHASE_STRETCH = "purchase";

export type SentReminder = { kind: QuestionnaireReminderKind; stretch: string; sentAt: Date };

export type ReminderDue = { kind: QuestionnaireReminderKind; stretch: string };

/**
 * The reminder an unsent paid copy is due now, if any: with no draft, the
 * first one after a day and the second after three (only the second when a
 * run missed the first, never both); with a draft, one per stretch left
 * untouched for three days, the stretch named by its last save. Pure, so the
 * rules are tested without a clock or a database.
 */
export function reminderDue(
  copy: { purchasedAt: Date; draftSavedAt: Date | null; sent: readonly SentReminder[] },
  now: Date,
): ReminderDue | null {
  const latest = Math.max(0, ...copy.sent.map((reminder) => reminder.sentAt.getTime()));
  if (copy.sent.length > 0 && now.getTime() - latest < REMINDER_MIN_GAP_MS) return null;
  const wasSent = (kind: QuestionnaireReminderKind, stretch: string) =>
    copy.sent.some((reminder) => reminder.kind === kind && reminder.stretch === stretch);
  const inWindow = (kind: QuestionnaireReminderKind, since: Date, until = REMINDER_AFTER_MS[kind] + REMINDER_WINDOW_MS) => {
    const waited = now.getTime() - since.getTime();
    return waited >= REMINDER_AFTER_MS[kind] && waited < until;
  };

  if (copy.draftSavedAt) {
    const stretch = copy.draftSavedAt.toISOString();
    return inWindow("draft-idle", copy.draftSavedAt) && !wasSent("draft-idle", stretch) ? { kind: "draft-idle", stretch } : null;
  }
  if (wasSent("not-started-2", PURCHASE_STRETCH)) return null;
  if (inWindow("not-started-2", copy.purchasedAt)) return { kind: "not-started-2", stretch: PURCHASE_STRETCH };
  // The first reminder's window closes when the second's opens.
  if (inWindow("not-started-1", copy.purchasedAt, REMINDER_AFTER_MS["not-started-2"]) && !wasSent("not-started-1", PURCHASE_STRETCH)) {
    return { kind: "not-started-1", stretch: PURCHASE_STRETCH };
  }
  return null;
}
