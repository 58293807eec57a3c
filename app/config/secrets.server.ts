import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Env } from "./env.server";
import { dataPaths } from "./paths.server";

export type Secrets = {
  sessionSecret: string;
  /** 32 bytes for AES-256-GCM. */
  encryptionKey: Buffer;
  generated: boolean;
};

const devSecretsSchema = z.object({
  sessionSecret: z.string().min(32),
  encryptionKey: z.string().length(44),
});

/**
 * Production gets its secrets from the environment (boot refuses otherwise).
 * Local mode generates them once into the data folder, so restarts keep
 * sessions and encrypted data readable.
 */
export function resolveSecrets(env: Env): Secrets {
  if (env.SESSION_SECRET && env.ENCRYPTION_KEY) {
    return {
      sessionSecret: env.SESSION_SECRET,
      encryptionKey: Buffer.from(env.ENCRYPTION_KEY, "base64"),
      generated: false,
    };
  }
  const file = dataPaths(env).devSecrets;
  const stored = existsSync(file)
    ? devSecretsSchema.parse(JSON.parse(readFileSync(file, "utf8")))
    : generateDevSecrets(file);
  return {
    sessionSecret: env.SESSION_SECRET ?? stored.sessionSecret,
    encryptionKey: Buffer.from(env.ENCRYPTION_KEY ?? stored.encryptionKey, "base64"),
    generated: true,
  };
}

function generateDevSecrets(file: string) {
  const secrets = {
    sessionSecret: randomBytes(32).toString("base64url"),
    encryptionKey: randomBytes(32).toString("base64"),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

let cached: Secrets | undefined;

/** This process's secrets, resolved once (boot calls it first). */
export function getSecrets(env: Env): Secrets {
  cached ??= resolveSecrets(env);
  return cached;
}
