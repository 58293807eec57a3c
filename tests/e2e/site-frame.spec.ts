import type { Page } from "@playwright/test";
import { documentTitle, sitePages } from "../../app/domains/content/pages";
import { waitForHydration } from "./support/hydration";
import { collectErrors, expect, test } from "./support/shared-page";
import { mainNavigation, mainNavigationLabels, origin } from "./support/site";
import { expectAskedToSignIn } from "./support/back-office";

/** The header, banner and footer every page shares (desktop width, default configuration). */
async function expectSiteFrame(page: Page) {
  await expect(page.getByRole("note")).toHaveText("Demo store: payments are simulated");

  const header = page.getByRole("banner");
  const mainNav = header.getByRole("navigation", { name: "Main", exact: true });
  await expect(mainNav).toBeVisible();
  const navLinks = mainNav.getByRole("link");
  await expect(navLinks).toHaveText(mainNavigationLabels);
  expect(await navLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    mainNavigation.map(([, href]) => href),
  );
  await expect(header.getByRole("link", { name: "Start Today", exact: true })).toHaveAttribute("href", "/pricing");
  await expect(header.getByRole("link", { name: "Account: sign in or create an account" })).toHaveAttribute("href", "/auth");
  await expect(header.getByRole("link", { name: "Cart", exact: true })).toHaveAttribute("href", "/cart");

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Services", "Resources", "Support"]);
  // The year is the current one, not the year the spec was written.
  await expect(footer.getByText(`© ${new Date().getUTCFullYear()} Catharsis. All rights reserved.`, { exact: true })).toBeVisible();
  const legalLinks = [["Privacy", "/privacy"], ["Terms", "/terms"], ["Accessibility", "/accessibility"]] as const;
  for (const [name, href] of legalLinks) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const newsletter = footer.getByRole("textbox", { name: "Gentle updates, now and then" });
  await expect(newsletter).toHaveAttribute("type", "email");
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();

  await expect(footer.getByRole("link", { name: "support@example.com", exact: true })).toHaveAttribute(
    "href",
    "mailto:support@example.com",
  );
  await expect(footer.getByRole("link", { name: "+1 (555) 010-0142", exact: true })).toHaveAttribute("href", "tel:+15550100142");

  // Only the networks configured for the test server (Facebook, YouTube) get a link.
  await expect(footer.getByRole("link", { name: "Catharsis on Facebook" })).toHaveAttribute(
    "href",
    "https://facebook.example.com/catharsis",
  );
  await expect(footer.getByRole("link", { name: "Catharsis on YouTube" })).toHaveAttribute(
    "href",
    "https://youtube.example.com/catharsis",
  );
  await expect(footer.getByRole("link", { name: /Instagram|LinkedIn/ })).toHaveCount(0);
}

// Pages behind sign-in are checked signed in by their own specs (account, assessment forms, admin).
for (const sitePage of sitePages.filter((candidate) => candidate.audience === "everyone")) {
  test(`${sitePage.path} answers with its title, description, canonical link and the site frame`, async ({ sharedPage: page }) => {
    const { errors, stop } = collectErrors(page);
    const response = await page.goto(sitePage.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    // Visited without a session to verify, the success page's title and heading say that verification failed.
    const unverified = sitePage.path === "/checkout/success";
    await expect(page).toHaveTitle(unverified ? "Verification failed | Catharsis" : documentTitle(sitePage));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", sitePage.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${sitePage.path}`);
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(sitePage.indexable ? 0 : 1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unverified ? "Verification failed" : sitePage.heading);
    await expectSiteFrame(page);

    // Hydration mismatches and script failures surface as console errors.
    stop();
    expect(errors).toEqual([]);
  });
}

test("pages behind sign-in send a signed-out visitor to /auth and back, the back office's too (ADR 0064)", async ({ page }) => {
  for (const sitePage of sitePages.filter((candidate) => candidate.audience === "signed-in")) {
    await page.goto(sitePage.path);
    await expect(page, sitePage.path).toHaveURL(`/auth?redirect=${encodeURIComponent(sitePage.path)}`);
  }
  // The code page is only for someone who has just given the right password (admin-roles checks it then).
  for (const sitePage of sitePages.filter((candidate) => candidate.audience === "signing-in")) {
    await page.goto(`${sitePage.path}?redirect=%2Faccount`);
    await expect(page, sitePage.path).toHaveURL("/auth?redirect=%2Faccount");
  }
  // A signed-in client still gets 404 there (admin-roles.spec.ts); a signed-out visitor may be staff.
  for (const sitePage of sitePages.filter((candidate) => candidate.audience === "admin")) await expectAskedToSignIn(page, sitePage.path);
});
