import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { documentTitle, findSitePage } from "../../app/domains/content/pages";
import { openCopyId, saveDraft, submitForm } from "./support/assessment-fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { createSignedInUser, createUser, linkFromMail, signIn, signInWithForm, type FixtureUser } from "./support/auth";
import { trackHydration, waitForHydration } from "./support/hydration";
import { buyFor } from "./support/purchases";
import { origin, uniqueAddress } from "./support/site";

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });
const rootCauseBundle = { productId: "catharsis-root-cause", category: "depression" };

/** A paid Root Cause bundle: a guest's when no user id is given. */
const buy = (request: APIRequestContext, email: string, userId?: string) => buyFor(request, { email, id: userId }, [rootCauseBundle]);

async function openAccount(page: Page) {
  await page.goto("/account");
  await waitForHydration(page);
}

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

test("signed out, /account sends the visitor to sign in and back again", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL("/auth?redirect=%2Faccount");
});

test("a guest purchase appears in the account once an account with that e-mail is verified", async ({ page }) => {
  const email = uniqueAddress("guest-buyer");
  const password = "lanterns over the quiet bay";
  const orderId = await buy(page.request, email);

  await page.goto("/auth?tab=sign-up");
  await waitForHydration(page);
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(password);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "Account created!")).toBeVisible();
  // The link signs them in and lands on the account, where the purchase already is.
  await page.goto(await linkFromMail(page, email, "Please confirm your e-mail address", "/api/auth/verify-email"));
  await expect(page).toHaveURL("/account");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Account");
  const orders = page.getByRole("region", { name: "Orders" });
  const order = orders.getByRole("article");
  await expect(order).toHaveCount(1);
  await expect(order).toContainText("Catharsis + Root Cause Analysis (Depression)");
  await expect(order).toContainText("$29.99");
  await expect(order).toContainText("Paid");
  await expect(order).toContainText(orderId);

  const assessments = page.getByRole("region", { name: "Questionnaires" });
  await expect(assessments.getByRole("heading", { name: "Depression questionnaire" })).toBeVisible();
  await expect(assessments.getByText("Not started")).toBeVisible();
  await expect(assessments.getByRole("link", { name: "Start questionnaire (Depression questionnaire)" })).toHaveAttribute(
    "href",
    "/depression-form",
  );

  const reports = page.getByRole("region", { name: "Reports" });
  for (const title of ["Catharsis Report (Depression)", "Root Cause Analysis (Depression)"]) {
    const report = reports.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(report).toContainText("Awaiting your answers");
    await expect(report.getByRole("link", { name: /Download/ })).toHaveCount(0);
  }
  await expectNoAxeViolations(page, { label: "/account with an order" });
});

test("a purchase made signed out with an existing account's e-mail shows in that account at once", async ({ page }) => {
  const user = await createSignedInUser(page);
  // Paid as a guest (another browser, not signed in) with the account's address.
  const orderId = await buy(page.request, user.email);
  await openAccount(page);
  const order = page.getByRole("region", { name: "Orders" }).getByRole("article");
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(orderId);
  await expect(page.getByRole("region", { name: "Questionnaires" }).getByRole("link", { name: /Start questionnaire/ })).toHaveAttribute(
    "href",
    "/depression-form",
  );
});

test("the data export holds the account and its orders, and no password hash or session token", async ({ page }) => {
  const user = await createSignedInUser(page);
  const orderId = await buy(page.request, user.email, user.id);
  await openAccount(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catharsis-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, "utf8");
  const exported = JSON.parse(text) as {
    user: { id: string; email: string };
    sessions: unknown[];
    orders: { id: string; email: string; amountCents: number; status: string; lines: { productId: string; category: string }[] }[];
    formAccess: { formType: string }[];
  };
  expect(exported.user).toMatchObject({ id: user.id, email: user.email });
  expect(exported.orders).toEqual([
    expect.objectContaining({
      id: orderId,
      email: user.email,
      amountCents: 2999,
      status: "paid",
      lines: [expect.objectContaining({ productId: "catharsis-root-cause", category: "depression" })],
    }),
  ]);
  expect(exported.formAccess.map((row) => row.formType)).toEqual(["depression"]);
  expect(exported.sessions.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/"password"/i);
  expect(text).not.toMatch(/"token"/i);
  expect(text).not.toContain(user.password);
});

test("deleting the account asks for the password, removes the person and what they wrote, and keeps an anonymous order", async ({ page, browser }) => {
  const user = await createSignedInUser(page);
  const orderId = await buy(page.request, user.email, user.id);
  // A second copy, so the person has both a sent questionnaire and a draft.
  await buy(page.request, user.email, user.id);
  const submissionId = await submitForm(page, { formType: "depression", entitlementId: await openCopyId(page, "depression"), email: user.email });
  await saveDraft(page, { formType: "depression", entitlementId: await openCopyId(page, "depression"), responses: { q1: "Half a thought" } });
  await openAccount(page);
  const assessments = page.getByRole("region", { name: "Questionnaires" });
  await expect(assessments.getByText("Submitted", { exact: true })).toBeVisible();
  await expect(assessments.getByText("Draft saved", { exact: true })).toBeVisible();
  const data = page.getByRole("region", { name: "Your data" });
  const password = data.getByLabel("Your password", { exact: true });
  const deleteButton = data.getByRole("button", { name: "Delete my account" });

  await password.fill("not my password at all");
  await data.getByLabel("I understand that deleting my account cannot be undone.").check();
  await deleteButton.click();
  await expect(toast(page, "Your account was not deleted")).toBeVisible();
  await expect(data.getByText("That password is not correct. Please try again.")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();

  await password.fill(user.password);
  await data.getByLabel("I understand that deleting my account cannot be undone.").check();
  await deleteButton.click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "Your account has been deleted")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Account: sign in or create an account" })).toBeVisible();

  await page.goto("/account");
  await expect(page).toHaveURL("/auth?redirect=%2Faccount");
  const inspected = (await (await page.request.get(`/dev/fixtures/orders?orderId=${orderId}`)).json()) as {
    order: { email: string; userId: string | null; amountCents: number; status: string };
    formAccess: unknown[];
  };
  expect(inspected.order).toMatchObject({ userId: null, amountCents: 2999, status: "paid" });
  expect(inspected.order.email).toMatch(/^deleted-[0-9a-f]{16}@invalid$/);
  expect(inspected.formAccess).toEqual([]);

  await waitForHydration(page);
  await signInWithForm(page, user);
  await expect(toast(page, "Sign in failed")).toContainText("Invalid email or password");
  const again = await page.request.post("/dev/fixtures/users", { data: { email: user.email, password: user.password, signIn: false } });
  expect(again.status(), "the e-mail is free again: no user row is left").toBe(201);

  // The provider's view no longer has their answers. (Drafts belong to the user row, which is
  // gone; the integration tests check the draft rows themselves.)
  const providerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const provider = await providerContext.newPage();
  await createSignedInUser(provider, { role: "admin" });
  expect((await provider.goto(`/admin/submissions/${submissionId}`))?.status()).toBe(404);
  await provider.goto("/admin/submissions");
  await expect(provider.getByRole("heading", { level: 1 })).toHaveText("Submissions");
  await expect(provider.getByText(user.email)).toHaveCount(0);
  await providerContext.close();
});

test("after sending, the client reads and can print their own answers from /account; nobody else can open them", async ({ page, browser }) => {
  const user = await createSignedInUser(page);
  await buy(page.request, user.email, user.id);
  const submissionId = await submitForm(page, {
    formType: "depression",
    entitlementId: await openCopyId(page, "depression"),
    email: user.email,
    responses: { q1: "The evenings are the hardest since Tom died." },
  });
  await openAccount(page);
  await page.getByRole("region", { name: "Questionnaires" }).getByRole("link", { name: /Read your answers/ }).click();
  await expect(page).toHaveURL(`/account/submissions/${submissionId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Depression Assessment answers");
  await expect(page.getByText("The evenings are the hardest since Tom died.")).toBeVisible();
  await expect(page.getByText("they can no longer be changed")).toBeVisible();
  // Read-only: the answers are text, not fields to edit.
  await expect(page.locator("main textarea, main input")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expectNoAxeViolations(page, { label: "/account/submissions/:id" });

  const strangerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const stranger = await strangerContext.newPage();
  const signedOut = await stranger.goto(`/account/submissions/${submissionId}`);
  expect(new URL(signedOut!.url()).pathname).toBe("/auth");
  await createSignedInUser(stranger);
  const response = await stranger.goto(`/account/submissions/${submissionId}`);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByText("The evenings are the hardest")).toHaveCount(0);
  await strangerContext.close();
});

test("deleting asks the person to confirm they understand", async ({ page }) => {
  const user = await createSignedInUser(page);
  await openAccount(page);
  const data = page.getByRole("region", { name: "Your data" });
  await data.getByLabel("Your password", { exact: true }).fill(user.password);
  await data.getByRole("button", { name: "Delete my account" }).click();
  await expect(data.getByText("Please tick the box to confirm that you understand.")).toBeVisible();
  await openAccount(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Account");
});

async function secondDevice(page: Page, user: FixtureUser): Promise<Page> {
  const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, user);
  await otherPage.goto("/account");
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("Your Account");
  return otherPage;
}

test("changing the password keeps this device signed in and signs out the others", async ({ page }) => {
  const user = await createSignedInUser(page);
  const laptop = await secondDevice(page, user);
  await openAccount(page);
  const profile = page.getByRole("region", { name: "Profile" });

  await page.locator("#current-password").fill(user.password);
  await profile.getByLabel("New password", { exact: true }).fill("short");
  await profile.getByLabel("Type the new password again", { exact: true }).fill("short");
  await profile.getByRole("button", { name: "Change password" }).click();
  await expect(profile.getByText("Password must be at least 8 characters.")).toBeVisible();

  const newPassword = "a kettle singing on the stove";
  await page.locator("#current-password").fill(user.password);
  await profile.getByLabel("New password", { exact: true }).fill(newPassword);
  await profile.getByLabel("Type the new password again", { exact: true }).fill(newPassword);
  await profile.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "Password changed")).toBeVisible();
  await expect(page).toHaveURL("/account");
  await openAccount(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Account");

  await laptop.goto("/account");
  await expect(laptop).toHaveURL("/auth?redirect=%2Faccount");
  await laptop.context().close();
});

test("sign out everywhere ends every session, this one included", async ({ page }) => {
  const user = await createSignedInUser(page);
  const laptop = await secondDevice(page, user);
  await openAccount(page);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "Signed out everywhere")).toContainText("You have been signed out on all your devices.");
  await page.goto("/account");
  await expect(page).toHaveURL("/auth?redirect=%2Faccount");
  await laptop.goto("/account");
  await expect(laptop).toHaveURL("/auth?redirect=%2Faccount");
  await laptop.context().close();
});

test("changing the e-mail needs the password and happens only when the link sent to the new address is followed", async ({ page }) => {
  const user = await createSignedInUser(page);
  const newEmail = uniqueAddress("moved");
  await openAccount(page);
  const profile = page.getByRole("region", { name: "Profile" });
  const changeEmailPassword = page.locator("#change-email-password");

  await profile.getByLabel("New e-mail address").fill(newEmail);
  await changeEmailPassword.fill("wrong password entirely");
  await profile.getByRole("button", { name: "Change e-mail address" }).click();
  await expect(profile.getByText("That password is not correct. Please try again.")).toBeVisible();
  await expect(changeEmailPassword).toHaveAttribute("aria-invalid", "true");

  await changeEmailPassword.fill(user.password);
  await profile.getByRole("button", { name: "Change e-mail address" }).click();
  await expect(profile.getByText(`We have sent a link to ${newEmail}.`)).toBeVisible();
  await expect(profile.getByRole("status")).toHaveCount(0);
  await expect(profile.getByText(`You are signed in as ${user.email}.`)).toBeVisible();

  // The current address hears of the request, in case the session was not its owner's.
  const resetLink = await linkFromMail(page, user.email, "Your Catharsis e-mail address is being changed", "/auth/forgot-password");
  expect(resetLink).toContain("/auth/forgot-password");
  await expect(page.getByTestId("mail-text")).toContainText(`${newEmail.slice(0, 1)}***${newEmail.slice(newEmail.lastIndexOf("@"))}`);
  await expect(page.getByTestId("mail-text")).not.toContainText(newEmail);

  await page.goto(await linkFromMail(page, newEmail, "Confirm your new e-mail address", "/api/auth/verify-email"));
  await openAccount(page);
  await expect(page.getByRole("region", { name: "Profile" }).getByText(`You are signed in as ${newEmail}.`)).toBeVisible();
});

test("signed in, /account has its title, description, canonical link, noindex, and no WCAG 2.1 AA violations", async ({ page }) => {
  const user = await createUser(page.request);
  await signIn(page, user);
  await openAccount(page);
  const sitePage = findSitePage("/account")!;
  await expect(page).toHaveTitle(documentTitle(sitePage));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", sitePage.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/account`);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.heading);
  await expect(page.getByRole("region", { name: "Orders" })).toContainText("You have no orders yet.");
  await expectNoAxeViolations(page, { label: "/account, empty" });

  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByRole("button", { name: "Change e-mail address" }).click();
  await expect(profile.getByText("Please enter a valid email address")).toBeVisible();
  await expectNoAxeViolations(page, { label: "/account with field errors" });
});

test("at 320 px wide, /account and /sample-reports fit without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const user = await createSignedInUser(page);
  await buy(page.request, user.email, user.id);
  for (const path of ["/account", "/sample-reports"]) {
    await page.goto(path);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
