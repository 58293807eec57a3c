import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/database.server";
import { entitlements, formAccess, orderLines, orders, users, verifications } from "~/db/schema";
import { getAuth } from "~/domains/accounts/auth.server";
import { changePassword } from "~/domains/accounts/passwords/change-password.server";
import { resetPassword } from "~/domains/accounts/passwords/reset-password.server";
import { grantsFor } from "~/domains/catalog/grants";
import { fromClient, setUpAuthTestbed, signInCookie, signUpVerified, verifyAddress } from "./auth-testbed";

setUpAuthTestbed();

const password = "garden path after rain";

/** A fulfilled guest order, as checkout and fulfilment leave it: one line, its entitlement and form access. */
async function insertPaidGuestOrder(id: string, email: string, userId: string | null = null) {
  const [grant] = grantsFor("catharsis", "marriage");
  const db = getDb();
  await db.insert(orders).values({ id, email, userId, status: "paid", amountCents: 1499, provider: "sandbox", paidAt: new Date() });
  await db.insert(orderLines).values({
    id: `${id}-line`,
    orderId: id,
    productId: "catharsis",
    productName: "Catharsis Survey & Report",
    serviceType: "catharsis-survey",
    category: "marriage",
    unitPriceCents: 1499,
    quantity: 1,
    grants: [grant!],
  });
  await db.insert(entitlements).values({
    id: `${id}-ent`,
    orderId: id,
    orderLineId: `${id}-line`,
    unitIndex: 0,
    formType: grant!.formType,
    reportsOwed: grant!.reportsOwed,
    email,
    userId,
  });
  await db.insert(formAccess).values({
    id: `${id}-access`,
    entitlementId: `${id}-ent`,
    email,
    userId,
    formType: grant!.formType,
    paymentStatus: "paid",
  });
}

async function ownersOf(id: string) {
  const db = getDb();
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id));
  const [entitlement] = await db.select({ userId: entitlements.userId }).from(entitlements).where(eq(entitlements.orderId, id));
  const [access] = await db.select({ userId: formAccess.userId }).from(formAccess).where(eq(formAccess.id, `${id}-access`));
  return [order?.userId, entitlement?.userId, access?.userId];
}

describe(`guest purchases (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("attach to the account when its e-mail is verified, and only those with that e-mail", async () => {
    const other = await getAuth().api.signUpEmail({ body: { email: "someone.else@example.com", password, name: "" }, headers: fromClient() });
    await insertPaidGuestOrder("order-guest", "Guest.Buyer@Example.com");
    await insertPaidGuestOrder("order-stranger", "stranger@example.com");
    await insertPaidGuestOrder("order-claimed", "guest.buyer@example.com", other.user.id);

    const { user } = await getAuth().api.signUpEmail({ body: { email: "guest.buyer@example.com", password, name: "" }, headers: fromClient() });
    // Signing up alone proves nothing about the address.
    expect(await ownersOf("order-guest")).toEqual([null, null, null]);

    await verifyAddress("guest.buyer@example.com");
    expect(await ownersOf("order-guest")).toEqual([user.id, user.id, user.id]);
    expect(await ownersOf("order-stranger")).toEqual([null, null, null]);
    expect(await ownersOf("order-claimed")).toEqual([other.user.id, other.user.id, other.user.id]);
  });

  it("a later guest purchase with a verified account's e-mail attaches at the next sign-in", async () => {
    await getAuth().api.signUpEmail({ body: { email: "returning@example.com", password, name: "" }, headers: fromClient() });
    await verifyAddress("returning@example.com");
    await insertPaidGuestOrder("order-later", "returning@example.com");
    await signInCookie("returning@example.com", password);
    const [account] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, "returning@example.com"));
    expect(await ownersOf("order-later")).toEqual([account!.id, account!.id, account!.id]);
  });
});

describe(`password policy at the endpoints (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  const signUp = (email: string, candidate: string) =>
    getAuth().api.signUpEmail({ body: { email, password: candidate, name: "" }, headers: fromClient() });

  it("refuses short, overlong and common passwords with a reason", async () => {
    await expect(signUp("short@example.com", "seven77")).rejects.toMatchObject({
      body: { message: "Password must be at least 8 characters." },
    });
    await expect(signUp("long@example.com", "x".repeat(129))).rejects.toMatchObject({
      body: { message: "Password must be at most 128 characters." },
    });
    await expect(signUp("common@example.com", "Password123")).rejects.toMatchObject({
      body: { code: "PASSWORD_NOT_ALLOWED", message: expect.stringContaining("most commonly used") },
    });
    await expect(signUp("fine@example.com", "x".repeat(50) + " ok")).resolves.toMatchObject({ token: null });
  });

  it("hashes with scrypt, never storing the password itself", async () => {
    const { user } = await signUp("hashed@example.com", password);
    const context = await getAuth().$context;
    const account = (await context.internalAdapter.findAccounts(user.id)).find((row) => row.providerId === "credential");
    expect(account?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(account?.password).not.toContain(password);
  });

  it("applies the same policy to a reset password", async () => {
    await expect(
      getAuth().api.resetPassword({ body: { token: "whatever", newPassword: "iloveyou" }, headers: fromClient() }),
    ).rejects.toMatchObject({ body: { code: "PASSWORD_NOT_ALLOWED" } });
  });

  it("refuses the account's own e-mail as a new password at reset and at change, as at sign-up", async () => {
    const notYourEmail = "Please don't use your e-mail address as your password.";
    const resetter = "forgetful.person@example.com";
    await signUpVerified(resetter, password);
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, resetter));
    const token = `reset-token-${user!.id}`;
    await getDb()
      .insert(verifications)
      .values({ id: `v-${user!.id}`, identifier: `reset-password:${token}`, value: user!.id, expiresAt: new Date(Date.now() + 60_000) });
    const request = new Request("http://localhost:3000/auth/reset-password", { method: "POST", headers: fromClient() });
    expect(await resetPassword(request, { token, newPassword: "Forgetful.Person@example.com" })).toEqual({
      ok: false,
      message: notYourEmail,
      status: 400,
    });
    expect(await resetPassword(request, { token, newPassword: "a new and quiet morning" })).toEqual({ ok: true });

    const changer = "particular.changer@example.com";
    await signUpVerified(changer, password);
    const cookie = await signInCookie(changer, password);
    const [owner] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, changer));
    const signedIn = new Request("http://localhost:3000/account", { method: "POST", headers: fromClient(undefined, cookie) });
    expect(await changePassword(signedIn, owner!.id, { currentPassword: password, newPassword: "Particular.Changer" })).toEqual({
      ok: false,
      errors: { newPassword: notYourEmail },
    });
  });
});
