import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { authLimits } from "~/domains/accounts/sign-in/auth-limits.server";
import { getAuth } from "~/domains/accounts/auth.server";
import { signInFailureLimits } from "~/domains/accounts/sign-in/sign-in-limits.server";
import { resetRequestLimits } from "~/domains/accounts/passwords/reset-request-limits.server";
import { fromClient, queuedAccountEmails, setUpAuthTestbed, signUpVerified } from "./auth-testbed";

const testbed = setUpAuthTestbed();

const password = "steady hands warm bread";

/**
 * The status and JSON body an endpoint answers with, called as our server
 * actions call it (the raw HTTP routes are closed: see auth-http.server.test.ts).
 */
async function post(path: Endpoint, body: Record<string, string>, headers: Headers) {
  try {
    const response = await endpoints[path](body, headers);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch (error) {
    // Refusals from our own hooks are thrown even when a Response is asked for.
    if (!isAPIError(error) || error.statusCode === undefined) throw error;
    return { status: error.statusCode, body: { ...error.body } as Record<string, unknown> };
  }
}

type Endpoint = "/sign-in/email" | "/sign-up/email" | "/request-password-reset" | "/send-verification-email";
type Body = Record<string, string>;
const endpoints: Record<Endpoint, (body: Body, headers: Headers) => Promise<Response>> = {
  "/sign-in/email": (body, headers) =>
    getAuth().api.signInEmail({ body: body as { email: string; password: string }, headers, asResponse: true }),
  "/sign-up/email": (body, headers) =>
    getAuth().api.signUpEmail({ body: body as { email: string; password: string; name: string }, headers, asResponse: true }),
  "/request-password-reset": (body, headers) =>
    getAuth().api.requestPasswordReset({ body: body as { email: string }, headers, asResponse: true }),
  "/send-verification-email": (body, headers) =>
    getAuth().api.sendVerificationEmail({ body: body as { email: string }, headers, asResponse: true }),
};

describe(`auth abuse limits (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("limits wrong passwords per client address and e-mail, refusing even the right one after", async () => {
    const email = "target@example.com";
    await signUpVerified(email, password);
    const ip = "203.0.113.60";
    const { limit } = signInFailureLimits.pair;
    for (let i = 0; i < limit; i += 1) {
      expect((await post("/sign-in/email", { email, password: `wrong guess ${i}` }, fromClient(ip))).status).toBe(401);
    }
    const refused = await post("/sign-in/email", { email, password }, fromClient(ip));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many attempts. Please wait a few minutes and try again.");
    // Another account from the same client is not affected, nor this one from elsewhere (tests/integration/auth-lockout).
    expect((await post("/sign-in/email", { email: "other@example.com", password }, fromClient(ip))).status).toBe(401);
  });

  it("limits sign-in attempts per client address, across e-mails", async () => {
    const ip = "203.0.113.77";
    const { limit } = authLimits["sign-in"].ip;
    for (let i = 0; i < limit; i += 1) {
      expect((await post("/sign-in/email", { email: `spray${i}@example.com`, password }, fromClient(ip))).status).toBe(401);
    }
    expect((await post("/sign-in/email", { email: "spray-last@example.com", password }, fromClient(ip))).status).toBe(429);
    expect((await post("/sign-in/email", { email: "spray-last@example.com", password }, fromClient("203.0.113.78"))).status).toBe(401);
  });

  it("limits sign-ups and reset e-mails per address and per e-mail", async () => {
    const email = "often@example.com";
    const signUpLimit = authLimits["sign-up"].email.limit;
    for (let i = 0; i < signUpLimit; i += 1) {
      expect((await post("/sign-up/email", { email, password, name: "" }, fromClient())).status).toBe(200);
    }
    expect((await post("/sign-up/email", { email, password, name: "" }, fromClient())).status).toBe(429);

    // Reset links count per address and e-mail (issue 31: the e-mail's own ceiling is in reset-request-limits.server.test.ts).
    const resetFrom = "203.0.113.89";
    for (let i = 0; i < resetRequestLimits.pair.limit; i += 1) {
      expect((await post("/request-password-reset", { email }, fromClient(resetFrom))).status).toBe(200);
    }
    expect((await post("/request-password-reset", { email }, fromClient(resetFrom))).status).toBe(429);

    const ip = "203.0.113.90";
    const ipLimit = authLimits["reset-request"].ip.limit;
    for (let i = 0; i < ipLimit; i += 1) {
      expect((await post("/request-password-reset", { email: `r${i}@example.com` }, fromClient(ip))).status).toBe(200);
    }
    expect((await post("/request-password-reset", { email: "r-last@example.com" }, fromClient(ip))).status).toBe(429);
  });

  it("limits verification e-mail resends per e-mail", async () => {
    const email = "resend@example.com";
    const { limit } = authLimits["verification-email"].email;
    for (let i = 0; i < limit; i += 1) {
      expect((await post("/send-verification-email", { email }, fromClient())).status).toBe(200);
    }
    expect((await post("/send-verification-email", { email }, fromClient())).status).toBe(429);
  });
});

describe(`enumeration resistance (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("answers sign-up for a known e-mail as for a new one, and tells only the owner", async () => {
    const known = "known@example.com";
    await signUpVerified(known, password);
    const forKnown = await post("/sign-up/email", { email: known, password, name: "" }, fromClient());
    const forNew = await post("/sign-up/email", { email: "fresh@example.com", password, name: "" }, fromClient());
    expect(forKnown.status).toBe(forNew.status);
    expect(Object.keys(forKnown.body).sort()).toEqual(Object.keys(forNew.body).sort());
    expect(Object.keys(forKnown.body.user as object).sort()).toEqual(Object.keys(forNew.body.user as object).sort());
    expect(forKnown.body.token).toBeNull();
    expect(forNew.body.token).toBeNull();

    // E-mails are queued in the background, after the answer.
    await expect.poll(() => queuedAccountEmails(testbed.database(), known)).toContain("account-exists");
    await expect.poll(() => queuedAccountEmails(testbed.database(), "fresh@example.com")).toEqual(["verify-email"]);
  });

  it("answers a reset request the same for known and unknown e-mails", async () => {
    const known = "reset-known@example.com";
    await signUpVerified(known, password);
    const forKnown = await post("/request-password-reset", { email: known }, fromClient());
    const forUnknown = await post("/request-password-reset", { email: "reset-unknown@example.com" }, fromClient());
    expect(forKnown).toEqual(forUnknown);
    await expect.poll(() => queuedAccountEmails(testbed.database(), known)).toContain("reset-password");
    expect(await queuedAccountEmails(testbed.database(), "reset-unknown@example.com")).toEqual([]);
  });

  it("answers a wrong password and an unknown e-mail alike at sign-in", async () => {
    const known = "signin-known@example.com";
    await signUpVerified(known, password);
    const wrong = await post("/sign-in/email", { email: known, password: "not this one at all" }, fromClient());
    const unknown = await post("/sign-in/email", { email: "signin-unknown@example.com", password }, fromClient());
    expect(wrong).toEqual(unknown);
  });
});
