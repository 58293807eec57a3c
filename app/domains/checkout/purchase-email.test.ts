import { z } from "zod";
import { describe, expect, it } from "vitest";
import { checkGuestEmail, normalisePurchaseEmail } from "./purchase-email";

const invalid = { problem: { title: "Invalid email address", description: "Please enter a valid email like name@example.com." } };

describe("the checkout e-mail rule", () => {
  it("accepts and refuses exactly what z.email() does, after normalising", () => {
    const samples = [
      "jane.doe+news@example.co.uk",
      "o'brien@example.ie",
      "a@b.c",
      "jöse@example.com",
      "a@b_c.com",
      "x@example.com.",
      "jane..doe@example.com",
      ".jane@example.com",
      "jane.@example.com",
      "jane@-example.com",
      "jane@example.c0m",
      "jane@example",
      "jane@@example.com",
      "jane doe@example.com",
      "@example.com",
    ];
    for (const sample of samples) {
      const browser = "email" in checkGuestEmail(sample);
      expect(browser, sample).toBe(z.email().safeParse(sample).success);
      expect(normalisePurchaseEmail(sample).ok, sample).toBe(browser);
    }
  });

  it("trims, lowercases and reads commas as dots", () => {
    expect(checkGuestEmail("  Jane.Doe@Example,COM ")).toEqual({ email: "jane.doe@example.com" });
    expect(normalisePurchaseEmail("  Jane.Doe@Example,COM ")).toEqual({ ok: true, email: "jane.doe@example.com" });
  });

  it("gives the spec's two messages", () => {
    expect(checkGuestEmail("   ")).toEqual({
      problem: { title: "Email required", description: "Please provide an email address to continue." },
    });
    expect(normalisePurchaseEmail(undefined)).toEqual({ ok: false, error: "Email required - Please provide an email address to continue." });
    for (const raw of ["jane", "jane@example", "jane doe@example.com", "@example.com", "jane@@example.com", "a@b.c", `${"a".repeat(250)}@example.com`]) {
      expect(checkGuestEmail(raw), raw).toEqual(invalid);
    }
    expect(normalisePurchaseEmail("a@b.c")).toEqual({
      ok: false,
      error: "Invalid email address - Please enter a valid email like name@example.com.",
    });
  });
});
