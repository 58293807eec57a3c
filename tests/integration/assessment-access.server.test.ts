import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { buy, buyDepressionForm, clientWithPaidForm, signedInClient } from "../support/assessment-clients";
import {
  assessmentRowCounts,
  draftBody,
  fullAnswers,
  postDraft,
  postSubmission,
  submissionBody,
} from "../support/assessment-requests";
import { setUpAuthTestbed } from "./auth-testbed";
import { logger } from "~/config/logger.server";
import { openDatabase } from "~/db/client.server";
import { getDb, setDatabase } from "~/db/database.server";
import { entitlements } from "~/db/schema";
import { checkFormAccess } from "~/domains/assessments/form-access.server";
import { loadDraft } from "~/domains/assessments/load-draft.server";
import { revokeOrder } from "~/domains/checkout/revoke-order.server";

/**
 * The access rule as an attacker meets it: hand-made requests with a real
 * session cookie, aimed at copies the account has not paid for. Each is
 * refused before anything is written.
 */
const testbed = setUpAuthTestbed();

const label = process.env.TEST_DATABASE ?? "pglite";
const partial = { email: "", completionDate: "", responses: { q1: "Some of what I wanted to say." } };

/** Both endpoints refuse the copy with 403 and store nothing: no draft, submission, report owed or e-mail job. */
async function expectRefused(cookie: string, entitlementId: string, formType: "depression" | "marriage" = "depression") {
  const before = await assessmentRowCounts();
  const draft = await postDraft(draftBody(entitlementId, partial, { formType }), cookie);
  expect(draft.status).toBe(403);
  expect(draft.body.error).toBe("You don't have access to this form. Please purchase it to continue.");
  const sent = await postSubmission(submissionBody(entitlementId, fullAnswers(formType), { formType }), cookie);
  expect(sent.status).toBe(403);
  expect(sent.body).not.toHaveProperty("submissionId");
  expect(await assessmentRowCounts()).toEqual(before);
}

describe(`draft saves and submissions without access (${label})`, () => {
  it("are refused for an account with no purchase, even naming a real copy", async () => {
    const owner = await clientWithPaidForm("owner");
    const stranger = await signedInClient("no-purchase");
    await expectRefused(stranger.cookie, owner.entitlementId);
    await expectRefused(stranger.cookie, "ent_made_up_by_hand");
  });

  it("are refused when a copy of one form is sent under another form", async () => {
    const client = await clientWithPaidForm("other-form");
    await expectRefused(client.cookie, client.entitlementId, "marriage");
    const enneagram = await buy({ email: client.email, userId: client.id }, [{ productId: "enneagram-report", category: null, quantity: 1 }]);
    await expectRefused(client.cookie, enneagram.entitlements[0]!.id, "marriage");
    // The copy still works for its own form.
    expect((await postDraft(draftBody(client.entitlementId, partial), client.cookie)).status).toBe(200);
  });

  it("are refused when one client names another client's copy, even with a copy of their own", async () => {
    const a = await clientWithPaidForm("a");
    const b = await clientWithPaidForm("b");
    await expectRefused(b.cookie, a.entitlementId);
    // B's own copy is writable, and A's copy is untouched by B's attempts.
    expect((await postDraft(draftBody(b.entitlementId, partial), b.cookie)).status).toBe(200);
    expect((await postSubmission(submissionBody(a.entitlementId, fullAnswers()), a.cookie)).status).toBe(200);
  });

  it("are refused once the order is refunded, and the draft written before stays untouched", async () => {
    const client = await clientWithPaidForm("refunded");
    const before = { email: "", completionDate: "", responses: { q1: "Written before the refund." } };
    expect((await postDraft(draftBody(client.entitlementId, before), client.cookie)).status).toBe(200);
    expect(await revokeOrder(client.orderId)).toBe("revoked");
    await expectRefused(client.cookie, client.entitlementId);
    expect((await loadDraft(client.id, client.entitlementId))?.answers).toEqual(before);
    expect(await checkFormAccess(client.id, "depression")).toEqual({ kind: "none" });
  });

  it("are refused when the copy alone is revoked, even while its access row still reads paid", async () => {
    const client = await clientWithPaidForm("revoked");
    await getDb().update(entitlements).set({ status: "revoked", revokedAt: new Date() }).where(eq(entitlements.id, client.entitlementId));
    await expectRefused(client.cookie, client.entitlementId);
  });

  it("are refused for a guest purchase that belongs to no account", async () => {
    const guest = await buy({ email: "guest-buyer@example.com", userId: null }, [{ productId: "catharsis", category: "depression", quantity: 1 }]);
    const client = await signedInClient("not-the-guest");
    await expectRefused(client.cookie, guest.entitlements[0]!.id);
  });

  it("answer 401 when signed out (no cookie, or a forged one) and store nothing", async () => {
    const client = await clientWithPaidForm("signed-out");
    const before = await assessmentRowCounts();
    for (const cookie of [undefined, "catharsis.session_token=forged.value"]) {
      const draft = await postDraft(draftBody(client.entitlementId, partial), cookie);
      expect(draft.status).toBe(401);
      const sent = await postSubmission(submissionBody(client.entitlementId, fullAnswers()), cookie);
      expect(sent.status).toBe(401);
    }
    expect(await assessmentRowCounts()).toEqual(before);
  });

  it("let the paying client save and send their own copy (the same requests, with access)", async () => {
    const client = await signedInClient("allowed");
    const { entitlements } = await buyDepressionForm(client);
    expect((await postDraft(draftBody(entitlements[0]!.id, partial), client.cookie)).status).toBe(200);
    const sent = await postSubmission(submissionBody(entitlements[0]!.id, fullAnswers()), client.cookie);
    expect(sent.status).toBe(200);
  });
});

describe(`the access check when the database fails (${label})`, () => {
  it("counts as no access and is logged, without the error escaping", async () => {
    const client = await clientWithPaidForm("db-down");
    expect((await checkFormAccess(client.id, "depression")).kind).toBe("open");

    // A database that refuses connections (nothing listens on port 1): the query itself fails.
    const broken = await openDatabase({ databaseUrl: "postgres://catharsis@127.0.0.1:1/unreachable", pgliteDir: "unused" });
    // Listened to and kept out of the test output.
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    setDatabase(broken);
    try {
      expect(await checkFormAccess(client.id, "depression")).toEqual({ kind: "none" });
    } finally {
      setDatabase(testbed.database());
      await broken.close();
    }
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ userId: client.id, formType: "depression" }),
      expect.stringContaining("treating as no access"),
    );
    errors.mockRestore();
    expect((await checkFormAccess(client.id, "depression")).kind).toBe("open");
  });
});
