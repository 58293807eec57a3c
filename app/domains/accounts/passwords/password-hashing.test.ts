import { describe, expect, it } from "vitest";
import { passwordHashing } from "./password-hashing.server";

describe("password hashing", () => {
  it("leaves Better Auth's own scrypt in place wherever the app runs outside Vitest", () => {
    expect(passwordHashing({ NODE_ENV: "production" })).toBeUndefined();
    expect(passwordHashing({ NODE_ENV: "test" })).toBeUndefined();
  });

  it("under Vitest, hashes with a fresh salt, accepts the password and refuses any other", async () => {
    const hashing = passwordHashing({ VITEST: "true" });
    if (!hashing) throw new Error("expected the Vitest hashing");
    const password = "the owner's own long sentence";
    const [first, second] = await Promise.all([hashing.hash(password), hashing.hash(password)]);
    expect(first).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(second).not.toBe(first);
    expect(await hashing.verify({ hash: first, password })).toBe(true);
    expect(await hashing.verify({ hash: first, password: "the owner's own long sentence." })).toBe(false);
    expect(await hashing.verify({ hash: "not a hash", password })).toBe(false);
  });
});
