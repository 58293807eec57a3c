import { describe, expect, it } from "vitest";
import { checkGuestEmail } from "./checkout-email";

describe("checkGuestEmail", () => {
  it("trims, lowercases and reads commas as dots", () => {
    expect(checkGuestEmail("  Jane.Doe@Example,COM ")).toEqual({ email: "jane.doe@example.com" });
  });

  it("asks for an address when there is none", () => {
    expect(checkGuestEmail("   ")).toEqual({
      problem: { title: "Email required", description: "Please provide an email address to continue." },
    });
  });

  it("refuses addresses that do not match the pattern", () => {
    for (const raw of ["jane", "jane@example", "jane doe@example.com", "@example.com", "jane@@example.com"]) {
      expect(checkGuestEmail(raw)).toEqual({
        problem: { title: "Invalid email address", description: "Please enter a valid email like name@example.com." },
      });
    }
  });
});
