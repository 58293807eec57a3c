import { z } from "zod";
import { defineJob, enqueue } from "./queue.server";
import { EMAIL_JOB_EXPIRE_SECONDS } from "./send-email.server";

/**
 * Every account e-mail names its account, so its e-mail log row follows the
 * account (ADR 22) even when it goes to an address the account is leaving.
 * Optional only for jobs queued before accounts passed it.
 */
const forAccount = { to: z.email(), userId: z.string().min(1).max(100).optional() };

/**
 * A link that signs in or resets a password travels sealed (`app/security/account-links.server.ts`):
 * job data outlives the job, and a copy of the database must not hold a working link (issue 31).
 * `url` is read only from jobs queued before links were sealed.
 */
const link = { sealedUrl: z.string().min(1).optional(), url: z.url().optional() };

const payload = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("verify-email"), ...forAccount, ...link }),
  z.object({ kind: z.literal("email-change"), ...forAccount, ...link }),
  z.object({ kind: z.literal("reset-password"), ...forAccount, ...link }),
  z.object({ kind: z.literal("account-exists"), ...forAccount }),
  /** To the current address: a change to `newEmail` was requested. */
  z.object({ kind: z.literal("email-change-notice"), ...forAccount, newEmail: z.email() }),
  /** To the owner: wrong passwords for this account, from many places, spent its sign-in budget. */
  z.object({ kind: z.literal("sign-in-attempts"), ...forAccount }),
  /** To the owner: reset links for this account were asked for from many places (issue 31). */
  z.object({ kind: z.literal("reset-requests"), ...forAccount }),
]);

export type AccountEmail = z.infer<typeof payload>;

/**
 * The accounts domain's e-mails (verification, reset, e-mail change, the
 * existing-account and sign-in-attempts notices). Accounts enqueues this job; the handler renders
 * the template and hands it to messaging, so the two domains never meet.
 */
export const sendAccountEmailJob = defineJob({
  name: "send-account-email",
  payload,
  retryLimit: 3,
  // Renders and queues a send-email job; why a retry does not send twice: see EMAIL_JOB_EXPIRE_SECONDS.
  expireInSeconds: EMAIL_JOB_EXPIRE_SECONDS,
  // Renders and queues an e-mail in milliseconds, so a burst is taken ten at a time.
  batchSize: 10,
});

export async function enqueueAccountEmail(email: AccountEmail): Promise<void> {
  await enqueue(sendAccountEmailJob, email);
}
