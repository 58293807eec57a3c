import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";

/** The configured answer key (a generated one in local mode; production refuses to boot without one). */
export function answersKey(): Buffer {
  return getSecrets(getEnv()).encryptionKey;
}
