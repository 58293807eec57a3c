import { deliverEmail, emailPayloadSchema } from "~/domains/messaging/deliver-email.server";
import type { JobDefinition } from "./queue.server";

export const sendEmailJob: JobDefinition<typeof emailPayloadSchema> = {
  name: "send-email",
  payload: emailPayloadSchema,
  handler: deliverEmail,
  // SMTP hiccups are usually brief; five tries with backoff spans several minutes.
  retryLimit: 5,
};
