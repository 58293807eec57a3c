import { z } from "zod";

/**
 * The codes of two-step sign-in (ADR 46): six digits from an authenticator
 * app, or a single-use backup code. Backup codes use lower-case letters and
 * digits that cannot be mistaken for one another when copied from paper, and
 * are read back however they were typed (spaces, capitals, no hyphen).
 */
export type CodeMethod = "app" | "backup";

const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const BACKUP_CODE_COUNT = 10;

/** Ten codes like "k7m2p-x9q4r", from a cryptographic source. */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const letters: string[] = [];
    // Bytes past the last whole multiple of the alphabet are skipped, so every character is equally likely.
    const limit = 256 - (256 % BACKUP_ALPHABET.length);
    while (letters.length < 10) {
      for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
        if (byte < limit && letters.length < 10) letters.push(BACKUP_ALPHABET[byte % BACKUP_ALPHABET.length]!);
      }
    }
    return `${letters.slice(0, 5).join("")}-${letters.slice(5).join("")}`;
  });
}

const appCode = z
  .string()
  .transform((typed) => typed.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Please type the 6 digits your authenticator app shows."));

const backupCode = z
  .string()
  .transform((typed) => {
    const plain = typed.toLowerCase().replace(/[\s-]/g, "");
    return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
  })
  .pipe(z.string().regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, "A backup code has 10 letters and digits, like k7m2p-x9q4r."));

export const codeSchemas: Record<CodeMethod, z.ZodType<string, string>> = { app: appCode, backup: backupCode };
