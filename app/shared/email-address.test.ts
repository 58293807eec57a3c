import { regexes, z } from "zod";
import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailAddressSchema, isEmailAddress, normaliseEmailAddress } from "./email-address";

const message = "Please enter a valid email address";
/** An address of exactly `length` characters. */
const addressOf = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("the e-mail address rule", () => {
  it("uses zod's pattern (unneeded escapes aside), so browser and server agree", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll("\\-", "-"));
  });

  it("accepts what z.email() accepts, and refuses the rest", () => {
    const samples = ["jane.doe+news@example.co.uk", "o'brien@example.ie", "Jane@Example.COM", "a@b.c", "jöse@example.com", "jane..doe@example.com", ".jane@example.com", "jane@example", "jane@@example.com", "a b@example.com", "@example.com", ""];
    for (const sample of samples) expect(isEmailAddress(sample), sample).toBe(z.email().safeParse(sample).success);
    expect(isEmailAddress("jane@example.com\r\nBcc: x@example.com")).toBe(false);
  });

  it("takes 254 characters and refuses 255", () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(isEmailAddress(addressOf(254))).toBe(true);
    expect(isEmailAddress(addressOf(255))).toBe(false);
    expect(emailAddressSchema(message).safeParse(addressOf(254)).success).toBe(true);
    expect(emailAddressSchema(message).safeParse(addressOf(255)).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("trims before checking, so surrounding spaces neither fail an address nor count against its length", () => {
    expect(isEmailAddress("  jane@example.com \n")).toBe(true);
    expect(isEmailAddress(` ${addressOf(254)} `)).toBe(true);
    expect(normaliseEmailAddress("  Jane@Example.com ")).toBe("Jane@Example.com");
    expect(emailAddressSchema(message).parse("  Jane@Example.com ")).toBe("Jane@Example.com");
  });

  it("lowercases only when asked", () => {
    expect(normaliseEmailAddress(" Jane@Example.COM ", { lowercase: true })).toBe("jane@example.com");
    expect(emailAddressSchema(message, { lowercase: true }).parse(" Jane@Example.COM ")).toBe("jane@example.com");
  });

  it("says the form's message, or its word for a missing field", () => {
    const words = (result: z.ZodSafeParseResult<string>) => result.error?.issues.map((issue) => issue.message);
    expect(words(emailAddressSchema(message).safeParse("jane@"))).toEqual([message]);
    expect(words(emailAddressSchema(message).safeParse(undefined))).toEqual([message]);
    expect(words(emailAddressSchema(message, { notText: "Required" }).safeParse(null))).toEqual(["Required"]);
    expect(words(emailAddressSchema(message, { notText: "Required" }).safeParse("   "))).toEqual([message]);
  });
});
