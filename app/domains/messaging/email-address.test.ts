import { regexes } from "zod";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, isEmailAddress } from "./email-address";

describe("isEmailAddress", () => {
  it("uses zod's pattern (unneeded escapes aside), so browser and server agree", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll("\\-", "-"));
  });

  it("accepts ordinary addresses and refuses the rest", () => {
    expect(isEmailAddress("jane.doe+news@example.co.uk")).toBe(true);
    for (const bad of ["", "jane", "jane@", "@example.com", "jane@example", "a b@example.com", "jane@example.com\r\nBcc: x@example.com"]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
    expect(isEmailAddress(`${"a".repeat(250)}@example.com`)).toBe(false);
  });
});
