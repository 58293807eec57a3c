import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createUser, defaultPassword, linkFromMail, signIn, signInWithForm, signOut } from "./support/auth";
import { expectToastCoversNothing } from "./support/cart";
import { trackHydration, waitForHydration } from "./support/hydration";
import { uniqueAddress } from "./support/site";

const header = (page: Page) => page.getByRole("banner");
const signedOutIcon = (page: Page) => header(page).getByRole("link", { name: "Account: sign in or create an account" });
const signedInEmail = (page: Page) => page.getByTestId("signed-in-email");
const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

async function openAuth(page: Page, path = "/auth") {
  await page.goto(path);
  await waitForHydration(page);
}

/** Holds the form's request until `release` is called, so the busy label can be seen. */
async function holdAuthPost(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/auth"),
    async (route) => {
      if (route.request().method() === "POST") await released;
      await route.continue();
    },
  );
  return () => release();
}

test("sign-up sends a verification e-mail; its link signs the user in once; later sign-in welcomes the user back", async ({ page }) => {
  const email = uniqueAddress("signup");
  const password = "morning tea by the window";
  await openAuth(page, "/auth");

  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(password);
  const release = await holdAuthPost(page);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(signUp.getByRole("button", { name: "Creating account..." })).toBeDisabled();
  release();
  await expect(toast(page, "Account created!")).toContainText("Please check your email to verify your account.");
  await page.unrouteAll();

  // Not verified yet: sign-in is refused and the server says why.
  await page.getByRole("tab", { name: "Sign In" }).click();
  await signInWithForm(page, { email, password });
  await expect(toast(page, "Sign in failed")).toContainText("verify your email");

  // The link signs the person in and takes them to their account.
  const link = await linkFromMail(page, email, "Please confirm your e-mail address", "/api/auth/verify-email");
  await page.goto(link);
  await expect(page).toHaveURL("/account");
  await expect(toast(page, "Thank you: your email address is confirmed.")).toContainText("You are signed in.");
  await expect(signedInEmail(page)).toHaveText(email);
  // Used again, it signs nobody in: it only says the address is confirmed.
  await signOut(page);
  await expect(signedOutIcon(page)).toBeVisible();
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByRole("main").getByText("email address is confirmed")).toBeVisible();

  await waitForHydration(page);
  const signInPanel = page.getByRole("tabpanel", { name: "Sign In" });
  await signInPanel.getByLabel("Email").fill(email);
  await signInPanel.getByLabel("Password", { exact: true }).fill(password);
  const releaseSignIn = await holdAuthPost(page);
  await signInPanel.getByRole("button", { name: "Sign In" }).click();
  await expect(signInPanel.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  releaseSignIn();

  await expect(page).toHaveURL("/");
  await expect(toast(page, "Welcome back!")).toContainText("You have successfully signed in.");
  await expect(signedInEmail(page)).toHaveText(email);
  await expect(header(page).getByRole("link", { name: "My account", exact: true })).toHaveAttribute("href", "/account");
  await expect(header(page).getByRole("link", { name: "My account", exact: true })).toHaveText("My account");
  await expect(header(page).getByRole("button", { name: "Sign out", exact: true })).toHaveText("Sign out");
});

test("a wrong password is refused with the server's message", async ({ page }) => {
  const user = await createUser(page.request);
  await openAuth(page);
  await signInWithForm(page, { email: user.email, password: "not the right password" });
  await expect(toast(page, "Sign in failed")).toContainText("Invalid email or password.");
  // The same offer as for an unknown address: the page never tells which addresses have accounts.
  await expect(page.getByRole("link", { name: "Create an account with this e-mail" })).toBeVisible();
  // The toast announces; the page keeps the words beside the fields, not as a second live region.
  await expect(page.getByRole("main").getByText("Invalid email or password.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("tabpanel", { name: "Sign In" }).getByLabel("Email")).toHaveAccessibleDescription("Invalid email or password.");
  await expect(signedOutIcon(page)).toBeVisible();
});

test("on a phone, the sign-in toast covers neither field nor the button, and the text typed stays", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createUser(page.request);
  await openAuth(page);
  await signInWithForm(page, { email: user.email, password: "not the right password" });
  await expectToastCoversNothing(page, "Sign in failed");
  await expect(page.getByRole("tabpanel", { name: "Sign In" }).getByLabel("Email")).toHaveValue(user.email);
});

test("an unknown e-mail gets the same answer as a wrong password, with a way to sign up with the address typed", async ({ page }) => {
  const email = uniqueAddress("nobody");
  await openAuth(page);
  await signInWithForm(page, { email, password: defaultPassword });
  await expect(toast(page, "Sign in failed")).toContainText("Invalid email or password.");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await expect(signIn.getByText("No account with this e-mail yet?")).toBeVisible();
  await signIn.getByRole("link", { name: "Create an account with this e-mail" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await expect(signUp.getByLabel("Email")).toHaveValue(email);
  await expect(signUp.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("a common password is refused at sign-up with a reason", async ({ page }) => {
  await openAuth(page, "/auth?tab=sign-up");
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Email").fill(uniqueAddress("weak"));
  await signUp.getByLabel("Password", { exact: true }).fill("password123");
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "Sign up failed")).toContainText("most commonly used");
});

test("forgot password: the e-mailed link sets a new password that then signs in", async ({ page }) => {
  const user = await createUser(page.request);
  await openAuth(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/auth/forgot-password");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("main").getByText("If an account exists for that address")).toBeVisible();

  const link = await linkFromMail(page, user.email, "Set a new password for Catharsis", "/auth/reset-password?token=");
  await page.goto(link);
  await waitForHydration(page);
  const newPassword = "a new lighthouse keeper";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page).toHaveURL("/auth?reset=1");
  await expect(toast(page, "Password changed")).toBeVisible();

  await signInWithForm(page, { email: user.email, password: user.password });
  await expect(toast(page, "Sign in failed")).toContainText("Invalid email or password.");
  await signInWithForm(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL("/");
  await expect(signedInEmail(page)).toHaveText(user.email);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel("New password", { exact: true }).fill("yet another quiet evening");
  await page.getByLabel("Confirm new password", { exact: true }).fill("yet another quiet evening");
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page.getByRole("main").getByText("expired or has already been used")).toBeVisible();
});

test("forgot password answers the same for an address without an account", async ({ page }) => {
  await openAuth(page, "/auth/forgot-password");
  await page.getByLabel("Email").fill(uniqueAddress("nobody"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("main").getByText("If an account exists for that address")).toBeVisible();
});

test("signing out in one tab shows in the other, and signing in does too", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await trackHydration(context);
  const user = await createUser(first.request);
  await signIn(first, user);
  for (const page of [first, second]) {
    await page.goto("/pricing");
    await waitForHydration(page);
    await expect(signedInEmail(page)).toHaveText(user.email);
  }

  await header(first).getByRole("button", { name: "Sign out" }).click();
  await expect(first).toHaveURL("/");
  await expect(toast(first, "Signed out")).toContainText("You have been successfully signed out.");
  await expect(signedOutIcon(first)).toBeVisible();
  await expect(signedOutIcon(second)).toBeVisible();
  await expect(signedInEmail(second)).toBeHidden();

  await openAuth(first);
  await signInWithForm(first, user);
  await expect(first).toHaveURL("/");
  await expect(signedInEmail(second)).toHaveText(user.email);
});

test("a sign-in form posted from another site is refused", async ({ request }) => {
  const user = await createUser(request);
  const form = { intent: "sign-in", email: user.email, password: user.password };
  const refused = await request.post("/auth", { form, headers: { Origin: "https://evil.example.net" }, maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect(refused.headers()["set-cookie"] ?? "").not.toContain("session_token");
  const accepted = await request.post("/auth", { form, maxRedirects: 0 });
  expect(accepted.status()).toBe(302);
  expect(accepted.headers()["set-cookie"]).toContain("catharsis.session_token=");
});

test("a signed-in visitor to /auth is sent home", async ({ page }) => {
  const user = await createUser(page.request);
  await signIn(page, user);
  await page.goto("/auth");
  await expect(page).toHaveURL("/");
  await expect(signedInEmail(page)).toHaveText(user.email);
});

test("after sign-in, ?redirect returns to a page of this site and nowhere else", async ({ page }) => {
  const user = await createUser(page.request);
  await openAuth(page, "/auth?redirect=%2Fpricing%3Fview%3Dbundles");
  await signInWithForm(page, user);
  await expect(page).toHaveURL("/pricing?view=bundles");

  await page.context().clearCookies();
  await openAuth(page, "/auth?redirect=%2F%2Fevil.example.net%2F");
  await signInWithForm(page, user);
  await expect(page).toHaveURL("/");

  // Normalises to "//evil.example.net": still refused.
  await page.goto("/auth?redirect=%2F.%2F%2Fevil.example.net");
  await expect(page).toHaveURL("/");
});

test("sign-in, sign-out and sign-up work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const user = await createUser(page.request);
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(user.email);
  await panel.getByLabel("Password", { exact: true }).fill("wrong password here");
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(panel.getByText("Invalid email or password.")).toBeVisible();

  await panel.getByLabel("Password", { exact: true }).fill(user.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
  await expect(signedInEmail(page)).toHaveText(user.email);

  await header(page).getByRole("button", { name: "Sign out" }).click();
  await expect(signedOutIcon(page)).toBeVisible();

  // Sign-up too: the link opens the other tab, and the outcome is written in the page.
  await page.goto("/auth");
  await page.getByRole("main").getByRole("link", { name: "Create an account", exact: true }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Email").fill(uniqueAddress("nojs"));
  await signUp.getByLabel("Password", { exact: true }).fill("evening walks by the sea");
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(signUp.getByText("Account created! Please check your email to verify your account.")).toBeVisible();
  await context.close();
});

test("signed in on a small screen, the drawer shows who is signed in with the account link and sign-out", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const user = await createUser(page.request);
  await signIn(page, user);
  await page.goto("/");
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(header(page).getByRole("link", { name: "My account", exact: true })).toHaveText("My account");
  await header(page).getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByLabel("Menu", { exact: true });
  await expect(drawer.getByText(user.email)).toBeVisible();
  await expect(drawer.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/account");
  await expectNoAxeViolations(page, { label: "signed-in drawer at 320 px" });
  await drawer.getByRole("button", { name: "Sign out" }).click();
  await expect(toast(page, "Signed out")).toBeVisible();
  await expect(signedOutIcon(page)).toBeVisible();
});

test("on a phone and a tablet the header says My account and Sign out in words", async ({ page }) => {
  const user = await createUser(page.request);
  await signIn(page, user);
  for (const [width, signOutInRow] of [[390, false], [768, true]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const account = header(page).getByRole("link", { name: "My account", exact: true });
    await expect(account).toHaveText("My account");
    await expect(account).toBeInViewport({ ratio: 1 });
    await expect(header(page).getByRole("button", { name: "Sign out", exact: true })).toHaveCount(signOutInRow ? 1 : 0);
    if (signOutInRow) await expect(header(page).getByRole("button", { name: "Sign out", exact: true })).toHaveText("Sign out");
  }
  // Keyboard: the account link is reached by Tab and opens /account with Enter.
  const account = header(page).getByRole("link", { name: "My account", exact: true });
  await account.focus();
  await expect(account).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/account");
});

test("from 1024 px the header shows who is signed in, with My account and Sign out in words, under a single row", async ({ page }) => {
  const user = await createUser(page.request);
  await signIn(page, user);
  for (const width of [1024, 1180, 1280, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const line = page.getByTestId("signed-in-email-line");
    await expect(line.getByText(`Signed in as ${user.email}`)).toBeVisible();
    await expect(signedInEmail(page)).toHaveText(user.email);
    await expect(line.getByRole("link", { name: "My account", exact: true })).toHaveText("My account");
    await expect(line.getByRole("button", { name: "Sign out", exact: true })).toHaveText("Sign out");
    await expect(line).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const logo = await header(page).getByRole("link", { name: "Catharsis" }).boundingBox();
    const start = await header(page).getByRole("link", { name: "Start Today" }).boundingBox();
    expect(start!.x + start!.width).toBeLessThanOrEqual(width);
    expect(Math.abs(start!.y + start!.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(8);
  }
});

test("the signed-in header passes axe and its pages are private to the user", async ({ page }) => {
  const user = await createUser(page.request);
  await signIn(page, user);
  const response = await page.goto("/pricing");
  expect(response?.headers()["cache-control"]).toBe("private, no-cache");
  await expect(signedInEmail(page)).toHaveText(user.email);
  await expectNoAxeViolations(page, { label: "/pricing signed in" });
  // The bar's tightest width: every link plus the account controls still fit.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(header(page).getByRole("link", { name: "Start Today" })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});

test("the sign-in, forgot-password and reset-password pages pass axe", async ({ page }) => {
  for (const path of ["/auth", "/auth?tab=sign-up", "/auth/forgot-password", "/auth/reset-password?token=example"]) {
    await openAuth(page, path);
    await expectNoAxeViolations(page, { label: path });
  }
  // With an error shown, too.
  await openAuth(page);
  await signInWithForm(page, { email: uniqueAddress("nobody"), password: "not a real password" });
  await expect(page.getByRole("main").getByText("Invalid email or password.")).toBeVisible();
  // Audit the toast once it has faded in, not mid-animation.
  await expect(toast(page, "Sign in failed")).toHaveCSS("opacity", "1");
  await expectNoAxeViolations(page, { label: "/auth with an error" });
});
