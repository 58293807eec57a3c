import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setUpMailTestDatabase } from "../../../../tests/support/mail-test-database";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { contactMessages } from "~/db/schema";
import { listMailbox } from "../dev-mailbox/dev-mailbox.server";
import { contactLimitsPerClient, sendContactMessage } from "./send-contact-message.server";

const { mailbox } = setUpMailTestDatabase("contact");

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

const fields = (change: Record<string, unknown> = {}) => ({
  name: "Ruth Porter",
  email: "ruth@example.com",
  phone: "",
  subject: "Question about my order",
  message: "I would like to know when my report will arrive.\nThank you.",
  ...change,
});

const mailTo = async (to: string) => (await listMailbox(mailbox)).filter((message) => message.to === to);

describe(`sendContactMessage (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("stores the message and sends one e-mail to the provider and one acknowledgement, logging ids only", async () => {
    const logged: unknown[] = [];
    const info = vi.spyOn(logger, "info").mockImplementation((...args: unknown[]) => void logged.push(args));
    const result = await sendContactMessage({ fields: fields({ email: "visitor@example.com", phone: " +1 555 0100 " }), clientAddress: newClient() });
    info.mockRestore();
    expect(result.status).toBe("sent");
    const id = result.status === "sent" ? result.messageId : "";

    const [stored] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ name: "Ruth Porter", email: "visitor@example.com", phone: "+1 555 0100", subject: "Question about my order" });

    await expect.poll(async () => (await mailTo("provider@example.com")).length, { timeout: 15_000, interval: 200 }).toBe(1);
    await expect.poll(async () => (await mailTo("visitor@example.com")).length, { timeout: 15_000, interval: 200 }).toBe(1);
    const [notification] = await mailTo("provider@example.com");
    expect(notification).toMatchObject({ subject: "Contact form: Question about my order", replyTo: "visitor@example.com" });
    expect(notification?.text).toContain("I would like to know when my report will arrive.");
    const [acknowledgement] = await mailTo("visitor@example.com");
    expect(acknowledgement?.subject).toBe("We received your message");
    expect(acknowledgement?.text).not.toContain("Question about my order");
    expect(acknowledgement?.text).not.toContain("Ruth");

    const logText = JSON.stringify(logged);
    expect(logText).toContain(id);
    for (const secret of ["visitor@example.com", "Ruth", "Question about my order", "report will arrive"]) expect(logText).not.toContain(secret);
  });

  it("refuses oversized fields with a clear message, storing and sending nothing", async () => {
    const before = (await getDb().select().from(contactMessages)).length;
    const result = await sendContactMessage({ fields: fields({ message: "x".repeat(50_000), name: "n".repeat(500) }), clientAddress: newClient() });
    expect(result).toEqual({
      status: "invalid",
      errors: { name: "Name must be at most 100 characters", message: "Message must be at most 5,000 characters" },
    });
    expect((await getDb().select().from(contactMessages)).length).toBe(before);
  });

  it("refuses a line break in the subject or e-mail, so nothing reaches a header", async () => {
    const client = newClient();
    const bySubject = await sendContactMessage({ fields: fields({ subject: "Hello\r\nBcc: victim@example.com" }), clientAddress: client });
    expect(bySubject).toEqual({ status: "invalid", errors: { subject: "Subject must be a single line of text" } });
    const byEmail = await sendContactMessage({ fields: fields({ email: "ruth@example.com\r\nBcc: victim@example.com" }), clientAddress: client });
    expect(byEmail).toEqual({ status: "invalid", errors: { email: "Please enter a valid email address" } });
    expect(await mailTo("victim@example.com")).toEqual([]);
    const mentionsVictim = (await listMailbox(mailbox)).filter((message) => JSON.stringify(message).includes("victim@example.com"));
    expect(mentionsVictim).toEqual([]);
  });

  it("says Required for fields the request left out", async () => {
    expect(await sendContactMessage({ fields: {}, clientAddress: newClient() })).toEqual({
      status: "invalid",
      errors: { name: "Required", email: "Required", subject: "Required", message: "Required" },
    });
  });

  it("limits each client to a few messages in ten minutes", async () => {
    const client = newClient();
    const [tenMinutes] = contactLimitsPerClient;
    const results = [];
    for (let i = 0; i <= tenMinutes.limit; i += 1) {
      results.push((await sendContactMessage({ fields: fields({ email: `limit-${i}@example.com` }), clientAddress: client })).status);
    }
    expect(results).toEqual([...Array<string>(tenMinutes.limit).fill("sent"), "rate-limited"]);
    expect((await sendContactMessage({ fields: fields(), clientAddress: newClient() })).status).toBe("sent");
  });

  it("acknowledges one address at most three times a day, whoever sends", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sendContactMessage({ fields: fields({ email: "Flooded@Example.com" }), clientAddress: newClient() })).status).toBe("sent");
    }
    await expect.poll(async () => (await mailTo("provider@example.com")).filter((m) => m.replyTo === "Flooded@Example.com").length, { timeout: 15_000, interval: 200 }).toBe(5);
    expect(await mailTo("Flooded@Example.com")).toHaveLength(3);
  });
});
