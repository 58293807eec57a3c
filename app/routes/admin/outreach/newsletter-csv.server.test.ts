import { afterEach, describe, expect, it, vi } from "vitest";
import { signInCookie } from "../../../../tests/integration/auth-testbed";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { saveStaffTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { loader as csvLoader } from "./newsletter-subscribers-csv";

/** The subscriber list's file is named by the day it is in the staff zone (ADR 0072), not the UTC day. */
setUpTestDatabase({ dataDir: "newsletter-csv", queue: { work: false } });

const PASSWORD = "a long passphrase for the newsletter export";

async function fileNameAt(moment: Date, cookie: string): Promise<string | null> {
  // Only the clock is stopped: the database and the session keep their own timers.
  vi.useFakeTimers({ toFake: ["Date"], now: moment });
  const request = new Request("http://localhost:3000/admin/newsletter/subscribers.csv", { headers: { Cookie: cookie } });
  const response = (await csvLoader({ request, params: {}, context: {} } as never)) as Response;
  vi.useRealTimers();
  await response.body?.cancel();
  return response.headers.get("Content-Disposition");
}

afterEach(() => {
  vi.useRealTimers();
});

describe(`the newsletter CSV's file name (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("carries the staff zone's day: half past three in the morning UTC is still the evening before in New York", async () => {
    await createUserDirectly({ email: "csv.admin@example.com", password: PASSWORD, verified: true, role: "admin" });
    const cookie = await signInCookie("csv.admin@example.com", PASSWORD);
    // Today, so the session signed in a moment ago is still good at the clock's moment.
    const today = new Date().toISOString().slice(0, 10);
    const early = new Date(`${today}T03:30:00Z`);
    const dayBefore = new Date(early.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

    expect(await fileNameAt(early, cookie)).toBe(`attachment; filename="catharsis-newsletter-all-${dayBefore}.csv"`);
    await saveStaffTimeZone("Europe/London");
    expect(await fileNameAt(early, cookie)).toBe(`attachment; filename="catharsis-newsletter-all-${today}.csv"`);
  });
});
