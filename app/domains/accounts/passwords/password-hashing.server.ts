import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * How passwords are hashed (ADR 0075). Everywhere the app runs, including the
 * end-to-end tests' production build: Better Auth's own scrypt (N 16384, r 16,
 * p 1), which every stored hash was made with, about 100 ms a check on this
 * machine size. That cost is the point in production and a tax in the unit
 * and integration tests, which check sign-in limits, lockouts and resets
 * through hundreds of checks, never the hash's strength. So under Vitest
 * alone the same scrypt, in the same `salt:key` format, runs at N 1024: the
 * same code path at a sixteenth of the work, as Devise's `stretches = 1`.
 */
const TEST_COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, TEST_COST, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const testHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const given = await derive(password, salt);
    return expected.length === given.length && timingSafeEqual(expected, given);
  },
};

/** Better Auth's `emailAndPassword.password` option: its default (undefined) except under Vitest. */
export function passwordHashing(environment: NodeJS.ProcessEnv = process.env): typeof testHashing | undefined {
  return environment.VITEST === "true" ? testHashing : undefined;
}
