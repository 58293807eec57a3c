import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openText, sealText } from "~/security/sealing.server";

const key = randomBytes(32);
const canary = "my canary phrase: purple lighthouse at dawn";

describe("sealed text", () => {
  it("round-trips text, including characters outside ASCII", () => {
    const text = `${canary} — ünïcødé 💙`;
    expect(openText(sealText(text, key, "draft:a"), key, "draft:a")).toBe(text);
  });

  it("never shows the plaintext and never repeats a ciphertext", () => {
    const first = sealText(canary, key, "draft:a");
    const second = sealText(canary, key, "draft:a");
    expect(first).not.toContain("purple");
    expect(Buffer.from(first.split(".")[2] ?? "", "base64url").toString("utf8")).not.toContain("purple");
    expect(first).not.toBe(second);
  });

  it("refuses a value moved to another row, altered, or opened with another key", () => {
    const sealed = sealText(canary, key, "submission:1");
    expect(() => openText(sealed, key, "submission:2")).toThrow();
    expect(() => openText(sealed, randomBytes(32), "submission:1")).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[2] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[2] = body.toString("base64url");
    expect(() => openText(parts.join("."), key, "submission:1")).toThrow();
  });

  it("refuses a key of the wrong length", () => {
    expect(() => sealText(canary, randomBytes(16), "x")).toThrow(/32 bytes/);
  });
});

describe("sealed files", () => {
  it("round-trips bytes and refuses another name, another key or a flipped bit", async () => {
    const { openBytes, sealBytes } = await import("~/security/sealing.server");
    const pdf = Buffer.from(`%PDF-1.7 ${canary}`);
    const sealed = sealBytes(pdf, key, "report-pdf:r1");
    expect(Buffer.from(sealed).includes(Buffer.from("purple lighthouse"))).toBe(false);
    expect(openBytes(sealed, key, "report-pdf:r1").equals(pdf)).toBe(true);
    expect(() => openBytes(sealed, key, "report-pdf:r2")).toThrow();
    expect(() => openBytes(sealed, randomBytes(32), "report-pdf:r1")).toThrow();
    const flipped = Buffer.from(sealed);
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    expect(() => openBytes(flipped, key, "report-pdf:r1")).toThrow();
  });
});
