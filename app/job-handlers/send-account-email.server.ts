import { createHash } from "node:crypto";
import { createElement } from "react";
import { appUrl, getEnv } from "~/config/env.server";
import { AccountExistsEmail, accountExistsSubject } from "~/domains/messaging/emails/account/account-exists-email";
import { EmailChangeEmail, emailChangeSubject } from "~/domains/messaging/emails/account/email-change-email";
import { EmailChangeNoticeEmail, emailChangeNoticeSubject } from "~/domains/messaging/emails/account/email-change-notice-email";
import { SignInAttemptsEmail, signInAttemptsSubject } from "~/domains/messaging/emails/account/sign-in-attempts-email";
import { ResetPasswordEmail, resetPasswordSubject } from "~/domains/messaging/emails/account/reset-password-email";
import { VerifyEmailEmail, verifyEmailSubject } from "~/domains/messaging/emails/account/verify-email-email";
import { queueEmail } from "~/domains/messaging/queue-email.server";
import { renderEmail } from "~/domains/messaging/render-email.server";
import { openAccountLink } from "~/security/account-links.server";
import { sendEmail } from "./send-email.server";
import type { AccountEmail } from "~/jobs/send-account-email.server";
import { ResetRequestsEmail, resetRequestsSubject } from "~/domains/messaging/emails/account/reset-requests-email";

/** Renders one account e-mail and queues it for sending, once per link (or per day for notices). */
export async function sendAccountEmail(queued: AccountEmail): Promise<void> {
  const email = withLinkOpened(queued);
  // A link carries a one-time token: the key names the link without storing it again.
  // The existing-account and sign-in-attempts notices go out at most once a day per address.
  const event = digest(eventOf(email));
  const message = { idempotencyKey: `${email.kind}:${event}`, template: email.kind, to: email.to, userId: email.userId, ...content(email) };
  if (!("url" in email)) {
    await queueEmail(message);
    return;
  }
  // An e-mail with a live link is sent from here, not queued as a send-email job: that job's
  // data (the rendered message, link and all) would stay in pgboss.job after it ran (issue 31).
  // A failed send is retried by this job; the e-mail log's key keeps a retry from sending twice.
  const { element, ...rest } = message;
  await sendEmail({ ...rest, ...(await renderEmail(message.subject, element)) });
}

type OpenedEmail = Exclude<AccountEmail, { kind: LinkKind }> | (Extract<AccountEmail, { kind: LinkKind }> & { url: string });
type LinkKind = "verify-email" | "email-change" | "reset-password";

/** The job's sealed link, opened for the message (a job queued before links were sealed has it plain). */
function withLinkOpened(email: AccountEmail): OpenedEmail {
  if (email.kind !== "verify-email" && email.kind !== "email-change" && email.kind !== "reset-password") return email;
  const url = email.sealedUrl ? openAccountLink(email.sealedUrl) : email.url;
  if (!url) throw new Error(`${email.kind} e-mail without a link`);
  return { ...email, url };
}

function eventOf(email: OpenedEmail): string {
  if ("url" in email) return email.url;
  const day = new Date().toISOString().slice(0, 10);
  return email.kind === "email-change-notice" ? `${email.to}:${email.newEmail}:${day}` : `${email.to}:${day}`;
}

/** "jane@example.com" as "j***@example.com": the owner recognises it, a stranger learns little. */
function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

function digest(value: string) {
  return createHash("sha256").update(value).digest("hex").slice(0, 24);
}

function content(email: OpenedEmail) {
  switch (email.kind) {
    case "verify-email":
      return { subject: verifyEmailSubject, element: createElement(VerifyEmailEmail, { url: email.url }) };
    case "email-change":
      return { subject: emailChangeSubject, element: createElement(EmailChangeEmail, { url: email.url }) };
    case "reset-password":
      return { subject: resetPasswordSubject, element: createElement(ResetPasswordEmail, { url: email.url }) };
    case "email-change-notice": {
      const base = appUrl(getEnv());
      return {
        subject: emailChangeNoticeSubject,
        element: createElement(EmailChangeNoticeEmail, {
          newEmailHint: maskAddress(email.newEmail),
          resetUrl: `${base}/auth/forgot-password`,
          contactUrl: `${base}/contact`,
        }),
      };
    }
    case "sign-in-attempts": {
      const base = appUrl(getEnv());
      return {
        subject: signInAttemptsSubject,
        element: createElement(SignInAttemptsEmail, { resetUrl: `${base}/auth/forgot-password`, contactUrl: `${base}/contact` }),
      };
    }
    case "reset-requests": {
      const base = appUrl(getEnv());
      return {
        subject: resetRequestsSubject,
        element: createElement(ResetRequestsEmail, { resetUrl: `${base}/auth/forgot-password`, contactUrl: `${base}/contact` }),
      };
    }
    case "account-exists": {
      const base = appUrl(getEnv());
      return {
        subject: accountExistsSubject,
        element: createElement(AccountExistsEmail, { signInUrl: `${base}/auth`, resetUrl: `${base}/auth/forgot-password` }),
      };
    }
  }
}
