import type { z } from "zod";
import type { JobDefinition } from "./queue.server";
import { sendAccountEmailJob } from "./send-account-email.server";
import { sendEmailJob } from "./send-email.server";

/** Every job the worker runs. A new job is added here. */
export const allJobs: JobDefinition<z.ZodType>[] = [
  sendEmailJob as JobDefinition<z.ZodType>,
  sendAccountEmailJob as JobDefinition<z.ZodType>,
];
