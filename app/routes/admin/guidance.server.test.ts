import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInCookie } from "../../../tests/integration/auth-testbed";
import { answerOf, signInTo } from "../../../tests/support/staff-sign-in";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { guidanceReviews, staffAuditEvents } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import { libraryEntries } from "~/domains/reports/library/library-entries";
import { libraryNotesFor } from "~/features/admin/report-review/library/library-notes.server";
import type { GuidancePage, MarkReviewedResult } from "~/features/admin/guidance/guidance-page.server";
import { action as guidanceAction, loader as guidanceLoader } from "./guidance";

/**
 * The provider reviews the guidance library once (ADR 0071): only an admin
 * opens /admin/guidance or marks a text reviewed; each mark is kept with who
 * and when, goes in the audit log once, and is refused for a text that has
 * changed since the page was read. A report's reviewer then sees that text
 * folded away with the review beside it.
 */
setUpTestDatabase({ dataDir: "admin-guidance", queue: { work: false } });

const PASSWORD = "a long passphrase for the guidance library";
const PAGE = "/admin/guidance?group=Themes&state=waiting";

async function cookieOf(email: string, role: "client" | "admin" | "reviewer") {
  await createUserDirectly({ email, password: PASSWORD, verified: true, role });
  return signInCookie(email, PASSWORD);
}
let adminCookie: Promise<string> | undefined;
const admin = () => (adminCookie ??= cookieOf("library.admin@example.com", "admin"));

function request(path: string, cookie: string | undefined, fields?: Record<string, string>) {
  const headers: Record<string, string> = fields ? { "Content-Type": "application/x-www-form-urlencoded" } : {};
  if (cookie) headers.Cookie = cookie;
  return new Request(`http://localhost:3000${path}`, { method: fields ? "POST" : "GET", headers, ...(fields ? { body: new URLSearchParams(fields) } : {}) });
}

async function page(cookie: string, path = PAGE): Promise<GuidancePage> {
  const answer = (await guidanceLoader({ request: request(path, cookie), params: {}, context: {} } as never)) as unknown as { data: { view: GuidancePage } };
  return answer.data.view;
}

async function mark(cookie: string, fields: Record<string, string>) {
  try {
    const answer = (await guidanceAction({ request: request(PAGE, cookie, { intent: "mark-reviewed", ...fields }), params: {}, context: {} } as never)) as unknown;
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), body: null };
    const result = answer as { data: MarkReviewedResult; init: { status?: number } | null };
    return { status: result.init?.status ?? 200, location: null, body: result.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), body: null };
    throw thrown;
  }
}

const auditOf = (entryId: string) => getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.targetId, entryId));

describe(`the guidance library's review (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("is for admins only: a signed-out visitor is asked to sign in, a client and a reviewer get 404", async () => {
    expect(await answerOf(() => guidanceLoader({ request: request(PAGE, undefined), params: {}, context: {} } as never))).toBe(signInTo(PAGE));
    for (const [email, role] of [["library.client@example.com", "client"], ["library.reviewer@example.com", "reviewer"]] as const) {
      const cookie = await cookieOf(email, role);
      expect(await answerOf(() => guidanceLoader({ request: request(PAGE, cookie), params: {}, context: {} } as never))).toBe(404);
      const [entry] = libraryEntries();
      expect((await mark(cookie, { entryId: entry!.id, version: entry!.version })).status).toBe(404);
    }
    expect(await getDb().select().from(guidanceReviews)).toEqual([]);
  });

  it("marks a text reviewed once, with who and when, in the audit log, and the review page folds it with that review", async () => {
    const cookie = await admin();
    const before = await page(cookie);
    const entry = before.entries[0]!;
    expect(entry.reviewed).toBeNull();
    const section = { id: "theme-grief-waves", blocks: [{ type: "guidance" as const, text: entry.source }] };
    const clock = await loadStaffClock();
    expect((await libraryNotesFor([section], clock))["theme-grief-waves.0"]).toMatchObject({ entryId: entry.id, waiting: 1, reviewed: null });

    const marked = await mark(cookie, { entryId: entry.id, version: entry.version, note: "Read against the style guide." });
    expect(marked).toMatchObject({ status: 302, location: PAGE });
    const [row] = await getDb().select().from(guidanceReviews).where(eq(guidanceReviews.entryId, entry.id));
    expect(row).toMatchObject({ version: entry.version, reviewedByEmail: "library.admin@example.com", note: "Read against the style guide." });
    expect((await auditOf(entry.id)).map((event) => [event.action, event.actorEmail, event.detail])).toEqual([["guidance.reviewed", "library.admin@example.com", `version ${entry.version}`]]);

    const after = await page(cookie);
    expect(after.entries.map((shown) => shown.id)).not.toContain(entry.id);
    expect(after.reviewedTotal).toBe(before.reviewedTotal + 1);
    const reviewed = await page(cookie, "/admin/guidance?group=Themes&state=reviewed");
    expect(reviewed.entries.find((shown) => shown.id === entry.id)?.reviewed).toMatchObject({ by: "library.admin@example.com", note: "Read against the style guide." });
    expect((await libraryNotesFor([section], clock))["theme-grief-waves.0"]).toMatchObject({ waiting: 0, reviewed: { by: "library.admin@example.com" } });

    // Marking it again changes nothing and records nothing.
    expect((await mark(cookie, { entryId: entry.id, version: entry.version })).status).toBe(302);
    expect(await auditOf(entry.id)).toHaveLength(1);
  });

  it("refuses a version that is not the library's text now, and a form it cannot read, writing nothing", async () => {
    const cookie = await admin();
    const entry = (await page(cookie)).entries[0]!;
    const stale = await mark(cookie, { entryId: entry.id, version: "00000000" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ ok: false, message: expect.stringContaining("has changed since the page was loaded") });
    expect((await mark(cookie, { entryId: entry.id, version: "not a version" })).status).toBe(400);
    expect((await mark(cookie, { entryId: "theme/no-such-theme/meaning/0", version: entry.version })).status).toBe(409);
    expect((await mark(cookie, { entryId: entry.id, version: entry.version, note: "x".repeat(501) })).body).toMatchObject({ message: "Keep the note under 500 characters." });
    expect(await getDb().select().from(guidanceReviews).where(eq(guidanceReviews.entryId, entry.id))).toEqual([]);
    expect(await auditOf(entry.id)).toEqual([]);
  });
});
