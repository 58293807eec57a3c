import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientWithPaidForm } from "../support/assessment-clients";
import {
  assessmentRowCounts,
  draftBody,
  fullAnswers,
  postDraft,
  postSubmission,
  submissionBody,
} from "../support/assessment-requests";
import { setUpAuthTestbed } from "./auth-testbed";
import { getDb } from "~/db/database.server";
import { assessmentDrafts } from "~/db/schema";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { loadDraft } from "~/domains/assessments/load-draft.server";
import { loadFormGate } from "~/features/assessments/form-gate.server";

/**
 * Autosave never loses the newest words: a page's older save arriving late
 * is ignored, another page or device saving later wins, and what is stored
 * is ciphertext that reads back as written. Anything the form would not
 * accept is refused with the field it concerns, and nothing is stored.
 */
setUpAuthTestbed();

const label = process.env.TEST_DATABASE ?? "pglite";
const draftSaying = (text: string) => ({ email: "me@example.com", completionDate: "2026-03-14", responses: { q1: text, q12: `${text} (later)` } });

async function storedDraft(entitlementId: string) {
  const [row] = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, entitlementId));
  return row;
}

describe(`draft saves, in the order they arrive (${label})`, () => {
  it("keep a page's newer save when its older one arrives late, and let another page's later save win", async () => {
    const client = await clientWithPaidForm("drafts");
    const save = (text: string, writerId: string, writerSeq: number) =>
      postDraft(draftBody(client.entitlementId, draftSaying(text), { writerId, writerSeq }), client.cookie);

    expect((await save("written fifth on the laptop", "laptop-tab-0001", 5)).status).toBe(200);
    // The laptop's fourth save (a retry, the page-hide beacon) arrives after its fifth: acknowledged, ignored.
    expect((await save("written fourth on the laptop", "laptop-tab-0001", 4)).status).toBe(200);
    expect((await save("written fifth again, resent", "laptop-tab-0001", 5)).status).toBe(200);
    expect((await loadDraft(client.id, client.entitlementId))?.answers).toEqual(draftSaying("written fifth on the laptop"));

    // The phone opened the form later and saves: the latest arrival between pages wins.
    expect((await save("continued on the phone", "phone-page-0002", 1)).status).toBe(200);
    expect((await loadDraft(client.id, client.entitlementId))?.answers).toEqual(draftSaying("continued on the phone"));
    expect((await save("back on the laptop", "laptop-tab-0001", 6)).status).toBe(200);
    expect((await loadDraft(client.id, client.entitlementId))?.answers).toEqual(draftSaying("back on the laptop"));
  });

  it("keep the highest save of a page when its saves race each other", async () => {
    const client = await clientWithPaidForm("racing");
    const saves = [3, 9, 1, 7, 10, 2, 8, 5, 4, 6].map((seq) =>
      postDraft(draftBody(client.entitlementId, draftSaying(`save number ${seq}`), { writerId: "racing-tab-0001", writerSeq: seq }), client.cookie),
    );
    expect((await Promise.all(saves)).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await loadDraft(client.id, client.entitlementId))?.answers).toEqual(draftSaying("save number 10"));
    expect((await storedDraft(client.entitlementId))?.writerSeq).toBe(10);
  });

  it("are stored encrypted and read back as written", async () => {
    const client = await clientWithPaidForm("sealed");
    const words = "The garden gate my father painted blue";
    const saved = await postDraft(draftBody(client.entitlementId, draftSaying(words)), client.cookie);
    expect(saved.status).toBe(200);
    expect(typeof saved.body.savedAt).toBe("string");

    const row = await storedDraft(client.entitlementId);
    expect(row?.sealedAnswers).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain("garden gate");
    expect(JSON.stringify(row)).not.toContain("me@example.com");
    expect(row?.answeredCount).toBe(2);
    expect(await loadDraft(client.id, client.entitlementId)).toMatchObject({ answers: draftSaying(words), bankVersion: currentBankVersion("depression") });
  });

  it("accept a partial draft and keep a 5,000-character answer whole", async () => {
    const client = await clientWithPaidForm("partial");
    const long = "a".repeat(5_000);
    const partial = { email: "", completionDate: "", responses: { q3: long, q4: "" } };
    expect((await postDraft(draftBody(client.entitlementId, partial), client.cookie)).status).toBe(200);
    expect((await loadDraft(client.id, client.entitlementId))?.answers).toEqual(partial);
  });
});

describe(`answers the form would not accept (${label})`, () => {
  const withResponses = (change: (responses: Record<string, string>) => void) => {
    const answers = fullAnswers();
    change(answers.responses);
    return answers;
  };

  it.each([
    ["a missing answer", withResponses((responses) => delete responses.q7), "q7"],
    ["a blank answer", withResponses((responses) => (responses.q8 = "   ")), "q8"],
    ["a 5,001-character answer", withResponses((responses) => (responses.q3 = "b".repeat(5_001))), "q3"],
    ["an unknown question", withResponses((responses) => (responses.q99 = "An extra answer.")), null],
    ["an invalid e-mail", { ...fullAnswers(), email: "not-an-address" }, "email"],
    ["an invalid date", { ...fullAnswers(), completionDate: "14/03/2026" }, "completionDate"],
  ])("refuse a submission with %s: 400 with field errors, nothing stored", async (_label, answers, field) => {
    const client = await clientWithPaidForm("invalid");
    const before = await assessmentRowCounts();
    const refused = await postSubmission(submissionBody(client.entitlementId, answers), client.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Some answers need attention before the form can be sent.");
    const fieldErrors = refused.body.fieldErrors as Record<string, string>;
    expect(Object.keys(fieldErrors).length).toBeGreaterThan(0);
    if (field) expect(fieldErrors).toHaveProperty(field);
    expect(await assessmentRowCounts()).toEqual(before);
    // The copy is still open: the corrected form goes through.
    expect((await postSubmission(submissionBody(client.entitlementId, fullAnswers()), client.cookie)).status).toBe(200);
  });

  it("tell a page showing older questions to reload (409), for drafts and submissions, storing nothing", async () => {
    const client = await clientWithPaidForm("stale");
    const before = await assessmentRowCounts();
    const draft = await postDraft({ ...draftBody(client.entitlementId, draftSaying("old wording")), bankVersion: "depression-v0" }, client.cookie);
    const sent = await postSubmission({ ...submissionBody(client.entitlementId, fullAnswers()), bankVersion: "depression-v0" }, client.cookie);
    for (const answer of [draft, sent]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatch(/^These questions were updated since the page opened\. Please reload the page/);
    }
    expect(await assessmentRowCounts()).toEqual(before);
  });

  it("keep a page still showing v2 (v3 only respells it) saving, carry its draft forward onto v4, and ask it to reload before sending without the ASQ", async () => {
    const client = await clientWithPaidForm("v2-page");
    const user = { id: client.id, email: client.email, role: "client" as const, twoFactorEnabled: false };
    expect(currentBankVersion("depression")).toBe("depression-v4");
    const typed = draftSaying("Typed on a page opened before the respelling");

    const saved = await postDraft({ ...draftBody(client.entitlementId, typed), bankVersion: "depression-v2" }, client.cookie);
    expect(saved.status).toBe(200);
    // Recorded under the wording that page showed.
    expect(await loadDraft(client.id, client.entitlementId)).toMatchObject({ answers: typed, bankVersion: "depression-v2" });
    // Reloaded, the page shows v4 and opens with everything typed under v2.
    expect(await loadFormGate(user, "depression")).toMatchObject({ state: "open", bankVersion: "depression-v4", draft: typed });

    // A draft from before the scales (v1) still is not offered back under other questions.
    await getDb().update(assessmentDrafts).set({ bankVersion: "depression-v1" }).where(eq(assessmentDrafts.entitlementId, client.entitlementId));
    expect(await loadFormGate(user, "depression")).toMatchObject({ state: "open", bankVersion: "depression-v4", draft: null });

    // The v2 page never asked the direct risk screen (ADR 0058): its send is refused with a reload, and nothing is stored.
    const before = await assessmentRowCounts();
    const sent = await postSubmission({ ...submissionBody(client.entitlementId, fullAnswers()), bankVersion: "depression-v2" }, client.cookie);
    expect(sent.status).toBe(409);
    expect(sent.body.error).toMatch(/^These questions were updated since the page opened\. Please reload the page/);
    expect(await assessmentRowCounts()).toEqual(before);
  });

  it("refuse a draft with an unknown question or an over-long answer (400), storing nothing", async () => {
    const client = await clientWithPaidForm("bad-draft");
    const before = await assessmentRowCounts();
    for (const responses of [{ q99: "Where does this go?" }, { q1: "c".repeat(5_001) }]) {
      const refused = await postDraft(draftBody(client.entitlementId, { email: "", completionDate: "", responses }), client.cookie);
      expect(refused.status).toBe(400);
    }
    expect((await postDraft({ ...draftBody(client.entitlementId, {}), writerId: "x" }, client.cookie)).status).toBe(400);
    expect(await assessmentRowCounts()).toEqual(before);
  });
});
