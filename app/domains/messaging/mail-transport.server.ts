import nodemailer from "nodemailer";
import { getEnv } from "~/config/env.server";
import { dataPaths } from "~/config/paths.server";
import { storeInMailbox } from "./dev-mailbox.server";

export type OutgoingEmail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
};

export type MailTransport = {
  kind: "smtp" | "dev-mailbox";
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
};

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(email) {
      const info = await transporter.sendMail(email);
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
