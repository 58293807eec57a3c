import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientWithPaidForm } from "../support/assessment-clients";
import { draftBody, postDraft } from "../support/assessment-requests";
import { setUpAuthTestbed } from "./auth-testbed";
import { getDb } from "~/db/database.server";
import { sessions } from "~/db/schema";
import { loadDraft } from "~/domains/assessments/load-draft.server";
import { signOutEverywhere } from "~/domains/accounts/sign-in/sign-out-everywhere.server";
import { sessionPolicy } from "~/domains/accounts/sign-in/session-policy";

/**
 * A draft save reads the session in one query of its own (ADR 0065) and counts
 * its rate limit inside the save's statement. Neither may weaken what a client
 * or the provider relies on: a session ended elsewhere saves nothing at once,
 * a forged cookie is nobody, a runaway page is stopped after 120 saves a
 * minute (invalid ones included), and a session in use is still renewed.
 */
setUpAuthTestbed();

const label = process.env.TEST_DATABASE ?? "pglite";
const saying = (text: string) => ({ email: "", completionDate: "", responses: { q1: text } });

/** The cookie with the first character of its session token's signature changed. */
function withSignatureChanged(cookie: string): string {
  return cookie
    .split("; ")
    .map((pair) => {
      if (!pair.includes("session_token=")) return pair;
      const [name, value = ""] = pair.split("=");
      const decoded = decodeURIComponent(value);
      const dot = decoded.lastIndexOf(".");
      const first = decoded[dot + 1] === "A" ? "B" : "A";
      return `${name}=${encodeURIComponent(`${decoded.slice(0, dot + 1)}${first}${decoded.slice(dot + 2)}`)}`;
    })
    .join("; ");
}

describe(`who may save a draft (${label})`, () => {
  it("refuses a session signed out everywhere from another device, on its very next save", async () => {
    const client = await clientWithPaidForm("revoked");
    expect((await postDraft(draftBody(client.entitlementId, saying("before"), { writerSeq: 1 }), client.cookie)).status).toBe(200);

    await signOutEverywhere(new Request("http://localhost:3000/account", { headers: { Cookie: client.cookie } }));
    const after = await postDraft(draftBody(client.entitlementId, saying("after"), { writerSeq: 2 }), client.cookie);
    expect(after.status).toBe(401);
    expect((await loadDraft(client.id, client.entitlementId))?.answers).toEqual(saying("before"));
  });

  it("treats a session cookie with a changed signature as signed out", async () => {
    const client = await clientWithPaidForm("forged");
    const forged = withSignatureChanged(client.cookie);
    expect(forged).not.toBe(client.cookie);
    expect((await postDraft(draftBody(client.entitlementId, saying("forged")), forged)).status).toBe(401);
    expect(await loadDraft(client.id, client.entitlementId)).toBeNull();
  });

  it("still renews a session in use once a day, as every page does", async () => {
    const client = await clientWithPaidForm("renewed");
    const dueForRenewal = new Date(Date.now() + (sessionPolicy.idleTimeoutSeconds - sessionPolicy.renewAfterSeconds - 60) * 1000);
    await getDb().update(sessions).set({ expiresAt: dueForRenewal }).where(eq(sessions.userId, client.id));

    expect((await postDraft(draftBody(client.entitlementId, saying("a day later")), client.cookie)).status).toBe(200);
    const [session] = await getDb().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, client.id));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(dueForRenewal.getTime());
  });
});

describe(`a runaway page (${label})`, () => {
  it("is told to wait after 120 saves in a minute, invalid ones counted, and its 121st is not stored", async () => {
    const client = await clientWithPaidForm("runaway");
    for (let seq = 1; seq <= 119; seq += 1) {
      const answer = await postDraft(draftBody(client.entitlementId, saying(`save ${seq}`), { writerSeq: seq }), client.cookie);
      expect(answer.status).toBe(200);
    }
    expect((await postDraft({ formType: "depression", entitlementId: client.entitlementId }, client.cookie)).status).toBe(400);

    const refused = await postDraft(draftBody(client.entitlementId, saying("save 121"), { writerSeq: 121 }), client.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect((await loadDraft(client.id, client.entitlementId))?.answers).toEqual(saying("save 119"));
    // An invalid save past the limit is told to wait too, rather than what is wrong with it.
    expect((await postDraft({ formType: "depression" }, client.cookie)).status).toBe(429);
  });
});
