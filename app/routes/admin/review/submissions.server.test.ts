import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerOf, signInTo } from "../../../../tests/support/staff-sign-in";
import { setUpAuthTestbed, signInCookie } from "../../../../tests/integration/auth-testbed";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { getDb } from "~/db/database.server";
import { submissionViews } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { loader as detailLoader } from "./submission";
import { loader as listLoader } from "./submissions";

/**
 * The provider's pages as a browser's request reaches their loaders, with
 * real session cookies: only an admin gets in; anyone else gets the 404 an
 * unknown address gets, and their attempt opens (and records) nothing.
 */
setUpAuthTestbed();

const PASSWORD = "a long passphrase for admin route tests";

async function person(email: string, role: "client" | "admin") {
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: await signInCookie(email, PASSWORD) };
}

const requestAs = (path: string, cookie?: string) =>
  new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    await call();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const list = (cookie?: string) => listLoader({ request: requestAs("/admin/submissions", cookie), params: {}, context: {} } as never);
const detail = (id: string, cookie?: string) =>
  detailLoader({ request: requestAs(`/admin/submissions/${id}`, cookie), params: { submissionId: id }, context: {} } as never);

describe(`/admin/submissions loaders (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("answer 404 to a client, ask a signed-out visitor to sign in, 200 to an admin; only the admin's opening is recorded", async () => {
    const client = await person("route.client@example.com", "client");
    const admin = await person("route.admin@example.com", "admin");
    const entitlementId = await givePaidCopy({ email: client.email, userId: client.id, formType: "marriage" });
    const submissionId = await storeSubmission({
      entitlementId,
      userId: client.id,
      email: client.email,
      formType: "marriage",
      answers: writtenAnswers("marriage", { q1: "Route canary words" }),
    });

    expect(await statusOf(() => list(client.cookie))).toBe(404);
    expect(await statusOf(() => detail(submissionId, client.cookie))).toBe(404);
    expect(await answerOf(() => list())).toBe(signInTo("/admin/submissions"));
    expect(await answerOf(() => detail(submissionId))).toBe(signInTo(`/admin/submissions/${submissionId}`));
    expect(await getDb().select().from(submissionViews).where(eq(submissionViews.submissionId, submissionId))).toEqual([]);

    const listed = (await list(admin.cookie)) as unknown as { data: { rows: { id: string }[] }; init: { headers: Record<string, string> } };
    expect(listed.data.rows.map((row) => row.id)).toContain(submissionId);
    expect(listed.init.headers["Cache-Control"]).toBe("private, no-store");
    const opened = (await detail(submissionId, admin.cookie)) as unknown as { data: { submission: { openings: { viewerEmail: string }[] } } };
    expect(opened.data.submission.openings.map((opening) => opening.viewerEmail)).toEqual([admin.email]);
    expect(JSON.stringify(opened.data)).toContain("Route canary words");

    expect(await statusOf(() => detail("no-such-submission", admin.cookie))).toBe(404);
  });
});
