import { createHash } from "node:crypto";
import { createElement } from "react";
import { z } from "zod";
import { appUrl, getEnv } from "~/config/env.server";
import { AccountExistsEmail, accountExistsSubject } from "~/domains/messaging/emails/account-exists-email";
import { EmailChangeEmail, emailChangeSubject } from "~/domains/messaging/emails/email-change-email";
import { EmailChangeNoticeEmail, emailChangeNoticeSubject } from "~/domains/messaging/emails/email-change-notice-email";
import { ResetPasswordEmail, resetPasswordSubject } from "~/domains/messaging/emails/reset-password-email";
import { VerifyEmailEmail, verifyEmailSubject } from "~/domains/messaging/emails/verify-email-email";
import { queueEmail } from "~/domains/messaging/queue-email.server";
import type { JobDefinition } from "./queue.server";

const payload = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("verify-email"), to: z.email(), url: z.url() }),
  z.object({ kind: z.literal("email-change"), to: z.email(), url: z.url() }),
  z.object({ kind: z.literal("reset-password"), to: z.email(), url: z.url() }),
  z.object({ kind: z.literal("account-exists"), to: z.email() }),
  /** To the current address: a change to `newEmail` was requested. */
  z.object({ kind: z.literal("email-change-notice"), to: z.email(), newEmail: z.email() }),
]);

export type AccountEmail = z.infer<typeof payload>;

/**
 * The accounts domain's e-mails (verification, reset, e-mail change, the
 * existing-account notice). Accounts enqueues this job; the handler renders
 * the template and hands it to messaging, so the two domains never meet.
 */
export const sendAccountEmailJob: JobDefinition<typeof payload> = {
  name: "send-account-email",
  payload,
  handler: async (email) => {
    // A link carries a one-time token: the key names the link without storing it again.
    // The existing-account notice goes out at most once a day per address.
    const event = digest(eventOf(email));
    await queueEmail({ idempotencyKey: `${email.kind}:${event}`, template: email.kind, to: email.to, ...content(email) });
  },
  retryLimit: 3,
};

function eventOf(email: AccountEmail): string {
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

function content(email: AccountEmail) {
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
    case "account-exists": {
      const base = appUrl(getEnv());
      return {
        subject: accountExistsSubject,
        element: createElement(AccountExistsEmail, { signInUrl: `${base}/auth`, resetUrl: `${base}/auth/forgot-password` }),
      };
    }
  }
}
