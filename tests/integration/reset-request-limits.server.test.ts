import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/domains/accounts/auth.server";
import { resetRequestLimits } from "~/domains/accounts/passwords/reset-request-limits.server";
import { fromClient, queuedAccountEmails, setUpAuthTestbed, signUpVerified } from "./auth-testbed";

/**
 * Issue 31: five reset requests from anywhere used to spend the e-mail's hour,
 * and the owner, from another address, got 429. Now the e-mail's ceiling stops
 * only the addresses that already asked, and the owner is told.
 */
const testbed = setUpAuthTestbed();

async function askForReset(email: string, ip: string): Promise<number> {
  try {
    return (await getAuth().api.requestPasswordReset({ body: { email }, headers: fromClient(ip), asResponse: true })).status;
  } catch (error) {
    if (isAPIError(error) && typeof error.statusCode === "number") return error.statusCode;
    throw error;
  }
}

describe(`reset requests are limited per address and e-mail (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("lets the owner ask from their own address after a stranger spent the e-mail's allowance, and tells them", async () => {
    const owner = "reset.owner@example.com";
    await signUpVerified(owner, "steady hands warm bread");
    const { email, pair } = resetRequestLimits;

    // A stranger spreads the e-mail's allowance over a few addresses, then keeps asking from them.
    const strangers = ["198.51.100.201", "198.51.100.202", "198.51.100.203"];
    for (let n = 0; n < email.limit; n += 1) expect(await askForReset(owner, strangers[n % strangers.length]!)).toBe(200);
    for (const ip of strangers) expect(await askForReset(owner, ip), ip).toBe(429);
    // One address alone still meets its pair limit, whatever the e-mail's count.
    const single = "198.51.100.210";
    for (let n = 0; n < pair.limit; n += 1) expect(await askForReset("reset.someone@example.com", single)).toBe(200);
    expect(await askForReset("reset.someone@example.com", single)).toBe(429);

    // The owner, from home: the link is sent.
    const sent = async (kind: string) => (await queuedAccountEmails(testbed.database(), owner)).filter((queued) => queued === kind).length;
    await expect.poll(() => sent("reset-password")).toBe(email.limit);
    expect(await askForReset(owner, "203.0.113.240")).toBe(200);
    await expect.poll(() => sent("reset-password")).toBe(email.limit + 1);
    // …and told, once, that links were asked for from many places.
    await expect.poll(() => sent("reset-requests")).toBe(1);
    // Asking again from home, past the ceiling, is one time too many.
    expect(await askForReset(owner, "203.0.113.240")).toBe(429);
  });

  it("answers an unknown e-mail as a known one", async () => {
    for (let n = 0; n < resetRequestLimits.email.limit; n += 1) expect(await askForReset("nobody.here@example.com", `198.51.100.${220 + n}`)).toBe(200);
    expect(await askForReset("nobody.here@example.com", "198.51.100.220")).toBe(429);
    expect(await askForReset("nobody.here@example.com", "203.0.113.241")).toBe(200);
  });
});
