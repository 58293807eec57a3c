import { describe, expect, it } from "vitest";
import { setUpMailTestDatabase } from "../support/mail-test-database";
import { listMailbox } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { getAuth } from "~/domains/accounts/auth.server";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { signInWithPassword } from "~/domains/accounts/sign-in/sign-in-with-password.server";

const { mailbox } = setUpMailTestDatabase("auth-flow");

const headers = (ip = "203.0.113.10") => new Headers({ "x-catharsis-client-ip": ip });

/** The e-mail to `to` (that says `containing`, when several may arrive: a refused sign-in sends a link of its own). */
async function mailTo(to: string, containing = "") {
  let found: Awaited<ReturnType<typeof listMailbox>>[number] | undefined;
  await expect
    .poll(async () => {
      found = (await listMailbox(mailbox)).find((message) => message.to === to && message.text.includes(containing));
      return Boolean(found);
    }, { timeout: 15_000, interval: 200 })
    .toBe(true);
  return found!;
}

describe(`sign-up, verification and sign-in (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("sends a verification link, refuses sign-in until it is used, is signed in by the link, and signs in", async () => {
    const auth = getAuth();
    const email = "new.client@example.com";
    const password = "a calm river at dusk";
    await auth.api.signUpEmail({ body: { email, password, name: "", callbackURL: "/auth?verified=1" }, headers: headers() });

    await expect(auth.api.signInEmail({ body: { email, password }, headers: headers() })).rejects.toMatchObject({
      body: { code: "EMAIL_NOT_VERIFIED" },
    });

    // The sign-up's own link, which returns to /auth?verified=1 (the refused sign-in's link may come first).
    const message = await mailTo(email, encodeURIComponent("/auth?verified=1"));
    const link = /(http\S+verify-email\S+)/.exec(message.text)?.[1];
    expect(link).toBeDefined();
    const verified = await auth.handler(new Request(link!.replace(/&amp;/g, "&"), { headers: headers() }));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/auth?verified=1");
    // The link signs the person in, so they go straight on to what they bought.
    const linkCookie = verified.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    expect(await getCurrentUser(new Request("http://localhost/", { headers: { Cookie: linkCookie } }))).toMatchObject({ email });
    // Used again, the link signs nobody in.
    const reused = await auth.handler(new Request(link!.replace(/&amp;/g, "&"), { headers: headers() }));
    expect(reused.headers.getSetCookie().filter((line) => line.includes("session_token="))).toEqual([]);

    const { headers: signedIn } = await auth.api.signInEmail({ body: { email, password }, headers: headers(), returnHeaders: true });
    const cookie = signedIn.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const user = await getCurrentUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(user).toMatchObject({ email, role: "client" });
  });

  it("tells an unverified user to verify without claiming a new link went out, even past the hourly cap", async () => {
    const email = "capped.resends@example.com";
    const password = "a slow boat to the island";
    await getAuth().api.signUpEmail({ body: { email, password, name: "" }, headers: headers("203.0.113.20") });
    const attempt = () =>
      signInWithPassword(new Request("http://localhost:3000/auth", { method: "POST", headers: headers("203.0.113.21") }), { email, password });
    // The sign-up link and four resends reach the cap; the sixth attempt sends nothing.
    for (let i = 0; i < 5; i += 1) await attempt();
    const capped = await attempt();
    expect(capped).toEqual({
      ok: false,
      status: 403,
      message:
        "Please verify your email address before signing in. If the link has not arrived, please check your spam folder; we send a new one with each attempt, up to five an hour.",
      // Not a wrong password or an unknown address: no sign-up is offered.
      noSuchCredentials: false,
    });
  });
});
