import type { Env } from "./env.server";

/**
 * Whether the /dev/fixtures endpoints (users and orders made for end-to-end
 * tests) answer. Only in local mode with the flag set; a 404 otherwise.
 */
export function testFixturesEnabled(env: Env): boolean {
  return env.APP_ENV === "local" && env.ENABLE_TEST_FIXTURES === "true";
}
