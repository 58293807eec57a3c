import { z } from "zod";
import { logger } from "~/config/logger.server";
import type { JobDefinition } from "./queue.server";

const payload = z.object({ submissionId: z.string().min(1).max(100) });

/**
 * The two e-mails a submission sends: a confirmation to the client and a
 * notification to the provider's inbox that links to the submission (never
 * the answers). Queued in the submission's own transaction.
 */
export const sendSubmissionEmailsJob: JobDefinition<typeof payload> = {
  name: "send-submission-emails",
  payload,
  handler: async ({ submissionId }) => {
    logger.info({ submissionId }, "submission e-mails: handler pending");
  },
  retryLimit: 5,
};
