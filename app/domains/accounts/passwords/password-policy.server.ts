import { readFileSync } from "node:fs";
import path from "node:path";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Read from the source tree like the migrations: the server always runs from the project folder.
const listFile = path.resolve("app/domains/accounts/passwords/common-passwords.txt");
let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(listFile, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
  return commonPasswords;
}

/**
 * Why a new password is refused, or null when it is fine. Length and
 * guessability only: no rules about digits or symbols, which push people to
 * predictable patterns (NIST SP 800-63B).
 */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lowered = password.toLowerCase();
  if (loadCommonPasswords().has(lowered)) {
    return "This password is one of the most commonly used ones, so it is easy to guess. Please choose another.";
  }
  if (/^(.)\1+$/.test(password)) return "Please don't use one character repeated. Choose something harder to guess.";
  const email = context.email?.trim().toLowerCase();
  if (email && (lowered === email || lowered === email.split("@")[0])) {
    return "Please don't use your e-mail address as your password.";
  }
  return null;
}
