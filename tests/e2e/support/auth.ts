import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { mailboxRow } from "./mailbox";
import { uniqueAddress } from "./site";
import type { UserRole } from "../../../app/shared/staff/staff-access";

export type FixtureUser = {
  id: string;
  email: string;
  password: string;
  role: UserRole;
  /** Staff set up with a second factor: the secret their authenticator app would hold. */
  totpSecret?: string;
};

type UserOptions = {
  email?: string;
  /** Long and uncommon, so the password policy accepts it. */
  password?: string;
  /** Default true: the user can sign in at once. */
  verified?: boolean;
  role?: UserRole;
  /** Staff only; default true: the second factor is set up, as after the set-up page. */
  twoFactor?: boolean;
};

export const defaultPassword = "quiet harbour lanterns 42";

/**
 * Makes a user through the test fixture endpoint (no sign-up e-mail). Pass
 * `page.request` to share cookies with a page, or the `request` fixture.
 */
export async function createUser(request: APIRequestContext, options: UserOptions = {}): Promise<FixtureUser> {
  const email = options.email ?? uniqueAddress("user");
  const password = options.password ?? defaultPassword;
  const response = await request.post("/dev/fixtures/users", {
    data: { email, password, verified: options.verified ?? true, role: options.role ?? "client", twoFactor: options.twoFactor },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string; role: UserRole; totpSecret?: string | null };
  return { id: body.id, email, password, role: body.role, totpSecret: body.totpSecret ?? undefined };
}

/**
 * Signs the page's browser context in (creating the user when it does not
 * exist yet) without using up the sign-in form's rate limit: the session
 * cookie lands in the context, so the next navigation is signed in.
 */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  const response = await page.request.post("/dev/fixtures/users", {
    data: { email: user.email, password: user.password, signIn: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new verified user, signed in in the page's context. */
export async function createSignedInUser(page: Page, options: UserOptions = {}): Promise<FixtureUser> {
  const user = await createUser(page.request, options);
  await signIn(page, user);
  return user;
}

/**
 * Signs in through the real /auth form, as a person would. Opens /auth first
 * unless the page is already on it; a test that needs the toasts should wait
 * for hydration (support/hydration.ts) before calling this.
 */
export async function signInWithForm(page: Page, user: { email: string; password: string }): Promise<void> {
  if (new URL(page.url()).pathname !== "/auth") await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(user.email);
  await panel.getByLabel("Password", { exact: true }).fill(user.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Signs out through the header's button, and waits until the header says so:
 * a navigation started before the sign-out finished would be overtaken by it.
 */
export async function signOut(page: Page): Promise<void> {
  const button = page.getByRole("banner").getByRole("button", { name: "Sign out" });
  await button.first().click();
  await expect(button).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Waits for the newest e-mail to `to` with this subject in the dev mailbox
 * (several may have gone to one address, e.g. a second verification link) and
 * returns the first link in its text that contains `linkPart`.
 */
export async function linkFromMail(page: Page, to: string, subject: string, linkPart: string): Promise<string> {
  // The mailbox lists the newest message first.
  const message = mailboxRow(page, to).getByRole("link", { name: subject }).first();
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(message).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [500], timeout: 15_000 });
  await message.click();
  const text = (await page.getByTestId("mail-text").textContent()) ?? "";
  const link = text.match(/https?:\/\/[^\s\]"<>)]+/g)?.find((candidate) => candidate.includes(linkPart));
  expect(link, `a ${linkPart} link in: ${text}`).toBeDefined();
  return link!.replace(/&amp;/g, "&");
}

/** The code an authenticator app holding this secret shows now (Better Auth's own TOTP). */
export function totpCode(secret: string): Promise<string> {
  return createOTP(secret).totp();
}

/** The same, from the key the set-up page shows for typing by hand (base32, in groups of four). */
export function totpCodeFromKey(shownKey: string): Promise<string> {
  const bytes = base32.decode(shownKey.replace(/\s/g, ""));
  return totpCode(new TextDecoder().decode(bytes));
}

/**
 * The app's code once a new 30-second step has begun after `usedAt`: a code is
 * accepted once (ADR 52), so a second sign-in in the same step waits, as a
 * person waits for the app's next code.
 */
export async function nextTotpCodeFromKey(shownKey: string, usedAt: number): Promise<string> {
  const step = (time: number) => Math.floor(time / 30_000);
  while (step(Date.now()) <= step(usedAt)) await new Promise((resolve) => setTimeout(resolve, 250));
  return totpCodeFromKey(shownKey);
}
