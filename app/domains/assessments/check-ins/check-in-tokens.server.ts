import { createHash, createHmac } from "node:crypto";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";

/**
 * A check-in's link token (ADR 0069): an HMAC of its id under the session secret, labelled so it
 * is good for nothing else. Derived, not random, so a retried invitation job writes the same link
 * into its e-mail as the first attempt did; and never stored: the row keeps its SHA-256 only, so
 * the database alone cannot open a check-in.
 */
export function checkInToken(checkInId: string): string {
  return createHmac("sha256", getSecrets(getEnv()).sessionSecret).update(`check-in-link:${checkInId}`).digest("base64url");
}

/** What the row stores and the page looks the token up by. */
export function hashCheckInToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** 43 base64url characters: a SHA-256 HMAC. Anything else is not a check-in link. */
export const CHECK_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
