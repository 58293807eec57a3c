import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";

/**
 * Authenticated encryption for everything a client writes and everything
 * that quotes it: answers, drafts, evidence, reports and their PDFs
 * (AES-256-GCM). `context` names the row or file the value belongs to
 * ("submission:<id>", "report:<id>") and is bound in as associated data: a
 * sealed value copied elsewhere fails to open instead of showing the wrong
 * client's words. Text format: v1.<iv>.<ciphertext>.<tag>, each base64url.
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed files start with these bytes, then the IV, the ciphertext and the tag. */
const FILE_MAGIC = Buffer.from("CATH1");

function cipherFor(key: Buffer, context: string, iv: Buffer) {
  if (key.length !== 32) throw new Error("The encryption key must be 32 bytes");
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  return cipher;
}

function decipherFor(key: Buffer, context: string, iv: Buffer, tag: Buffer) {
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(tag);
  return decipher;
}

export function sealText(plaintext: string, key: Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = cipherFor(key, context, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** Throws when the value was altered, sealed for another row, or under another key. */
export function openText(sealed: string, key: Buffer, context: string): string {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || ciphertext === undefined || !tag || rest.length > 0) {
    throw new Error("Sealed text is not in a known format");
  }
  const decipher = decipherFor(key, context, Buffer.from(iv, "base64url"), Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

export function sealBytes(plain: Uint8Array, key: Buffer, context: string): Uint8Array {
  const iv = randomBytes(IV_BYTES);
  const cipher = cipherFor(key, context, iv);
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([FILE_MAGIC, iv, ciphertext, cipher.getAuthTag()]);
}

/** Throws when the file was altered, sealed for another name, or under another key. */
export function openBytes(sealed: Uint8Array, key: Buffer, context: string): Buffer {
  const data = Buffer.from(sealed);
  if (data.length < FILE_MAGIC.length + IV_BYTES + TAG_BYTES || !data.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC)) {
    throw new Error("Sealed file is not in a known format");
  }
  const iv = data.subarray(FILE_MAGIC.length, FILE_MAGIC.length + IV_BYTES);
  const tag = data.subarray(data.length - TAG_BYTES);
  const decipher = decipherFor(key, context, iv, tag);
  return Buffer.concat([decipher.update(data.subarray(FILE_MAGIC.length + IV_BYTES, data.length - TAG_BYTES)), decipher.final()]);
}

/** The configured key (a generated one in local mode; production refuses to boot without one). */
export function sealingKey(): Buffer {
  return getSecrets(getEnv()).encryptionKey;
}
