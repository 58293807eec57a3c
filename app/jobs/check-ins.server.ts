import { z } from "zod";
import { defineJob } from "./queue.server";
import { EMAIL_JOB_EXPIRE_SECONDS } from "./send-email.server";
import { enqueueInTransaction, type Transaction } from "./transactional-enqueue.server";

/**
 * Every hour: invites to their check-in the clients whose report was delivered two or six weeks
 * ago (issue 33, ADR 0069), each check-in once. Scheduled jobs carry no data.
 */
export const inviteDueCheckInsJob = defineJob({
  name: "invite-due-check-ins",
  payload: z.object({}).nullish(),
  // The next run is an hour away and picks up whatever this one did not claim.
  retryLimit: 0,
  // It only claims check-ins and queues one job each; an overlapping run claims nothing twice.
  expireInSeconds: 10 * 60,
  // Minute 41: off the top of the hour and off the reminders' minute 23.
  schedule: "41 * * * *",
});

/**
 * One check-in's invitation e-mail. The payload is the check-in's id only: the single-use link is
 * built when the e-mail is sent and goes to the mail server directly, so no token ever sits in the
 * queue's tables (ADR 0069).
 */
export const sendCheckInInvitationJob = defineJob({
  name: "send-check-in-invitation",
  payload: z.object({ checkInId: z.uuid() }),
  retryLimit: 5,
  // It talks to the mail server itself, like send-email: see EMAIL_JOB_EXPIRE_SECONDS.
  expireInSeconds: EMAIL_JOB_EXPIRE_SECONDS,
});

/** Inside the transaction that claimed the check-in; call `prepareToEnqueue(sendCheckInInvitationJob)` first. */
export async function enqueueCheckInInvitation(tx: Transaction, checkInId: string): Promise<void> {
  await enqueueInTransaction(tx, sendCheckInInvitationJob, { checkInId }, { singletonKey: `check-in:${checkInId}` });
}
