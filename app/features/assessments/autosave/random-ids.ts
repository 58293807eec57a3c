/** A version-4 UUID; randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One open page's writer id for draft saves (32 hex characters, as the server's [A-Za-z0-9_-]{8,64} expects). */
export function randomWriterId(): string {
  return randomUuid().replaceAll("-", "");
}
