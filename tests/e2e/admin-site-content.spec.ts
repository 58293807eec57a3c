import { expect, test } from "@playwright/test";
import { formDetails } from "../../app/domains/assessments/form-details";
import { formReady, gateSettled } from "./support/assessments";
import { createSignedInUser, createUser, signInWithForm, totpCode } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import {
  asVisitor,
  clientFigures,
  demoFigures,
  expectNoHorizontalScroll,
  openFromInbox,
  salesFigure,
  saveFigures,
  storeContactMessage,
  submit,
  subscribe,
} from "./support/back-office";
import { trackHydration, waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/messaging";
import { buyFor } from "./support/purchases";
import { uniqueAddress } from "./support/site";

// The only spec that changes the site's figures: each test puts the demo values back when it ends,
// and they run one after the other so neither sees the other's figures.
test.describe.configure({ mode: "default", timeout: 120_000 });

test("an admin's day: signs in with a code, sees a sale on the dashboard, refunds it, answers a message, sends a newsletter, and edits a home page figure", async ({ page, browser }) => {
  const admin = await createUser(page.request, { role: "admin" });
  const visitor = await browser.newPage();
  const clientContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const client = await clientContext.newPage();
  try {
    // Password, then the code from the app.
    await trackHydration(page);
    await page.goto("/auth?redirect=%2Fadmin");
    await waitForHydration(page);
    await signInWithForm(page, admin);
    await expect(page).toHaveURL("/auth/two-factor?redirect=%2Fadmin");
    await page.getByLabel("6-digit code").fill(await totpCode(admin.totpSecret!));
    await page.getByRole("button", { name: "Verify and Sign In" }).click();
    await expect(page).toHaveURL("/admin");
    const ordersBefore = await salesFigure(page, "Today", "Orders");
    const revenueBefore = await salesFigure(page, "Today", "Revenue");

    // A client buys the Depression form in the sandbox; the dashboard counts it.
    const buyer = await createSignedInUser(client);
    const orderId = await buyFor(client.request, buyer, [{ ...formDetails.depression.purchase, quantity: 1 }]);
    await client.goto(formDetails.depression.path);
    await formReady(client);
    await page.reload();
    expect(await salesFigure(page, "Today", "Orders")).toBeGreaterThan(ordersBefore);
    expect(await salesFigure(page, "Today", "Revenue")).toBeGreaterThanOrEqual(revenueBefore + 1499);

    // The refund closes the form again.
    await page.goto(`/admin/orders/${orderId}`);
    const refund = page.getByRole("region", { name: "Refund" });
    await refund.getByLabel("I understand: refund $14.99 and close what this order opened.").check();
    await refund.getByRole("button", { name: "Refund $14.99" }).click();
    await expect(page.getByRole("main").locator("dt", { hasText: /^Status$/ }).locator("xpath=following-sibling::dd[1]")).toHaveText("Refunded");
    await client.goto(formDetails.depression.path);
    await gateSettled(client);
    await expect(client.getByRole("heading", { level: 1, name: "Access Required" })).toBeVisible();

    // A reply to a contact message reaches the visitor's inbox.
    const asker = uniqueAddress("day-asker");
    const question = `Where is my report? ${Math.random().toString(36).slice(2, 8)}`;
    await storeContactMessage(visitor.request, { name: "Margaret Ellis", email: asker, subject: question, message: "I sent my answers yesterday." });
    await openFromInbox(page, question);
    await page.getByLabel("Your reply").fill("It is with our reviewer and will reach you this afternoon.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("main").getByText("Reply sent. It is on its way by e-mail and kept with the message.")).toBeVisible();
    expect((await waitForMail(visitor, asker, "A reply to your message to Catharsis")).text).toContain("will reach you this afternoon.");

    // A newsletter: a test to herself, then the issue to the two confirmed subscribers and not the pending one.
    const confirmed = [uniqueAddress("day-reader-a"), uniqueAddress("day-reader-b")];
    const pending = uniqueAddress("day-pending");
    for (const email of confirmed) await subscribe(visitor, email, true);
    await subscribe(visitor, pending, false);
    await page.goto("/admin/newsletter/issues/new");
    const subject = `Notes for the darker evenings ${Math.random().toString(36).slice(2, 8)}`;
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Issue", { exact: true }).fill("A short guide to writing a letter to someone you have lost.");
    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
    expect((await waitForMail(visitor, admin.email, `[Test] ${subject}`)).text).toContain("This is a test copy, sent only to you.");
    await page.goto(new URL(page.url()).pathname);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ }).click();
    await expect(page.getByRole("main").getByText(/^Issue on its way\./)).toBeVisible();
    for (const email of confirmed) expect((await waitForMail(visitor, email, subject)).text).toContain("a letter to someone you have lost.");
    await visitor.goto("/dev/mailbox");
    await expect(visitor.getByRole("row").filter({ has: visitor.getByRole("cell", { name: pending, exact: true }) }).getByRole("link", { name: subject })).toHaveCount(0);

    // A figure edited in the back office is on the home page at once.
    await page.goto("/admin/site");
    await waitForHydration(page);
    await saveFigures(page, { clientsServed: "730" });
    await expect(page.getByText("Figures saved").first()).toBeVisible();
    await asVisitor(browser, "/", async (home) => {
      await expect(clientFigures(home).getByText("730+", { exact: true })).toBeVisible();
    });
  } finally {
    await page.goto("/admin/site");
    await saveFigures(page, demoFigures);
    await clientContext.close();
    await visitor.close();
  }
});

test("an admin edits the home page's figures and testimonials, and a signed-out visitor sees each change at once", async ({ page, browser }) => {
  const storyName = `Test S${Math.random().toString(36).slice(2, 6)}.`;
  await asVisitor(browser, "/", async (visitor) => {
    for (const value of ["500+", "4.9/5", "87%"]) await expect(clientFigures(visitor).getByText(value, { exact: true })).toBeVisible();
    await expect(clientFigures(visitor)).toContainText("of clients say their report saved them 1-2 therapy sessions");
  });

  await trackHydration(page);
  await createSignedInUser(page, { role: "admin" });
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Site content" }).click();
  await expect(page).toHaveURL("/admin/site");
  await expect(page).toHaveTitle("Site claims and testimonials | Catharsis");
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Site content" })).toHaveAttribute("aria-current", "page");
  await waitForHydration(page);
  await expectNoAxeViolations(page, { label: "/admin/site" });

  try {
    // A rating out of range is refused beside its box, with what was typed kept.
    await saveFigures(page, { averageRating: "6.2" });
    const rating = page.getByLabel("Average rating");
    await expect(rating).toHaveValue("6.2");
    await expect(rating).toHaveAttribute("aria-invalid", "true");
    await expect(rating).toHaveAccessibleDescription(/Enter a rating from 1\.0 to 5\.0/);
    await expectNoAxeViolations(page, { label: "/admin/site with a refused figure" });

    await saveFigures(page, { clientsServed: "640", averageRating: "4.9" });
    await expect(page.getByText("Figures saved").first()).toBeVisible();
    await asVisitor(browser, "/", async (visitor) => {
      await expect(clientFigures(visitor).getByText("640+", { exact: true })).toBeVisible();
    });

    // An emptied figure leaves the home page entirely, label and all.
    await saveFigures(page, { averageRating: "" });
    await expect(page.getByText("Figures saved").first()).toBeVisible();
    await asVisitor(browser, "/", async (visitor) => {
      await expect(clientFigures(visitor).getByText("640+", { exact: true })).toBeVisible();
      await expect(clientFigures(visitor)).not.toContainText("4.9/5");
      await expect(clientFigures(visitor)).not.toContainText("average rating");
    });

    // An order id that is no paid order is refused; without one the story is illustrative.
    const add = page.getByRole("region", { name: "Add a testimonial" });
    await add.getByLabel("Testimonial").fill("The questions let me say what I had kept to myself for years.");
    await add.getByLabel("Name as shown").fill(storyName);
    await add.getByLabel("Order id (optional)").fill("ord_not_a_real_order");
    await submit(page, add.getByRole("button", { name: "Add testimonial" }));
    await expect(add.getByLabel("Order id (optional)")).toHaveAccessibleDescription(/No paid order has this id/);
    await expect(add.getByLabel("Name as shown")).toHaveValue(storyName);
    await add.getByLabel("Order id (optional)").fill("");
    await submit(page, add.getByRole("button", { name: "Add testimonial" }));
    await expect(page.getByText("Testimonial added")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: storyName })).toContainText("illustrative: no badge");

    await asVisitor(browser, "/testimonials", async (visitor) => {
      const story = visitor.getByRole("main").getByRole("figure").filter({ hasText: storyName });
      await expect(story).toBeVisible();
      await expect(story).not.toContainText("Verified Customer");
    });

    await page.setViewportSize({ width: 640, height: 900 });
    await expectNoHorizontalScroll(page);

    // Its own page, reached by keyboard from the list, opens with what was saved.
    const edit = page.getByRole("link", { name: `Edit ${storyName}` });
    await edit.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/site\/testimonials\/[^/]+$/);
    await expect(page.getByLabel("Name as shown")).toHaveValue(storyName);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, { label: "/admin/site/testimonials/:id at 640 px" });
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin/site");
    await saveFigures(page, demoFigures);
    await expect(page.getByText("Figures saved").first()).toBeVisible();
    const remove = page.getByRole("button", { name: `Remove ${storyName}` });
    if ((await remove.count()) > 0) {
      await submit(page, remove);
      await expect(page.getByText("Testimonial removed")).toBeVisible();
    }
  }
  await asVisitor(browser, "/", async (visitor) => {
    await expect(clientFigures(visitor).getByText("4.9/5", { exact: true })).toBeVisible();
  });
});
