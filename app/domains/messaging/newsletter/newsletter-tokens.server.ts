import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";

/** A confirmation token for the e-mail, and the hash the database keeps instead. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Keyed on the session secret, labelled so the MAC is good for nothing else. */
function unsubscribeMac(subscriberId: string): Buffer {
  return createHmac("sha256", getSecrets(getEnv()).sessionSecret).update(`newsletter-unsubscribe:${subscriberId}`).digest();
}

/**
 * `<subscriber id>.<HMAC>`: unguessable, needs no storage, and is the same in
 * every e-mail, so any old unsubscribe link keeps working.
 */
export function unsubscribeTokenFor(subscriberId: string): string {
  return `${subscriberId}.${unsubscribeMac(subscriberId).toString("base64url")}`;
}

/** The subscriber id a genuine unsubscribe token names, or null. */
export function subscriberIdFrom(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const given = Buffer.from(match[2], "base64url");
  const expected = unsubscribeMac(match[1]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
}
