import { sitePages } from "../../app/domains/content/pages";
import { expectNoAxeViolations } from "./support/axe";
import { trackHydration, waitForHydration } from "./support/hydration";
import { DELIVERY_CHECK_SUBJECT, queueTestEmail, waitForMailboxRow } from "./support/mailbox";
import { expect, test } from "./support/shared-page";
import { uniqueAddress } from "./support/site";

// WCAG 2.1 AA on every page as the browser shows it after hydration. Pages behind
// sign-in are audited signed in by their own specs (account, assessment forms, admin).
for (const sitePage of sitePages.filter((candidate) => candidate.audience === "everyone")) {
  test(`${sitePage.path} has no WCAG 2.1 AA violations`, async ({ sharedPage: page }) => {
    await page.goto(sitePage.path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}

test("the not-found page has no WCAG 2.1 AA violations", async ({ sharedPage: page }) => {
  await page.goto("/no-such-page");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("the dev mailbox and a message have no WCAG 2.1 AA violations", async ({ sharedPage: page }) => {
  const to = uniqueAddress("axe");
  expect((await queueTestEmail(page.request, to)).status()).toBe(200);
  const row = await waitForMailboxRow(page, to);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // A full load (not a client-side one) waits for the e-mail's frame, so the page is audited as it
  // finally looks. The sandboxed e-mail inside may not run script, so axe audits the frame element only.
  const messagePath = await row.getByRole("link", { name: DELIVERY_CHECK_SUBJECT }).getAttribute("href");
  await page.goto(messagePath ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DELIVERY_CHECK_SUBJECT);
  await waitForHydration(page);
  await expectNoAxeViolations(page, { sandboxedFrames: true });

  // The e-mail itself, as a mail reader would open it.
  await page.goto(`${messagePath}/html`);
  await expectNoAxeViolations(page, { label: "the delivery-check e-mail" });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the open drawer has no WCAG 2.1 AA violations", async ({ page }) => {
    await trackHydration(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByLabel("Menu", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { label: "/ with the drawer open" });
  });
});
