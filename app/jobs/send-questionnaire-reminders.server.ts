import { z } from "zod";
import { defineJob } from "./queue.server";

/**
 * Every hour: reminds clients of a paid questionnaire they have not started
 * (after one day, then three) or have left as a draft for three days, each
 * reminder once (issue 17). Scheduled jobs carry no data.
 */
export const sendQuestionnaireRemindersJob = defineJob({
  name: "send-questionnaire-reminders",
  payload: z.object({}).nullish(),
  // The next run is an hour away and picks up whatever this one did not send.
  retryLimit: 0,
  // It only reads, records and queues e-mails (send-email sends them); an overlapping run is harmless.
  expireInSeconds: 10 * 60,
  // Minute 23 keeps it off the top of the hour, where other schedules cluster.
  schedule: "23 * * * *",
});
