import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/database.server";
import { sessions, staffAuditEvents, twoFactors, users } from "~/db/schema";
import { handleAuthHttp } from "~/domains/accounts/auth-http.server";
import { getAuth } from "~/domains/accounts/auth.server";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { signInWithPassword } from "~/domains/accounts/sign-in/sign-in-with-password.server";
import { pendingTwoFactorSetup, verifySecondFactor } from "~/domains/accounts/staff/staff-two-factor.server";
import { currentTotpCode } from "~/domains/accounts/staff/two-factor-fixture.server";
import { action as setUpAction, loader as setUpLoader } from "~/routes/admin/two-factor";
import { action as codeAction } from "~/routes/auth/two-factor";
import { cookieHeader, fromClient, setUpAuthTestbed, signInCookie } from "./auth-testbed";

/**
 * Staff sign in with a password and a code from an authenticator app, or a
 * backup code (ADR 46); staff without one are sent to set it up; clients
 * never meet it. Everything here goes through Better Auth's two-factor
 * plugin; only the phone is played by the test.
 */
setUpAuthTestbed();

const password = "a long passphrase for the back office";
let counter = 0;

async function member(role: "admin" | "reviewer" | "client") {
  const email = `two.factor.${role}.${++counter}@example.com`;
  const created = await createUserDirectly({ email, password, verified: true, role });
  if (!created) throw new Error("not created");
  return { id: created.id, email };
}

const request = (path: string, cookie: string, body?: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: body ? "POST" : "GET",
    headers: fromClient(undefined, cookie),
    body: body ? new URLSearchParams(body) : undefined,
  });

const routeArgs = (req: Request) => ({ request: req, params: {}, context: {} }) as never;

async function thrownBy(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`expected a Response, got ${JSON.stringify(result)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The password step, as the /auth form makes it: no session yet, only the challenge cookie. */
async function passwordStep(email: string) {
  const outcome = await signInWithPassword(request("/auth", "", {}), { email, password });
  if (!outcome.ok) throw new Error(outcome.message);
  return { secondFactor: outcome.secondFactor, cookie: cookieHeader(outcome.headers) };
}

describe(`staff two-step sign-in (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("sets up in two steps: the password, then the first code; the page shows the QR code, the key and ten backup codes meanwhile", async () => {
    const admin = await member("admin");
    const cookie = await signInCookie(admin.email, password, undefined, { setUpSecondFactor: false });
    expect(await getCurrentUser(request("/", cookie))).toMatchObject({ role: "admin", twoFactorEnabled: false });

    // A wrong password starts nothing.
    const refused = (await setUpAction(routeArgs(request("/admin/two-factor", cookie, { intent: "begin", password: "not it at all" })))) as unknown as {
      data: { message: string };
    };
    expect(refused.data.message).toBe("That password is not right. Please try again.");
    expect(await pendingTwoFactorSetup(admin)).toBeNull();

    const begun = await thrownBy(() => setUpAction(routeArgs(request("/admin/two-factor?redirect=%2Fadmin%2Forders", cookie, { intent: "begin", password }))));
    expect(begun.status).toBe(302);
    const shown = (await setUpLoader(routeArgs(request("/admin/two-factor", cookie)))) as unknown as { data: { pending: unknown } };
    expect(shown.data.pending).not.toBeNull();
    const pending = await pendingTwoFactorSetup(admin);
    expect(pending?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(pending?.manualKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(pending?.backupCodes).toHaveLength(10);
    for (const code of pending!.backupCodes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);

    // A wrong code keeps the set-up waiting, with the same key.
    const wrong = (await setUpAction(routeArgs(request("/admin/two-factor", cookie, { intent: "confirm", code: "000000" })))) as unknown as { data: { message: string } };
    expect(wrong.data.message).toMatch(/^That code did not match/);
    expect((await pendingTwoFactorSetup(admin))?.manualKey).toBe(pending?.manualKey);

    const code = await currentTotpCode(admin.id);
    const done = await thrownBy(() => setUpAction(routeArgs(request("/admin/two-factor", cookie, { intent: "confirm", code, redirectTo: "/admin/orders" }))));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/orders");
    const newSession = cookieHeader(done.headers);
    expect(await getCurrentUser(request("/", newSession))).toMatchObject({ id: admin.id, twoFactorEnabled: true });
    expect(await pendingTwoFactorSetup(admin)).toBeNull();
    const audit = await getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.actorUserId, admin.id));
    expect(audit.map((row) => [row.action, row.targetType, row.targetId])).toEqual([["staff.two-factor-set-up", "staff-account", admin.id]]);

    // Set up, the page sends them on instead of starting again.
    const onwards = await thrownBy(() => setUpLoader(routeArgs(request("/admin/two-factor", newSession))));
    expect(onwards.headers.get("Location")).toBe("/admin");
  });

  it("stops a staff sign-in at the code: no session until the right code, and then one that opens admin pages", async () => {
    const reviewer = await member("reviewer");
    await signInCookie(reviewer.email, password); // sets the factor up
    const step = await passwordStep(reviewer.email);
    expect(step.secondFactor).toBe(true);
    expect(step.cookie).toMatch(/catharsis\.two_factor=/);
    expect(step.cookie).not.toMatch(/catharsis\.session_token=/);
    expect(await getCurrentUser(request("/", step.cookie))).toBeNull();

    const wrong = await verifySecondFactor(request("/auth/two-factor", step.cookie, {}), "app", "123456");
    expect(wrong).toMatchObject({ ok: false, startAgain: false, message: expect.stringMatching(/^That code did not match/) });

    const right = await verifySecondFactor(request("/auth/two-factor", step.cookie, {}), "app", await currentTotpCode(reviewer.id));
    if (!right.ok) throw new Error(right.message);
    const session = cookieHeader(right.headers);
    expect(await getCurrentUser(request("/", session))).toMatchObject({ id: reviewer.id, role: "reviewer", twoFactorEnabled: true });
    const [row] = await getDb().select({ secondFactorAt: sessions.secondFactorAt }).from(sessions).where(eq(sessions.userId, reviewer.id));
    expect(row?.secondFactorAt).toBeInstanceOf(Date);
  });

  it("lets each backup code sign in once, records its use, and sends the person back to the password after five wrong codes", async () => {
    const admin = await member("admin");
    await signInCookie(admin.email, password);
    const [stored] = await getDb().select().from(twoFactors).where(eq(twoFactors.userId, admin.id));
    expect(stored?.verified).toBe(true);
    // The codes the person was shown at set-up.
    const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: admin.id } });
    const [first] = backupCodes;

    const step = await passwordStep(admin.email);
    // Typed as people copy from paper: capitals, no dash.
    const typedLoosely = first!.toUpperCase().replace("-", " ");
    const signedIn = await thrownBy(() =>
      codeAction(routeArgs(request("/auth/two-factor", step.cookie, { method: "backup", code: typedLoosely, redirectTo: "/admin/reports" }))),
    );
    expect(signedIn.headers.get("Location")).toBe("/admin/reports");
    expect(await getCurrentUser(request("/", cookieHeader(signedIn.headers)))).toMatchObject({ id: admin.id });
    const audit = await getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.actorUserId, admin.id));
    expect(audit.map((row) => row.action)).toContain("staff.backup-code-used");

    const again = await passwordStep(admin.email);
    expect(await verifySecondFactor(request("/auth/two-factor", again.cookie, {}), "backup", first!)).toMatchObject({
      ok: false,
      message: "That backup code did not match, or it was already used. Each backup code works once.",
    });
    // One wrong backup code and four wrong app codes make five; the next try is sent back to the password.
    for (let attempt = 0; attempt < 4; attempt++) await verifySecondFactor(request("/auth/two-factor", again.cookie, {}), "app", "000000");
    const sentBack = await thrownBy(() => codeAction(routeArgs(request("/auth/two-factor", again.cookie, { method: "app", code: "000000" }))));
    expect(sentBack.headers.get("Location")).toBe("/auth");
    // The challenge is spent: even the right code no longer opens a session.
    expect(await verifySecondFactor(request("/auth/two-factor", again.cookie, {}), "app", await currentTotpCode(admin.id))).toMatchObject({ ok: false, startAgain: true });
  });

  it("ends a session that skipped the code (an e-mail link signs in directly) for someone with a second factor", async () => {
    const admin = await member("admin");
    const cookie = await signInCookie(admin.email, password);
    expect(await getCurrentUser(request("/", cookie))).toMatchObject({ id: admin.id });
    // As the verify-email and change-email links make them: a session row with no code behind it.
    await getDb().update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, admin.id));
    expect(await getCurrentUser(request("/", cookie))).toBeNull();
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);
  });

  it("leaves clients alone: no code at sign-in, and the set-up page is a 404 to them; signed-out visitors sign in first", async () => {
    const client = await member("client");
    const step = await passwordStep(client.email);
    expect(step.secondFactor).toBe(false);
    expect(await getCurrentUser(request("/", step.cookie))).toMatchObject({ id: client.id, role: "client", twoFactorEnabled: false });
    expect((await thrownBy(() => setUpLoader(routeArgs(request("/admin/two-factor", step.cookie))))).status).toBe(404);
    const signedOut = await thrownBy(() => setUpLoader(routeArgs(request("/admin/two-factor", ""))));
    expect(signedOut.headers.get("Location")).toBe(`/auth?redirect=${encodeURIComponent("/admin/two-factor")}`);
    const [row] = await getDb().select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, client.id));
    expect(row?.enabled).toBe(false);
  });

  it("keeps Better Auth's two-factor endpoints closed over HTTP: only our pages reach them", async () => {
    for (const path of ["enable", "verify-totp", "verify-backup-code", "get-totp-uri", "generate-backup-codes", "disable"]) {
      const response = await handleAuthHttp(new Request(`http://localhost:3000/api/auth/two-factor/${path}`, { method: "POST", body: "{}" }));
      expect(response.status, path).toBe(404);
    }
  });
});
