import { beforeAll, describe, expect, it } from "vitest";
import { action } from "~/routes/dev/fixtures-users";
import { setUpAuthTestbed } from "./auth-testbed";

beforeAll(() => {
  delete process.env.ENABLE_TEST_FIXTURES;
});
setUpAuthTestbed();

describe("user fixtures", () => {
  it("do not exist unless test fixtures are switched on", async () => {
    const request = new Request("http://localhost:3000/dev/fixtures/users", {
      method: "POST",
      body: JSON.stringify({ email: "fixture@example.com", password: "a long fixture password", role: "admin" }),
    });
    const thrown = await action({ request, params: {}, context: {} } as never).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
