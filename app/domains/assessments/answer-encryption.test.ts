import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openAnswers, sealAnswers } from "./answer-encryption.server";

const key = randomBytes(32);
const canary = "my canary phrase: purple lighthouse at dawn";

describe("answer encryption", () => {
  it("round-trips text, including characters outside ASCII", () => {
    const text = `${canary} — ünïcødé 💙`;
    expect(openAnswers(sealAnswers(text, key, "draft:a"), key, "draft:a")).toBe(text);
  });

  it("never shows the plaintext and never repeats a ciphertext", () => {
    const first = sealAnswers(canary, key, "draft:a");
    const second = sealAnswers(canary, key, "draft:a");
    expect(first).not.toContain("purple");
    expect(Buffer.from(first.split(".")[2] ?? "", "base64url").toString("utf8")).not.toContain("purple");
    expect(first).not.toBe(second);
  });

  it("refuses a value moved to another row, altered, or opened with another key", () => {
    const sealed = sealAnswers(canary, key, "submission:1");
    expect(() => openAnswers(sealed, key, "submission:2")).toThrow();
    expect(() => openAnswers(sealed, randomBytes(32), "submission:1")).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[2] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[2] = body.toString("base64url");
    expect(() => openAnswers(parts.join("."), key, "submission:1")).toThrow();
  });

  it("refuses a key of the wrong length", () => {
    expect(() => sealAnswers(canary, randomBytes(16), "x")).toThrow(/32 bytes/);
  });
});
