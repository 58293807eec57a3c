import type { z } from "zod";
import { deliverSandboxWebhookJob } from "./deliver-sandbox-webhook.server";
import { pruneExpiredRecordsJob } from "./prune-expired-records.server";
import type { JobDefinition } from "./queue.server";
import { reconcilePaymentsJob } from "./reconcile-payments.server";
import { sendAccountEmailJob } from "./send-account-email.server";
import { sendEmailJob } from "./send-email.server";
import { sendOrderReceiptJob } from "./send-order-receipt.server";
import { sendSubmissionEmailsJob } from "./send-submission-emails.server";

/** Every job the worker runs. A new job is added here. */
export const allJobs: JobDefinition<z.ZodType>[] = [
  sendEmailJob as JobDefinition<z.ZodType>,
  sendAccountEmailJob as JobDefinition<z.ZodType>,
  sendOrderReceiptJob as JobDefinition<z.ZodType>,
  sendSubmissionEmailsJob as JobDefinition<z.ZodType>,
  deliverSandboxWebhookJob as JobDefinition<z.ZodType>,
  reconcilePaymentsJob as JobDefinition<z.ZodType>,
  pruneExpiredRecordsJob as JobDefinition<z.ZodType>,
];
