import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerOf, signInTo } from "../../../../tests/support/staff-sign-in";
import { setUpAuthTestbed, signInCookie } from "../../../../tests/integration/auth-testbed";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, safetyFlagReviews } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { deleteAccount } from "~/domains/accounts/profile/delete-account.server";
import { exportUserData } from "~/domains/accounts/profile/export-user-data.server";
import { action as clearFlag, loader as detailLoader } from "./submission";
import { loader as listLoader } from "./submissions";

/**
 * Clearing a safety flag with a note (ADR 17, "Clearing a flag"), through the
 * submission page's action with real session cookies: only an admin may; a
 * client (the submission's own included) and a signed-out visitor get the
 * page's 404 and nothing is written. The note is sealed; the flag stays.
 */
setUpAuthTestbed();

const PASSWORD = "a long passphrase for follow-up tests";

async function person(email: string, role: "client" | "admin") {
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: await signInCookie(email, PASSWORD) };
}

async function flaggedSubmission(client: { id: string; email: string }, safetyCategories = ["suicidal-thoughts", "abuse"]) {
  const entitlementId = await givePaidCopy({ email: client.email, userId: client.id, formType: "marriage" });
  return storeSubmission({
    entitlementId,
    userId: client.id,
    email: client.email,
    formType: "marriage",
    answers: writtenAnswers("marriage", { q9: "Some nights I want to die." }),
    safetyCategories,
  });
}

const post = (id: string, note: string | null, cookie?: string) => {
  const body = new URLSearchParams();
  if (note !== null) body.set("note", note);
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  const request = new Request(`http://localhost:3000/admin/submissions/${id}`, { method: "POST", headers, body });
  return clearFlag({ request, params: { submissionId: id }, context: {} } as never);
};

const get = (path: string, cookie: string) => new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } });
const detail = (id: string, cookie: string) => detailLoader({ request: get(`/admin/submissions/${id}`, cookie), params: { submissionId: id }, context: {} } as never);
const list = (cookie: string) => listLoader({ request: get("/admin/submissions", cookie), params: {}, context: {} } as never);

type Answer = { data: unknown; init: { status?: number; headers: Record<string, string> } | null };

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    const answer = (await call()) as Answer;
    return answer.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const reviewsOf = (submissionId: string) => getDb().select().from(safetyFlagReviews).where(eq(safetyFlagReviews.submissionId, submissionId));

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

describe(`clearing a safety flag with a note (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("an admin's note is stored sealed with who and when; the flag and categories stay; the page and the list show it", async () => {
    const client = await person("flag.client@example.com", "client");
    const admin = await person("flag.admin@example.com", "admin");
    const submissionId = await flaggedSubmission(client);
    const canary = "Called the client, safe, cobalt-lantern-canary-4471";

    const before = (await list(admin.cookie)) as unknown as { data: { rows: { id: string; followedUp: boolean }[] } };
    expect(before.data.rows.find((row) => row.id === submissionId)?.followedUp).toBe(false);

    const answer = (await post(submissionId, `  ${canary}\nSeeing GP tomorrow.  `, admin.cookie)) as unknown as Answer;
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.init?.headers["Cache-Control"]).toBe("private, no-store");
    const result = answer.data as { ok: boolean; followUps: { reviewerEmail: string; note: string; createdIso: string; createdAt: string }[] };
    expect(result.ok).toBe(true);
    expect(result.followUps).toHaveLength(1);
    expect(result.followUps[0]).toMatchObject({ reviewerEmail: admin.email, note: `${canary}\nSeeing GP tomorrow.` });

    const [review, ...others] = await reviewsOf(submissionId);
    expect(others).toEqual([]);
    expect(review).toMatchObject({ reviewerUserId: admin.id, reviewerEmail: admin.email });
    expect(review!.sealedNote).toMatch(/^v1\./);
    expect(Math.abs(review!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    // Raw rows: no plaintext note anywhere in the table.
    const raw = rowsOf<{ row: string }>(await getDb().execute(sql`select row_to_json(t)::text as row from safety_flag_reviews t`));
    expect(raw).toHaveLength(1);
    expect(raw.map((row) => row.row).join("\n").toLowerCase()).not.toContain("cobalt-lantern-canary");

    // The flag stays in the record.
    const [submission] = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.id, submissionId));
    expect(submission).toMatchObject({ urgent: true, safetyCategories: ["suicidal-thoughts", "abuse"] });

    const page = (await detail(submissionId, admin.cookie)) as unknown as {
      data: { submission: { urgent: boolean; concerns: string[]; followUps: { reviewerEmail: string; note: string; createdIso: string }[] } };
    };
    expect(page.data.submission.urgent).toBe(true);
    expect(page.data.submission.concerns).toEqual(["possible suicidal thoughts", "possible abuse"]);
    expect(page.data.submission.followUps).toEqual([
      expect.objectContaining({ reviewerEmail: admin.email, note: `${canary}\nSeeing GP tomorrow.`, createdIso: review!.createdAt.toISOString() }),
    ]);

    // A second follow-up is added, the first kept.
    await post(submissionId, "Client called back, all well.", admin.cookie);
    expect(await reviewsOf(submissionId)).toHaveLength(2);

    const after = (await list(admin.cookie)) as unknown as { data: { rows: { id: string; urgent: boolean; followedUp: boolean }[] } };
    expect(after.data.rows.find((row) => row.id === submissionId)).toMatchObject({ urgent: true, followedUp: true });
  });

  it("a client (the submission's own) gets the page's 404, a signed-out visitor is asked to sign in, and nothing is written", async () => {
    const client = await person("own.client@example.com", "client");
    const submissionId = await flaggedSubmission(client);
    expect(await statusOf(() => post(submissionId, "I am fine really", client.cookie))).toBe(404);
    expect(await answerOf(() => post(submissionId, "I am fine really"))).toBe(signInTo(`/admin/submissions/${submissionId}`));
    expect(await answerOf(() => post(submissionId, ""))).toBe(signInTo(`/admin/submissions/${submissionId}`));
    expect(await reviewsOf(submissionId)).toEqual([]);
  });

  it("an empty, blank, missing or too long note is 400 with the message, the text kept and nothing written", async () => {
    const client = await person("empty.client@example.com", "client");
    const admin = await person("empty.admin@example.com", "admin");
    const submissionId = await flaggedSubmission(client);

    for (const note of ["", "   \n ", null]) {
      const answer = (await post(submissionId, note, admin.cookie)) as unknown as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({ ok: false, noteError: "Write what was done before clearing the flag.", note: note ?? "" });
    }
    const long = "x".repeat(2001);
    const tooLong = (await post(submissionId, long, admin.cookie)) as unknown as Answer;
    expect(tooLong.init?.status).toBe(400);
    expect(tooLong.data).toEqual({ ok: false, noteError: "Keep the note to 2,000 characters or fewer.", note: long });
    expect(await reviewsOf(submissionId)).toEqual([]);

    expect(await statusOf(() => post(submissionId, "x".repeat(2000), admin.cookie))).toBe(200);
  });

  it("an unknown submission is 404 and an unflagged one 409 for an admin, nothing written", async () => {
    const client = await person("calm.client@example.com", "client");
    const admin = await person("calm.admin@example.com", "admin");
    const calm = await flaggedSubmission(client, []);
    expect(await statusOf(() => post("no-such-submission", "Called them", admin.cookie))).toBe(404);
    expect(await statusOf(() => post(calm, "Called them", admin.cookie))).toBe(409);
    expect(await getDb().select().from(safetyFlagReviews).where(eq(safetyFlagReviews.submissionId, calm))).toEqual([]);
  });

  it("lists open flags first, then the newest, followed-up flags among them", async () => {
    const client = await person("order.client@example.com", "client");
    const admin = await person("order.admin@example.com", "admin");
    const followedUp = await flaggedSubmission(client);
    const open = await flaggedSubmission(client, ["self-harm"]);
    await post(followedUp, "Spoke to them.", admin.cookie);
    const listed = (await list(admin.cookie)) as unknown as { data: { rows: { id: string; followedUp: boolean; urgent: boolean }[] } };
    const openFlags = listed.data.rows.filter((row) => row.urgent && !row.followedUp).map((row) => row.id);
    expect(openFlags).toContain(open);
    expect(listed.data.rows.slice(0, openFlags.length).map((row) => row.id)).toEqual(openFlags);
    expect(listed.data.rows.find((row) => row.id === followedUp)?.followedUp).toBe(true);
  });

  it("deleting the client's account removes the reviews with the submission; the export leaves the notes out; a deleted admin's review keeps their e-mail", async () => {
    const client = await person("leaving.client@example.com", "client");
    const admin = await person("leaving.admin@example.com", "admin");
    const submissionId = await flaggedSubmission(client);
    await post(submissionId, "Called, safe, amber-kestrel-canary-9310", admin.cookie);

    const exported = await exportUserData(client.id);
    expect(JSON.stringify(exported)).not.toContain("amber-kestrel-canary");
    expect(JSON.stringify(exported)).not.toContain(admin.email);

    const other = await person("staying.client@example.com", "client");
    const otherSubmission = await flaggedSubmission(other);
    await post(otherSubmission, "Called the other client.", admin.cookie);

    await deleteAccount(client.id);
    expect(await reviewsOf(submissionId)).toEqual([]);

    await deleteAccount(admin.id);
    expect(await reviewsOf(otherSubmission)).toEqual([expect.objectContaining({ reviewerUserId: null, reviewerEmail: admin.email })]);
  });
});
