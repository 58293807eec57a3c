import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Authenticated encryption for everything a client writes (AES-256-GCM).
 * `context` names the row the value belongs to ("draft:<entitlement id>",
 * "submission:<id>") and is bound in as associated data: a sealed value
 * copied into another row fails to open instead of showing the wrong answers.
 * Format: v1.<iv>.<ciphertext>.<tag>, each part base64url.
 */
const VERSION = "v1";
const IV_BYTES = 12;

export function sealAnswers(plaintext: string, key: Buffer, context: string): string {
  if (key.length !== 32) throw new Error("The answer encryption key must be 32 bytes");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, ciphertext, tag].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** Throws when the value was altered, sealed for another row, or under another key. */
export function openAnswers(sealed: string, key: Buffer, context: string): string {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || ciphertext === undefined || !tag || rest.length > 0) {
    throw new Error("Sealed answers are not in a known format");
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

export const draftContext = (entitlementId: string) => `draft:${entitlementId}`;
export const submissionContext = (submissionId: string) => `submission:${submissionId}`;
/** A staff member's safety follow-up note (safety_flag_reviews), sealed with the same key. */
export const safetyReviewContext = (reviewId: string) => `safety-review:${reviewId}`;
