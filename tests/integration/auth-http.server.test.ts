import { eq } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { users } from "~/db/schema";
import { getAuth } from "~/domains/accounts/auth.server";
import { action, loader } from "~/routes/auth/api-auth";
import { fromClient, setUpAuthTestbed, signInCookie, signUpVerified } from "./auth-testbed";

const testbed = setUpAuthTestbed();

const origin = "http://localhost:3000";
const password = "lanterns along the quay";

type Args = Parameters<typeof action>[0];
/** A request through the /api/auth/* route, as the browser would send it from our own pages. */
async function through(method: "GET" | "POST", path: string, cookie?: string, body?: unknown) {
  const headers = fromClient(undefined, cookie);
  headers.set("Origin", origin);
  headers.set("Content-Type", "application/json");
  const request = new Request(`${origin}/api/auth${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const args = { request, params: {}, context: {} } as unknown as Args;
  return method === "GET" ? loader(args) : action(args);
}

async function emailOf(id: string) {
  const [row] = await testbed.database().db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, id));
  return row;
}

describe(`Better Auth over HTTP (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("refuses the endpoints our own actions wrap, even with a valid session cookie", async () => {
    const email = "holder.of.cookie@example.com";
    await signUpVerified(email, password);
    const cookie = await signInCookie(email, password);
    const session = await getAuth().api.getSession({ headers: fromClient(undefined, cookie) });
    const userId = session!.user.id;

    const attempts: [string, unknown][] = [
      ["/change-email", { newEmail: "attacker@example.net", callbackURL: "/" }],
      ["/change-email/", { newEmail: "attacker@example.net", callbackURL: "/" }],
      ["/CHANGE-EMAIL", { newEmail: "attacker@example.net", callbackURL: "/" }],
      ["/verify-password", { password: "a guess at the password" }],
      ["/change-password", { currentPassword: "a guess", newPassword: "another long password here" }],
      ["/sign-in/email", { email, password }],
      ["/sign-up/email", { email: "new.one@example.com", password, name: "" }],
      ["/update-user", { name: "Mallory" }],
      ["/revoke-sessions", {}],
      ["/delete-user", { password }],
      ["/request-password-reset", { email }],
      ["/reset-password", { token: "x", newPassword: "another long password here" }],
    ];
    for (const [path, body] of attempts) {
      const response = await through("POST", path, cookie, body);
      expect(response.status, path).toBe(404);
    }
    expect((await through("GET", "/get-session", cookie)).status).toBe(404);
    expect((await through("GET", "/list-sessions", cookie)).status).toBe(404);

    expect(await emailOf(userId)).toEqual({ email, emailVerified: true });
    expect(await getAuth().api.getSession({ headers: fromClient(undefined, cookie) })).not.toBeNull();
  });

  it("closes them in Better Auth's own router too, while server calls keep working", async () => {
    const email = "second.wall@example.com";
    await signUpVerified(email, password);
    const cookie = await signInCookie(email, password);
    const headers = fromClient(undefined, cookie);
    headers.set("Content-Type", "application/json");
    const direct = await getAuth().handler(
      new Request(`${origin}/api/auth/change-email`, { method: "POST", headers, body: JSON.stringify({ newEmail: "attacker@example.net" }) }),
    );
    expect(direct.status).toBe(404);
    await expect(getAuth().api.verifyPassword({ body: { password }, headers: fromClient(undefined, cookie) })).resolves.toEqual({
      status: true,
    });
  });

  it("still follows the verification link from the e-mail", async () => {
    const email = "link.follower@example.com";
    const { user } = await getAuth().api.signUpEmail({ body: { email, password, name: "" }, headers: fromClient() });
    const token = await createEmailVerificationToken(getSecrets(getEnv()).sessionSecret, email);
    const response = await through("GET", `/verify-email?token=${token}&callbackURL=${encodeURIComponent("/auth?verified=1")}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?verified=1");
    expect((await emailOf(user.id))?.emailVerified).toBe(true);
  });
});
