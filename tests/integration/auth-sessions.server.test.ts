import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/database.server";
import { sessions, users, verifications } from "~/db/schema";
import { createAuth, getAuth } from "~/domains/accounts/auth.server";
import { getCurrentUser, sessionRenewalCookies } from "~/domains/accounts/current-user.server";
import { CHOOSE_PASSWORD_PATH, requireStaffOrNotFound, requireUser } from "~/domains/accounts/staff/roles.server";
import { changePassword } from "~/domains/accounts/passwords/change-password.server";
import { makeAdmin } from "~/domains/accounts/staff/make-admin.server";
import { sessionPolicy } from "~/domains/accounts/sign-in/session-policy";
import { signInWithPassword } from "~/domains/accounts/sign-in/sign-in-with-password.server";
import { signOut } from "~/domains/accounts/sign-in/sign-out.server";
import { cookieHeader, fromClient, setUpAuthTestbed, signInCookie, signUpVerified } from "./auth-testbed";

setUpAuthTestbed();
beforeAll(async () => {
  await signUpVerified(email, password);
});

const email = "session.user@example.com";
const password = "lanterns over still water";
const page = (cookie: string, path = "/") => new Request(`http://localhost:3000${path}`, { headers: fromClient(undefined, cookie) });
const day = 24 * 60 * 60 * 1000;

async function sessionRow(cookie: string) {
  const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
  const [row] = await getDb().select().from(sessions).where(eq(sessions.token, token));
  return row;
}

/**
 * What a member of staff made by create-admin does first (issue 31): signs in with the temporary
 * password, is sent to choose their own before any admin page opens, and signs in with that.
 */
async function signInWithOwnPassword(staffEmail: string, temporaryPassword: string): Promise<string> {
  const temporary = await signInCookie(staffEmail, temporaryPassword);
  const refused = await requireStaffOrNotFound(page(temporary), "reports").catch((thrown: Response) => thrown);
  expect(refused instanceof Response && refused.headers.get("Location")).toBe(CHOOSE_PASSWORD_PATH);
  const user = await requireUser(page(temporary));
  const changed = await changePassword(page(temporary), user.id, { currentPassword: temporaryPassword, newPassword: ownPassword });
  if (!changed.ok) throw new Error(JSON.stringify(changed.errors));
  return signInCookie(staffEmail, ownPassword);
}
const ownPassword = "a staff member's own long passphrase";

describe(`session cookies (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("is HttpOnly and SameSite=Lax on plain http in local mode", async () => {
    const { headers } = await getAuth().api.signInEmail({ body: { email, password }, headers: fromClient(), returnHeaders: true });
    const line = headers.getSetCookie().find((cookie) => cookie.startsWith("catharsis.session_token="));
    expect(line).toBeDefined();
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).not.toMatch(/; Secure/i);
    expect(line).not.toMatch(/; Domain=/i);
  });

  it("is __Host- prefixed and Secure in production, with no Domain", async () => {
    const production = createAuth({ appUrl: "https://store.example.com", secret: "x".repeat(40), production: true });
    const { headers } = await production.api.signInEmail({ body: { email, password }, headers: fromClient(), returnHeaders: true });
    const lines = headers.getSetCookie();
    const line = lines.find((cookie) => cookie.startsWith("__Host-catharsis.session_token="));
    expect(line, lines.join("\n")).toBeDefined();
    for (const flag of [/; Secure/i, /; HttpOnly/i, /; SameSite=Lax/i, /; Path=\/(;|$)/i]) expect(line).toMatch(flag);
    expect(line).not.toMatch(/; Domain=/i);
    expect(lines.every((cookie) => cookie.startsWith("__Host-"))).toBe(true);
  });
});

describe(`sessions (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("gives every sign-in a new token and ends the session the browser held before", async () => {
    const first = await signInCookie(email, password);
    expect(await getCurrentUser(page(first))).toMatchObject({ email });
    const outcome = await signInWithPassword(page(first), { email, password });
    if (!outcome.ok) throw new Error(outcome.message);
    const second = cookieHeader(outcome.headers);
    expect(second).not.toBe(first);
    expect(await getCurrentUser(page(second))).toMatchObject({ email });
    expect(await getCurrentUser(page(first))).toBeNull();
  });

  it("sign-out ends the session on the server and clears the cookie", async () => {
    const cookie = await signInCookie(email, password);
    const cleared = await signOut(page(cookie));
    expect(cleared.getSetCookie().some((line) => /catharsis\.session_token=;/.test(line) && /Max-Age=0/i.test(line))).toBe(true);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect(await getCurrentUser(page(cookie))).toBeNull();
  });

  it("renews a session in use, in the database and in the cookie", async () => {
    const cookie = await signInCookie(email, password);
    const row = await sessionRow(cookie);
    // As if last renewed two days ago.
    const stale = new Date(Date.now() + sessionPolicy.idleTimeoutSeconds * 1000 - 2 * day);
    await getDb().update(sessions).set({ expiresAt: stale }).where(eq(sessions.id, row!.id));
    const request = page(cookie);
    expect(await getCurrentUser(request)).toMatchObject({ email });
    const renewed = await sessionRow(cookie);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(stale.getTime() + day);
    const cookies = await sessionRenewalCookies(request);
    expect(cookies.some((line) => line.startsWith("catharsis.session_token=") && /Max-Age=604800/i.test(line))).toBe(true);
  });

  it("ends a session left unused past the idle timeout", async () => {
    const cookie = await signInCookie(email, password);
    const row = await sessionRow(cookie);
    await getDb().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, row!.id));
    expect(await getCurrentUser(page(cookie))).toBeNull();
  });

  it("ends a session older than the absolute timeout, however recently used", async () => {
    const cookie = await signInCookie(email, password);
    const row = await sessionRow(cookie);
    const createdAt = new Date(Date.now() - sessionPolicy.absoluteTimeoutSeconds * 1000 - day);
    await getDb().update(sessions).set({ createdAt }).where(eq(sessions.id, row!.id));
    expect(await getCurrentUser(page(cookie))).toBeNull();
    expect(await sessionRow(cookie)).toBeUndefined();
  });
});

describe(`roles (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("makes new users clients; sign-up cannot choose a role", async () => {
    const auth = getAuth();
    const sneaky = await auth.api.signUpEmail({
      body: { email: "sneaky@example.com", password, name: "", role: "admin" } as never,
      headers: fromClient(),
    });
    expect(sneaky.user).toMatchObject({ role: "client" });
    const [stored] = await getDb().select({ role: users.role }).from(users).where(eq(users.email, "sneaky@example.com"));
    expect(stored).toEqual({ role: "client" });
    const cookie = await signInCookie(email, password);
    expect(await getCurrentUser(page(cookie))).toMatchObject({ role: "client" });
  });

  it("admin pages: signed out, sign in and come back; 404 to a client; a client made admin is sent to set up the second factor first", async () => {
    const status = (cookie: string) => requireStaffOrNotFound(page(cookie, "/admin/orders?page=2"), "orders").catch((thrown: Response) => thrown);
    const signIn = (await status("")) as Response;
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe(`/auth?redirect=${encodeURIComponent("/admin/orders?page=2")}`);

    const clientCookie = await signInCookie(email, password);
    expect(await requireUser(page(clientCookie))).toMatchObject({ email, role: "client" });
    expect(((await status(clientCookie)) as Response).status).toBe(404);

    expect(await makeAdmin(email)).toEqual({ outcome: "changed", email, role: "admin" });
    expect(await makeAdmin(email.toUpperCase())).toEqual({ outcome: "unchanged", email, role: "admin" });
    const sentToSetUp = (await status(clientCookie)) as Response;
    expect(sentToSetUp.status).toBe(302);
    expect(sentToSetUp.headers.get("Location")).toBe(`/admin/two-factor?redirect=${encodeURIComponent("/admin/orders?page=2")}`);

    // Set up (password, first code), the new session opens the page.
    const setUp = await signInCookie(email, password);
    expect(await requireStaffOrNotFound(page(setUp), "orders")).toMatchObject({ email, role: "admin", twoFactorEnabled: true });
  });

  it("create-admin --role reviewer makes a reviewer, or turns an admin into one at their next request", async () => {
    const created = await makeAdmin("New.Reviewer@example.com", "reviewer");
    if (created.outcome !== "created") throw new Error(created.outcome);
    const cookie = await signInWithOwnPassword("new.reviewer@example.com", created.temporaryPassword);
    expect(await requireStaffOrNotFound(page(cookie), "reports")).toMatchObject({ email: "new.reviewer@example.com", role: "reviewer", twoFactorEnabled: true });
    expect(await requireStaffOrNotFound(page(cookie), "orders").catch((thrown: Response) => thrown.status)).toBe(404);
    expect(await makeAdmin("new.reviewer@example.com")).toMatchObject({ outcome: "changed", role: "admin" });
    expect(await requireStaffOrNotFound(page(cookie), "orders")).toMatchObject({ role: "admin" });
    expect(await makeAdmin("new.reviewer@example.com", "reviewer")).toMatchObject({ outcome: "changed", role: "reviewer" });
    expect(await requireStaffOrNotFound(page(cookie), "orders").catch((thrown: Response) => thrown.status)).toBe(404);
  });

  it("create-admin takes over an unverified account: new password, its sessions and reset links ended", async () => {
    const target = "pre.registered.admin@example.com";
    const chosenByAttacker = "the attacker chose this one";
    const { user } = await getAuth().api.signUpEmail({ body: { email: target, password: chosenByAttacker, name: "" }, headers: fromClient() });
    await getDb().insert(sessions).values({
      id: `planted-${user.id}`,
      token: `planted-token-${user.id}`,
      userId: user.id,
      expiresAt: new Date(Date.now() + day),
    });
    await getAuth().api.requestPasswordReset({ body: { email: target, redirectTo: "/auth/reset-password" }, headers: fromClient() });
    await expect.poll(async () => (await getDb().select().from(verifications).where(eq(verifications.value, user.id))).length).toBe(1);

    const result = await makeAdmin(target);
    if (result.outcome !== "taken-over") throw new Error(result.outcome);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await getDb().select().from(verifications).where(eq(verifications.value, user.id))).toEqual([]);
    await expect(signInCookie(target, chosenByAttacker)).rejects.toMatchObject({ statusCode: 401 });
    const cookie = await signInWithOwnPassword(target, result.temporaryPassword);
    expect(await requireStaffOrNotFound(page(cookie), "orders")).toMatchObject({ id: user.id, email: target, role: "admin" });
  });

  it("create-admin creates a verified admin who can sign in with the temporary password, and must then choose their own", async () => {
    const result = await makeAdmin("New.Admin@example.com");
    if (result.outcome !== "created") throw new Error(result.outcome);
    const cookie = await signInWithOwnPassword("new.admin@example.com", result.temporaryPassword);
    expect(await requireStaffOrNotFound(page(cookie), "orders")).toMatchObject({ email: "new.admin@example.com", role: "admin" });
  });
});
