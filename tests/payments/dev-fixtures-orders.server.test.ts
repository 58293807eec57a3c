import { afterEach, describe, expect, it, vi } from "vitest";
import { setUpPaymentsDatabase } from "./payments-harness";
import type * as EnvModule from "~/config/env.server";
import type { Env } from "~/config/env.server";
import { loader, action } from "~/routes/dev/fixtures-orders";

// The environment is read once per process; each test here sets its own.
const env = vi.hoisted(() => ({ overrides: {} as Partial<Env> }));
vi.mock("~/config/env.server", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, getEnv: () => ({ ...actual.parseEnv({}), ...env.overrides }) };
});

setUpPaymentsDatabase();
afterEach(() => {
  env.overrides = {};
});

const url = "http://localhost:3000/dev/fixtures/orders";
const order = { email: "fixture@example.com", items: [{ productId: "enneagram-report", category: null, quantity: 1 }] };

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    const result = await call();
    if (result instanceof Response) return result.status;
    return (result as { init?: ResponseInit | null }).init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const get = () => statusOf(() => loader({ request: new Request(url), params: {}, context: {} } as never));
const post = () =>
  statusOf(() => action({ request: new Request(url, { method: "POST", body: JSON.stringify(order) }), params: {}, context: {} } as never));

describe("order fixtures (/dev/fixtures/orders)", () => {
  it("answer 404 to GET and POST when test fixtures are off", async () => {
    env.overrides = { APP_ENV: "local", ENABLE_TEST_FIXTURES: "false" };
    expect(await get()).toBe(404);
    expect(await post()).toBe(404);
  });

  it("answer 404 in production even with the flag on", async () => {
    env.overrides = { APP_ENV: "production", ENABLE_TEST_FIXTURES: "true" };
    expect(await get()).toBe(404);
    expect(await post()).toBe(404);
  });

  it("answer locally with the flag on", async () => {
    env.overrides = { APP_ENV: "local", ENABLE_TEST_FIXTURES: "true" };
    expect(await get()).toBe(200);
    expect(await post()).toBe(201);
  });
});
