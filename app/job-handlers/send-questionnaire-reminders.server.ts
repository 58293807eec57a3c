import { sendQuestionnaireReminders } from "~/domains/messaging/reminders/reminders.server";

/** The hourly `send-questionnaire-reminders` job (no payload): one run as of now. */
export async function runQuestionnaireReminders(): Promise<void> {
  await sendQuestionnaireReminders(new Date());
}
