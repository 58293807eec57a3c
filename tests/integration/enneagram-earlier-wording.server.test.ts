import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buy, signedInClient } from "../support/assessment-clients";
import { postDraft, postSubmission } from "../support/assessment-requests";
import { setUpAuthTestbed } from "./auth-testbed";
import { getDb } from "~/db/database.server";
import { assessmentDrafts, assessmentSubmissions } from "~/db/schema";
import { submissionContext } from "~/domains/assessments/answer-encryption.server";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { enneagramStatements } from "~/domains/assessments/enneagram/statements";
import { loadDraft } from "~/domains/assessments/load-draft.server";
import { layOutAnswers } from "~/domains/assessments/submissions/submission-layout";
import { loadFormGate } from "~/features/assessments/form-gate.server";
import { openText, sealingKey } from "~/security/sealing.server";

/**
 * The Enneagram's v2 only respells v1 (e63 "recognised" → "recognized", ADR 0045):
 * a page opened on v1 keeps saving and sending, its draft opens on the v2 page,
 * and what it sent is recorded and laid out in the words that page showed.
 */
setUpAuthTestbed();

const label = process.env.TEST_DATABASE ?? "pglite";

async function clientWithEnneagram() {
  const client = await signedInClient("enneagram-v1-page");
  const purchase = await buy({ email: client.email, userId: client.id }, [{ productId: "enneagram-report", category: null, quantity: 1 }]);
  const entitlementId = purchase.entitlements[0]?.id;
  if (!entitlementId) throw new Error("the purchase granted nothing");
  return { ...client, entitlementId };
}

const body = (entitlementId: string, bankVersion: string, ratings: Record<string, number>) => ({
  formType: "enneagram",
  entitlementId,
  bankVersion,
  answers: { ratings },
});

describe(`an Enneagram page still showing v1 (${label})`, () => {
  it("keeps saving and sending, and its draft is carried forward onto v2", async () => {
    const client = await clientWithEnneagram();
    // A variable, not a literal argument, so the user's shape may grow fields without this test changing.
    const user = { id: client.id, email: client.email, role: "client" as const, twoFactorEnabled: false };
    expect(currentBankVersion("enneagram")).toBe("enneagram-v2");
    const typed = { e1: 3, e63: 5 };

    const saved = await postDraft({ ...body(client.entitlementId, "enneagram-v1", typed), writerId: "v1-page-writer-01", writerSeq: 1 }, client.cookie);
    expect(saved.status).toBe(200);
    // Recorded under the wording that page showed.
    expect(await loadDraft(client.id, client.entitlementId)).toMatchObject({ answers: { ratings: typed }, bankVersion: "enneagram-v1" });
    // Reloaded, the page shows v2 and opens with every rating given under v1.
    expect(await loadFormGate(user, "enneagram")).toMatchObject({ state: "open", bankVersion: "enneagram-v2", draft: { ratings: typed } });

    // A version this build does not know is still not offered back, and its page is told to reload.
    await getDb().update(assessmentDrafts).set({ bankVersion: "enneagram-v0" }).where(eq(assessmentDrafts.entitlementId, client.entitlementId));
    expect(await loadFormGate(user, "enneagram")).toMatchObject({ state: "open", bankVersion: "enneagram-v2", draft: null });
    const stale = await postDraft({ ...body(client.entitlementId, "enneagram-v0", typed), writerId: "v0-page-writer-01", writerSeq: 1 }, client.cookie);
    expect(stale.status).toBe(409);

    // The v1 page sends: accepted, recorded and laid out with the statement as the client read it.
    const ratings = Object.fromEntries(enneagramStatements.map((statement) => [statement.id, statement.type === 3 ? 5 : 2]));
    const sent = await postSubmission({ ...body(client.entitlementId, "enneagram-v1", ratings), submissionId: crypto.randomUUID() }, client.cookie);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [row] = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.entitlementId, client.entitlementId));
    expect(row?.bankVersion).toBe("enneagram-v1");
    const view = layOutAnswers("enneagram", row!.bankVersion, openText(row!.sealedAnswers, sealingKey(), submissionContext(row!.id)));
    if (view.kind !== "enneagram") throw new Error("expected the Enneagram");
    expect(view.wordingNote).toBeNull();
    expect(view.ratings.find((rating) => rating.id === "e63")).toMatchObject({ statement: "I like to be recognised for what I have accomplished.", rating: 5 });
    expect(view.result?.type).toBe(3);
  });
});
