import { describe, expect, it } from "vitest";
import { emailPayloadSchema } from "./send-email.server";

const payload = {
  idempotencyKey: "contact:1:ack",
  template: "contact-acknowledgement",
  to: "reader@example.com",
  subject: "We have your message",
  html: "<p>Hello</p>",
  text: "Hello",
};

describe("the e-mail job's payload", () => {
  it("accepts a one-line subject and plain addresses", () => {
    expect(emailPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it.each([
    ["subject", { subject: "Hello\r\nBcc: victim@example.com" }],
    ["subject", { subject: "Hello\nBcc: victim@example.com" }],
    ["to", { to: "reader@example.com\r\nBcc: victim@example.com" }],
    ["replyTo", { replyTo: "reader@example.com\nBcc: victim@example.com" }],
    ["to", { to: "reader@example.com\u2028Bcc: victim@example.com" }],
  ])("refuses a line break in %s", (_field, change) => {
    expect(emailPayloadSchema.safeParse({ ...payload, ...change }).success).toBe(false);
  });
});
