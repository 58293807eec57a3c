import { createOTP } from "@better-auth/utils/otp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/database.server";
import { sessions } from "~/db/schema";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { signInWithPassword } from "~/domains/accounts/sign-in/sign-in-with-password.server";
import { beginTwoFactorSetup, confirmTwoFactorSetup, verifySecondFactor } from "~/domains/accounts/staff/staff-two-factor.server";
import { storedTotpSecret } from "~/domains/accounts/staff/two-factor-fixture.server";
import { timeStepAt } from "~/domains/accounts/staff/totp-steps.server";
import { cookieHeader, fromClient, setUpAuthTestbed, signInCookie } from "./auth-testbed";

/**
 * Issue 31: an authenticator code opens one session. Better Auth accepts a
 * code for three 30-second steps and remembers none; the step record (ADR 52)
 * refuses a code whose step, or a later one, was already used.
 */
setUpAuthTestbed();

const password = "a long passphrase for the back office";
let counter = 0;

async function staffWithApp() {
  const email = `codes.once.${++counter}@example.com`;
  const created = await createUserDirectly({ email, password, verified: true, role: "admin" });
  if (!created) throw new Error("not created");
  await signInCookie(email, password); // sets up the app through the fixture, which uses no step
  const secret = await storedTotpSecret(created.id);
  if (!secret) throw new Error("no secret");
  return { id: created.id, email, codeAt: (step: number) => createOTP(secret).hotp(step) };
}

const request = (cookie: string) => new Request("http://localhost:3000/auth/two-factor", { method: "POST", headers: fromClient(undefined, cookie) });

async function passwordStep(email: string) {
  const outcome = await signInWithPassword(new Request("http://localhost:3000/auth", { method: "POST", headers: fromClient() }), { email, password });
  if (!outcome.ok || !outcome.secondFactor) throw new Error("expected the code step");
  return cookieHeader(outcome.headers);
}

/** Keeps a test's steps in one window: waits out the last three seconds of a step. */
async function awayFromStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

const sessionCount = async (userId: string) => (await getDb().select().from(sessions).where(eq(sessions.userId, userId))).length;

describe(`authenticator codes are accepted once (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("refuses the same code at a second sign-in in its window, and leaves no session behind for it", async () => {
    const admin = await staffWithApp();
    await awayFromStepEdge();
    const code = await admin.codeAt(timeStepAt(Date.now()));

    const first = await verifySecondFactor(request(await passwordStep(admin.email)), "app", code);
    if (!first.ok) throw new Error(first.message);
    expect(await getCurrentUser(request(cookieHeader(first.headers)))).toMatchObject({ id: admin.id });
    const sessionsAfterFirst = await sessionCount(admin.id);

    const second = await verifySecondFactor(request(await passwordStep(admin.email)), "app", code);
    expect(second).toMatchObject({ ok: false, startAgain: true, message: expect.stringMatching(/^That code was already used\./) });
    expect(await sessionCount(admin.id)).toBe(sessionsAfterFirst);
  });

  it("takes a code from the window before only while nothing newer was used", async () => {
    const admin = await staffWithApp();
    await awayFromStepEdge();
    const now = timeStepAt(Date.now());

    // The phone's clock a little behind: the previous window's code still signs in.
    const late = await verifySecondFactor(request(await passwordStep(admin.email)), "app", await admin.codeAt(now - 1));
    expect(late.ok).toBe(true);
    const current = await verifySecondFactor(request(await passwordStep(admin.email)), "app", await admin.codeAt(now));
    expect(current.ok).toBe(true);

    // Once the current window's code is used, the one before it is old.
    const other = await staffWithApp();
    await awayFromStepEdge();
    const step = timeStepAt(Date.now());
    expect((await verifySecondFactor(request(await passwordStep(other.email)), "app", await other.codeAt(step))).ok).toBe(true);
    expect(await verifySecondFactor(request(await passwordStep(other.email)), "app", await other.codeAt(step - 1))).toMatchObject({ ok: false, startAgain: true });
  });

  it("counts the code that turned the app on as used", async () => {
    const email = `codes.once.setup.${++counter}@example.com`;
    const created = await createUserDirectly({ email, password, verified: true, role: "reviewer" });
    if (!created) throw new Error("not created");
    const cookie = await signInCookie(email, password, undefined, { setUpSecondFactor: false });
    expect(await beginTwoFactorSetup(request(cookie), password)).toEqual({ ok: true });
    await awayFromStepEdge();
    const code = await createOTP((await storedTotpSecret(created.id))!).totp();
    expect((await confirmTwoFactorSetup(request(cookie), code)).ok).toBe(true);

    expect(await verifySecondFactor(request(await passwordStep(email)), "app", code)).toMatchObject({ ok: false, startAgain: true });
  });
});
