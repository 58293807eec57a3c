import { createHash } from "node:crypto";

/** A hash of an address for rate-limit keys, so that table holds no e-mail addresses. */
export function addressKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}
