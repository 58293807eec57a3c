import { expect, test } from "@playwright/test";
import { formDetails } from "../../app/domains/assessments/form-details";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expectAskedToSignIn, salesFigure } from "./support/back-office";
import { buyFor } from "./support/purchases";
import { uniqueAddress } from "./support/site";

test("an admin's dashboard counts a new sale, names the current page in one navigation, passes axe and reflows at 320 px", async ({ page, browser }) => {
  const signedOut = await browser.newPage();
  await expectAskedToSignIn(signedOut, "/admin");
  await signedOut.close();

  await createSignedInUser(page, { role: "admin" });
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page).toHaveTitle("Dashboard | Catharsis");
  const ordersBefore = await salesFigure(page, "Today", "Orders");
  const revenueBefore = await salesFigure(page, "Today", "Revenue");

  await buyFor(page.request, { email: uniqueAddress("dashboard") }, [{ ...formDetails.marriage.purchase, quantity: 1 }]);
  await page.reload();
  // Other tests may buy at the same time: the sale is at least ours.
  expect(await salesFigure(page, "Today", "Orders")).toBeGreaterThan(ordersBefore);
  expect(await salesFigure(page, "Today", "Revenue")).toBeGreaterThan(revenueBefore);
  await expect(page.getByRole("img", { name: /Paid orders by day/ })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page, { label: "/admin" });

  await nav.getByRole("link", { name: /^Reports/ }).click();
  await expect(page).toHaveURL("/admin/reports");
  await expect(nav.getByRole("link", { name: /^Reports/ })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");

  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/admin");
  await page.getByText("the figures as a table").first().click();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "the dashboard scrolls sideways at 320 px").toBeLessThanOrEqual(clientWidth + 1);
});
