import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { toNodemailerMessage, type OutgoingEmail } from "./mail-transport.server";

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
