import nodemailer, { type SendMailOptions } from "nodemailer";
import { getEnv } from "~/config/env.server";
import { dataPaths } from "~/config/paths.server";
import { storeInMailbox } from "./dev-mailbox/dev-mailbox.server";

export type OutgoingEmail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  listUnsubscribe?: string;
};

export type MailTransport = {
  kind: "smtp" | "dev-mailbox";
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
};

/** Nodemailer's message options; a list-unsubscribe address becomes RFC 8058's one-click pair of headers. */
export function toNodemailerMessage({ listUnsubscribe, ...email }: OutgoingEmail): SendMailOptions {
  if (!listUnsubscribe) return email;
  return {
    ...email,
    list: { unsubscribe: listUnsubscribe },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * How long a send may wait on the mail server. Nodemailer's defaults (2 min to
 * connect, 10 min of silence) outlast the e-mail jobs' 60 s expiry, after which
 * pg-boss runs the job again while the first send may still go through: a
 * second copy. These keep a stalled send well inside the expiry. Settings in
 * SMTP_URL's query string win over them.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createSmtpTransport(smtpUrl: string, timeouts = SMTP_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    kind: "smtp",
    async send(email) {
      const info = await transporter.sendMail(toNodemailerMessage(email));
      return { messageId: info.messageId };
    },
  };
}

export function createDevMailboxTransport(dir: string): MailTransport {
  return {
    kind: "dev-mailbox",
    async send(email) {
      const stored = await storeInMailbox(dir, email);
      return { messageId: stored.id };
    },
  };
}

let transport: MailTransport | undefined;

/** SMTP when SMTP_URL is set; otherwise the dev mailbox (boot refuses that in production). */
export function getMailTransport(): MailTransport {
  if (!transport) {
    const env = getEnv();
    transport = env.SMTP_URL
      ? createSmtpTransport(env.SMTP_URL)
      : createDevMailboxTransport(dataPaths(env).mailbox);
  }
  return transport;
}
