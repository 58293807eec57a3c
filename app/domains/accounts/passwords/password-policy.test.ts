import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.server";

describe("passwordProblem", () => {
  it("accepts any long-enough, uncommon password, with no composition rules", () => {
    expect(passwordProblem("correct horse battery staple")).toBeNull();
    expect(passwordProblem("alllowercaseletters")).toBeNull();
    expect(passwordProblem("x".repeat(7) + "y")).toBeNull();
    expect(passwordProblem("é".repeat(4) + "ñandú")).toBeNull();
  });

  it("gives the length bounds", () => {
    expect(passwordProblem("1234567")).toBe("Password must be at least 8 characters.");
    expect(passwordProblem("a".repeat(128).replace(/^a/, "b"))).toBeNull();
    expect(passwordProblem("a".repeat(129))).toBe("Password must be at most 128 characters.");
  });

  it("refuses common passwords whatever their case, with a reason", () => {
    for (const common of ["password", "PASSWORD1", "12345678", "qwertyuiop", "iloveyou", "sunshine", "catharsis1"]) {
      expect(passwordProblem(common), common).toMatch(/most commonly used/);
    }
  });

  it("refuses one repeated character and the account's own e-mail", () => {
    expect(passwordProblem("qqqqqqqqqqqqq")).toMatch(/repeated/);
    expect(passwordProblem("margaret.hill", { email: "Margaret.Hill@example.com" })).toMatch(/e-mail address/);
    expect(passwordProblem("margaret.hill@example.com", { email: "margaret.hill@example.com" })).toMatch(/e-mail address/);
  });
});
