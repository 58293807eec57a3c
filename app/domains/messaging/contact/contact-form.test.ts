import { describe, expect, it } from "vitest";
import { emptyContactValues, validateContact, type ContactValues } from "./contact-form";
import { parseContact } from "./contact-schema.server";

const valid: ContactValues = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "",
  subject: "A question about reports",
  message: "I would like to know more about the reports.",
};

const cases: Array<[string, Partial<ContactValues>]> = [
  ["valid", {}],
  ["empty form", emptyContactValues],
  ["one-letter name", { name: "J" }],
  ["name of spaces", { name: "     " }],
  ["long name", { name: "n".repeat(101) }],
  ["invalid e-mail", { email: "jane@example" }],
  ["long e-mail", { email: `${"a".repeat(250)}@example.com` }],
  ["e-mail with a header", { email: "jane@example.com\r\nBcc: x@example.com" }],
  ["long phone", { phone: "1".repeat(41) }],
  ["phone given", { phone: "+1 (555) 010-0100" }],
  ["short subject", { subject: "Help" }],
  ["long subject", { subject: "s".repeat(151) }],
  ["subject with a line break", { subject: "Hello there\r\nBcc: victim@example.com" }],
  ["subject with a line separator", { subject: "Hello there\u2028Bcc: victim@example.com" }],
  ["short message", { message: "Too short" }],
  ["long message", { message: "m".repeat(5001) }],
  ["message padded with spaces", { message: "   short   " }],
  ["message with line breaks", { message: "First line\nsecond line\nthird" }],
];

describe("contact validation", () => {
  it("gives the spec's messages, word for word", () => {
    expect(validateContact(emptyContactValues)).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 5 characters",
      message: "Message must be at least 10 characters",
    });
  });

  it("refuses oversized fields with a message rather than cutting them", () => {
    expect(validateContact({ ...valid, message: "m".repeat(5001) })).toEqual({
      message: "Message must be at most 5,000 characters",
    });
    expect(validateContact({ ...valid, message: "m".repeat(5000) })).toEqual({});
  });

  it("answers an over-long e-mail address with the spec's e-mail message", () => {
    const long = { ...valid, email: `${"a".repeat(250)}@example.com` };
    expect(validateContact(long)).toEqual({ email: "Please enter a valid email address" });
    expect(parseContact(long)).toEqual({ success: false, errors: { email: "Please enter a valid email address" } });
  });

  it.each(cases)("browser and server agree: %s", (_label, change) => {
    const values = { ...valid, ...change };
    const server = parseContact(values);
    expect(server.success ? {} : server.errors).toEqual(validateContact(values));
  });

  it("says Required for a field the request left out", () => {
    const withoutName: Partial<ContactValues> = { ...valid };
    delete withoutName.name;
    expect(parseContact(withoutName)).toEqual({ success: false, errors: { name: "Required" } });
  });

  it("trims what it keeps and drops an empty phone", () => {
    expect(parseContact({ ...valid, name: "  Jane  " })).toMatchObject({ success: true, data: { name: "Jane", phone: undefined } });
  });
});
