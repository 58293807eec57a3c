import { expect, test } from "@playwright/test";
import { benchTwoServers } from "../../scripts/bench-two-servers";

// Runs only with TEST_DATABASE_URL (playwright.config.ts): two processes cannot share the embedded database.
// Ports of its own: server-process.spec.ts takes 3111–3113, and the two files may run at once on two workers.
test.describe.configure({ timeout: 180_000 });

test("two servers on one PostgreSQL: a checkout opened on one is paid and confirmed on the other, drafts saved on both keep the last, and each receipt is sent once", async () => {
  const result = await benchTwoServers([3115, 3116], process.env.TEST_DATABASE_URL ?? "", "x-two-server-client", 12);
  expect(result).toEqual({ checkouts: 12, confirmedOnOther: 12, draftKept: true, receipts: 12, duplicated: 0, missing: 0 });
});
