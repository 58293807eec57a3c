import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * Random ids that read well aloud (no I, L, O, U) for orders a client may quote to support.
 * Shared: checkout makes orders and sessions with it, the back office complimentary grants.
 */
export function newId(prefix: string, length = 16): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${id}`;
}
