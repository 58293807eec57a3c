import { createElement } from "react";
import { getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { loadCheckInInvitation } from "~/domains/assessments/check-ins/check-in-invitation.server";
import { loadNamedDay } from "~/domains/backoffice/staff-time-zone.server";
import { CheckInInvitationEmail, checkInInvitationSubject } from "~/domains/messaging/emails/check-in-invitation-email";
import { checkInOptOut } from "~/domains/messaging/opt-outs/e-mail-opt-out.server";
import { renderEmail } from "~/domains/messaging/render-email.server";
import { sendEmail } from "../send-email.server";

const since = { first: "two weeks", second: "six weeks" } as const;

/**
 * Sends one check-in's invitation. The link is built here, from the id, and handed straight to
 * the mail server rather than queued as a `send-email` job: the token never rests in the queue
 * (ADR 0069). `sendEmail` logs it under its key, so a retry after it went out sends nothing.
 */
export async function sendCheckInInvitation({ checkInId }: { checkInId: string }): Promise<void> {
  const invitation = await loadCheckInInvitation(checkInId);
  if (!invitation) {
    logger.info({ checkInId }, "check-in invitation not sent: answered, expired, opted out or account gone");
    return;
  }
  const optOutUrl = checkInOptOut.url(invitation.userId);
  const rendered = await renderEmail(
    checkInInvitationSubject,
    createElement(CheckInInvitationEmail, {
      since: since[invitation.wave],
      checkInUrl: invitation.checkInUrl,
      linkWorksUntil: (await loadNamedDay())(invitation.expiresAt),
      optOutUrl,
    }),
  );
  await sendEmail({
    idempotencyKey: `check-in:${checkInId}`,
    template: "check-in-invitation",
    to: invitation.email,
    replyTo: getEnv().SUPPORT_EMAIL,
    listUnsubscribe: optOutUrl,
    userId: invitation.userId,
    ...rendered,
  });
}
