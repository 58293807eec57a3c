import { z } from "zod";
import { getEnv, type Env } from "./env.server";

/**
 * Whether the /dev/fixtures endpoints (users, orders, reminders and contact
 * messages made for end-to-end tests) answer. Only in local mode with the
 * flag set; a 404 otherwise.
 */
export function testFixturesEnabled(env: Env): boolean {
  return env.APP_ENV === "local" && env.ENABLE_TEST_FIXTURES === "true";
}

/** The same 404 as an address that does not exist: fixtures switched off, or a GET where a fixture has none. */
export function fixtureNotFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/**
 * A fixture's JSON body, checked by its schema: 404 unless fixtures are on,
 * and a 400 naming what is wrong when the body does not fit.
 */
export async function fixtureInput<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.infer<Schema>> {
  if (!testFixturesEnabled(getEnv())) fixtureNotFound();
  const parsed = schema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) throw Response.json({ error: z.prettifyError(parsed.error) }, { status: 400 });
  return parsed.data;
}
