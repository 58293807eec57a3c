import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as EnvModule from "./env.server";
import type { Env } from "./env.server";
import { fixtureInput } from "./test-fixtures.server";

const env = vi.hoisted(() => ({ overrides: {} as Partial<Env> }));
vi.mock("./env.server", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, getEnv: () => ({ ...actual.parseEnv({}), ...env.overrides }) };
});
afterEach(() => {
  env.overrides = {};
});

const schema = z.object({ email: z.email(), days: z.number().int() });
const post = (body: string) => new Request("http://localhost:3000/dev/fixtures/x", { method: "POST", body });
const thrownBy = (run: () => Promise<unknown>) => run().then(() => null, (thrown: unknown) => thrown as Response);

describe("fixtureInput", () => {
  it("answers 404 unless test fixtures are on in local mode, whatever the body", async () => {
    for (const overrides of [{ APP_ENV: "local", ENABLE_TEST_FIXTURES: "false" }, { APP_ENV: "production", ENABLE_TEST_FIXTURES: "true" }] as const) {
      env.overrides = overrides;
      expect((await thrownBy(() => fixtureInput(post('{"email":"a@example.com","days":1}'), schema)))?.status).toBe(404);
    }
  });

  it("answers 400 naming the field for a body that does not fit, or is not JSON, and gives back a good one", async () => {
    env.overrides = { APP_ENV: "local", ENABLE_TEST_FIXTURES: "true" };
    const refused = await thrownBy(() => fixtureInput(post('{"email":"not an address","days":1}'), schema));
    expect(refused?.status).toBe(400);
    expect(((await refused!.json()) as { error: string }).error).toContain("email");
    expect((await thrownBy(() => fixtureInput(post("{not json"), schema)))?.status).toBe(400);
    await expect(fixtureInput(post('{"email":"a@example.com","days":2}'), schema)).resolves.toEqual({ email: "a@example.com", days: 2 });
  });
});
