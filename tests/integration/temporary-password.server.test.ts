import { describe, expect, it } from "vitest";
import { changePassword } from "~/domains/accounts/passwords/change-password.server";
import { makeAdmin } from "~/domains/accounts/staff/make-admin.server";
import { CHOOSE_PASSWORD_PATH, requireStaffMemberOrNotFound, requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { fromClient, setUpAuthTestbed, signInCookie, signUpVerified } from "./auth-testbed";
import { getAuth } from "~/domains/accounts/auth.server";

/**
 * Issue 31: the temporary password `create-admin` prints (seen by whoever ran
 * it, perhaps kept in a terminal's scroll-back) was never forced to change.
 * Now no back-office page opens until the person chooses their own.
 */
setUpAuthTestbed();

const request = (cookie: string) => new Request("http://localhost:3000/admin/reports", { headers: fromClient(undefined, cookie) });

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location") ?? `status ${thrown.status}`;
    throw thrown;
  }
}

describe(`a temporary password is changed at first sign-in (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("sends a new admin from every back-office page to choose a password, then on to the second factor", async () => {
    const made = await makeAdmin("temporary.admin@example.com", "reviewer");
    if (made.outcome !== "created") throw new Error(made.outcome);
    const cookie = await signInCookie(made.email, made.temporaryPassword, undefined, { setUpSecondFactor: false });

    expect(await redirectOf(() => requireStaffOrNotFound(request(cookie), "reports"))).toBe(CHOOSE_PASSWORD_PATH);
    // Not even the second factor's set-up, which would be protected by the temporary password.
    expect(await redirectOf(() => requireStaffMemberOrNotFound(request(cookie)))).toBe(CHOOSE_PASSWORD_PATH);

    const changed = await changePassword(request(cookie), (await requireId(cookie))!, { currentPassword: made.temporaryPassword, newPassword: "a reviewer's own long passphrase" });
    if (!changed.ok) throw new Error(JSON.stringify(changed.errors));
    const own = changed.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    expect(await redirectOf(() => requireStaffOrNotFound(request(own), "reports"))).toMatch(/^\/admin\/two-factor\?redirect=/);
    expect(await redirectOf(() => requireStaffMemberOrNotFound(request(own)))).toBeNull();
  });

  it("asks the same of an unverified account that create-admin took over", async () => {
    const email = "taken.over@example.com";
    await getAuth().api.signUpEmail({ body: { email, password: "somebody else's password", name: "" }, headers: fromClient() });
    const made = await makeAdmin(email);
    if (made.outcome !== "taken-over") throw new Error(made.outcome);
    const cookie = await signInCookie(email, made.temporaryPassword, undefined, { setUpSecondFactor: false });
    expect(await redirectOf(() => requireStaffOrNotFound(request(cookie), "dashboard"))).toBe(CHOOSE_PASSWORD_PATH);
  });

  it("leaves staff whose role was given to an existing, verified account alone", async () => {
    await signUpVerified("promoted@example.com", "a promoted person's passphrase");
    expect((await makeAdmin("promoted@example.com")).outcome).toBe("changed");
    const cookie = await signInCookie("promoted@example.com", "a promoted person's passphrase", undefined, { setUpSecondFactor: false });
    expect(await redirectOf(() => requireStaffOrNotFound(request(cookie), "dashboard"))).toMatch(/^\/admin\/two-factor/);
  });
});

async function requireId(cookie: string): Promise<string | undefined> {
  const session = await getAuth().api.getSession({ headers: fromClient(undefined, cookie) });
  return session?.user.id;
}
