import { createServer, type AddressInfo, type Socket } from "node:net";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { createSmtpTransport, SMTP_TIMEOUTS, toNodemailerMessage, type OutgoingEmail } from "./mail-transport.server";

const email: OutgoingEmail = {
  from: "Catharsis <hello@example.com>",
  to: "reader@example.com",
  subject: "Please confirm your subscription",
  html: "<p>Hello</p>",
  text: "Hello",
};

/** The message exactly as it would go over SMTP. */
async function raw(message: OutgoingEmail): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail(toNodemailerMessage(message));
  return (info.message as Buffer).toString("utf8");
}

describe("SMTP message headers", () => {
  it("carries one-click List-Unsubscribe headers for newsletter e-mails (RFC 8058)", async () => {
    const unsubscribe = "https://catharsis.example.com/newsletter/unsubscribe?token=abc.def";
    // Long headers are folded onto continuation lines; unfold them to read one header per line.
    const headers = (await raw({ ...email, listUnsubscribe: unsubscribe })).split("\n\n")[0]?.replace(/\n[ \t]+/g, " ");
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("adds no list headers to other e-mails", async () => {
    expect(await raw(email)).not.toContain("List-Unsubscribe");
  });

  it.each([
    ["CRLF", "Hello\r\nBcc: victim@example.com"],
    ["LF", "Hello\nBcc: victim@example.com"],
    ["CR", "Hello\rBcc: victim@example.com"],
    ["U+2028", "Hello\u2028Bcc: victim@example.com"],
  ])("never lets a %s in the subject start a header of its own", async (_label, subject) => {
    const message = await raw({ ...email, subject });
    const headerLines = message.split("\n\n")[0]?.split("\n") ?? [];
    expect(headerLines.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(headerLines.filter((line) => /^subject:/i.test(line))).toHaveLength(1);
  });
});

describe("SMTP timeouts", () => {
  it("gives up on a mail server that accepts the connection but never greets", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { ...SMTP_TIMEOUTS, greetingTimeout: 200 });
    const started = Date.now();
    try {
      await expect(transport.send(email)).rejects.toThrow(/greeting/i);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("stays well inside the e-mail jobs' 60 s expiry by default", () => {
    expect(SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout).toBeLessThan(60_000);
    expect(SMTP_TIMEOUTS.socketTimeout).toBeLessThan(60_000);
  });
});
