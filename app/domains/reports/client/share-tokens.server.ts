import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: the secret in a clinician's link. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new link's token, and the SHA-256 that is all the database keeps. */
export function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashShareToken(token) };
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a path segment could be a token at all (anything else is not looked up). */
export function looksLikeShareToken(candidate: string): boolean {
  return TOKEN_PATTERN.test(candidate);
}
