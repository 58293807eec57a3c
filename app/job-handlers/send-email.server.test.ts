import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { setUpMailTestDatabase } from "../../tests/support/mail-test-database";
import { getDb } from "~/db/database.server";
import { emailLog } from "~/db/schema";
import { listMailbox } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { deliverEmail } from "~/domains/messaging/deliver-email.server";
import { hasSentEmail } from "~/domains/messaging/email-log.server";
import { DeliveryCheckEmail } from "~/domains/messaging/emails/delivery-check-email";
import { queueEmail } from "~/domains/messaging/queue-email.server";

const { mailbox } = setUpMailTestDatabase("mail-job");

async function waitForMailbox(count: number) {
  await expect.poll(async () => (await listMailbox(mailbox)).length, { timeout: 15_000, interval: 200 }).toBe(count);
}

describe(`send-email job (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("renders, queues and delivers an e-mail to the dev mailbox, and logs it", async () => {
    await queueEmail({
      idempotencyKey: "delivery-check:job-test",
      template: "delivery-check",
      to: "owner@example.com",
      subject: "Catharsis e-mail delivery check",
      element: createElement(DeliveryCheckEmail, { sentAt: "now", appUrl: "http://localhost:3000" }),
    });
    await waitForMailbox(1);
    const [message] = await listMailbox(mailbox);
    expect(message).toMatchObject({ to: "owner@example.com", from: "Catharsis <hello@example.com>" });
    expect(message?.text).toContain("can send e-mail");

    await expect.poll(async () => (await getDb().select().from(emailLog)).length).toBe(1);
    const [logged] = await getDb().select().from(emailLog);
    expect(logged).toMatchObject({ template: "delivery-check", recipient: "owner@example.com", transport: "dev-mailbox" });
    const since = new Date(Date.now() - 60_000);
    expect(await hasSentEmail({ recipient: "owner@example.com", template: "delivery-check", since })).toBe(true);
    expect(await hasSentEmail({ recipient: "owner@example.com", template: "receipt", since })).toBe(false);
  });

  it("sends once when a job is retried after the message went out", async () => {
    const payload = {
      idempotencyKey: "receipt:retried",
      template: "receipt",
      to: "client@example.com",
      subject: "Your receipt",
      html: "<p>Thank you</p>",
      text: "Thank you",
    };
    await deliverEmail(payload);
    await deliverEmail(payload);
    const toClient = (await listMailbox(mailbox)).filter((message) => message.to === "client@example.com");
    expect(toClient).toHaveLength(1);
  });

  it("refuses a subject that would inject headers", async () => {
    await expect(
      queueEmail({
        idempotencyKey: "bad",
        template: "delivery-check",
        to: "a@example.com",
        subject: "Hi\r\nBcc: victim@example.com",
        element: createElement(DeliveryCheckEmail, { sentAt: "now", appUrl: "x" }),
      }),
    ).rejects.toThrow(/one line/);
  });
});
