import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fromClient, setUpAuthTestbed, signInCookie } from "../../../tests/integration/auth-testbed";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../tests/support/submission-fixtures";
import { getDb } from "~/db/database.server";
import { reportDownloads, reportEvents, reportObligations, reportShareLinks, reports } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { hashShareToken } from "~/domains/reports/client/share-tokens.server";
import { storeReportPdf } from "~/domains/reports/storage/report-files.server";
import { INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { loader as downloadLoader } from "./report-download";
import { action as shareAction, loader as shareLoader } from "./report-share";
import { loader as sharedPage } from "./shared-report";
import { loader as sharedPdf } from "./shared-report-pdf";

/**
 * The client's side of a delivered report, through the route modules with
 * real session cookies: only the owner downloads it (everyone else gets the
 * same 404), and a clinician's link opens it until it is revoked or expires,
 * each opening logged.
 */
setUpAuthTestbed();

const PASSWORD = "a long passphrase for report tests";
const PDF = "%PDF-1.7 the client's delivered report";
const CANARY = "amber-lantern-canary-9034";

async function person(email: string) {
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role: "client" });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: await signInCookie(email, PASSWORD) };
}

/** A Therapist Summary for the person's marriage questionnaire, at `stage`, its PDF stored sealed. */
async function reportFor(owner: { id: string; email: string }, stage: "in-review" | "delivered" = "delivered") {
  const entitlementId = await givePaidCopy({ email: owner.email, userId: owner.id, formType: "marriage" });
  const answers = writtenAnswers("marriage", { q1: `It started the winter of the ${CANARY}.` }, owner.email);
  const submissionId = await storeSubmission({ entitlementId, userId: owner.id, email: owner.email, formType: "marriage", answers });
  const reportId = `${submissionId}:therapist-summary`;
  await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "therapist-summary", dueAt: new Date() });
  const pdfKey = await storeReportPdf(reportId, Buffer.from(PDF));
  await getDb().insert(reports).values({ id: reportId, submissionId, kind: "therapist-summary", stage, pdfKey, deliveredAt: stage === "delivered" ? new Date() : null });
  return reportId;
}

const url = (path: string) => `http://localhost:3000${path}`;
const sharePath = (reportId: string) => `/account/reports/${encodeURIComponent(reportId)}/share`;

/** A loader's or action's answer as a status and body, whether returned or thrown. */
async function answer(call: () => Promise<unknown>): Promise<{ status: number; body: unknown; headers: Headers }> {
  try {
    const result = await call();
    if (result instanceof Response) return { status: result.status, body: await result.text(), headers: result.headers };
    const { data, init } = result as { data: unknown; init: { status?: number; headers?: HeadersInit } | null };
    return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text(), headers: thrown.headers };
    throw thrown;
  }
}

const download = (reportId: string, cookie?: string) =>
  answer(() => downloadLoader({ request: new Request(url(`/account/reports/${reportId}/pdf`), { headers: fromClient(undefined, cookie) }), params: { reportId }, context: {} } as never));

const post = (reportId: string, cookie: string, fields: Record<string, string>) =>
  answer(() =>
    shareAction({
      request: new Request(url(sharePath(reportId)), { method: "POST", headers: fromClient(undefined, cookie), body: new URLSearchParams(fields) }),
      params: { reportId },
      context: {},
    } as never),
  );

const sharePage = (reportId: string, cookie: string) =>
  answer(() => shareLoader({ request: new Request(url(sharePath(reportId)), { headers: fromClient(undefined, cookie) }), params: { reportId }, context: {} } as never));

const openShared = (token: string, ip?: string) =>
  answer(() => sharedPage({ request: new Request(url(`/shared/${token}`), { headers: fromClient(ip) }), params: { token }, context: {} } as never));
const downloadShared = (token: string, ip?: string) =>
  answer(() => sharedPdf({ request: new Request(url(`/shared/${token}/pdf`), { headers: fromClient(ip) }), params: { token }, context: {} } as never));

const goodShare = {
  intent: "create-link",
  clinicianName: "Dr. Ana Rivera",
  clinicianEmail: "dr.rivera@clinic.example.com",
  sharedBy: "June",
  expiresInDays: "14",
  consent: "share-consent-v1",
};

async function shareWithClinician(reportId: string, cookie: string): Promise<string> {
  const created = await post(reportId, cookie, goodShare);
  expect(created.status).toBe(200);
  const shareUrl = (created.body as { shareUrl: string }).shareUrl;
  return shareUrl.slice(shareUrl.lastIndexOf("/") + 1);
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

const eventsOf = async (reportId: string) =>
  (await getDb().select({ action: reportEvents.action }).from(reportEvents).where(eq(reportEvents.reportId, reportId))).map((event) => event.action);

describe(`downloading one's own report (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("gives the owner the PDF as an attachment, never cached, and logs the download", async () => {
    const owner = await person("owner.download@example.com");
    const reportId = await reportFor(owner);

    const response = await download(reportId, owner.cookie);
    expect(response.status).toBe(200);
    expect(response.body).toBe(PDF);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="catharsis-report-therapist-summary.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const downloads = await getDb().select().from(reportDownloads).where(eq(reportDownloads.reportId, reportId));
    expect(downloads).toEqual([expect.objectContaining({ userId: owner.id, shareLinkId: null, viaShareLink: false })]);
    expect(await eventsOf(reportId)).toEqual(["downloaded"]);
  });

  it("answers 404 to another user, a signed-out visitor, and for a report not delivered yet, and logs nothing", async () => {
    const owner = await person("owner.private@example.com");
    const stranger = await person("stranger@example.com");
    const delivered = await reportFor(owner);
    const inReview = await reportFor(owner, "in-review");

    expect((await download(delivered, stranger.cookie)).status).toBe(404);
    expect((await download(delivered)).status).toBe(404);
    expect((await download(inReview, owner.cookie)).status).toBe(404);
    expect((await download("no-such-report:catharsis", owner.cookie)).status).toBe(404);
    // The share page is the owner's only, too.
    expect((await sharePage(delivered, stranger.cookie)).status).toBe(404);
    expect((await post(delivered, stranger.cookie, goodShare)).status).toBe(404);
    expect(await getDb().select().from(reportDownloads).where(eq(reportDownloads.reportId, delivered))).toEqual([]);
    expect(await getDb().select().from(reportShareLinks).where(eq(reportShareLinks.reportId, delivered))).toEqual([]);
  });
});

describe(`sharing a report with a clinician (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("makes a link shown once, stores only its hash, e-mails the clinician, and logs every opening", async () => {
    const owner = await person("owner.share@example.com");
    const reportId = await reportFor(owner);
    const token = await shareWithClinician(reportId, owner.cookie);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [link] = await getDb().select().from(reportShareLinks).where(eq(reportShareLinks.reportId, reportId));
    expect(link).toMatchObject({ clinicianName: "Dr. Ana Rivera", clinicianEmail: "dr.rivera@clinic.example.com", consentVersion: "share-consent-v1", userId: owner.id });
    expect(JSON.stringify(link)).not.toContain(token);
    const days = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(14);

    const queued = rowsOf<{ data: { subject: string; text: string; html: string; userId?: string } }>(
      await getDb().execute(sql`select data from pgboss.job where name = 'send-email' and data->>'to' = 'dr.rivera@clinic.example.com'`),
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]?.data.subject).toBe("June has shared a report with you");
    expect(queued[0]?.data.text).toContain(`http://localhost:3000/shared/${token}`);
    expect(queued[0]?.data.userId).toBe(owner.id);
    expect(queued[0]?.data.html + queued[0]!.data.text).not.toContain(CANARY);

    const page = await openShared(token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ view: "found", kindLabel: "Therapist Summary", sharedBy: "June", clinicianName: "Dr. Ana Rivera" });
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    const pdf = await downloadShared(token);
    expect(pdf.status).toBe(200);
    expect(pdf.body).toBe(PDF);
    expect(pdf.headers.get("Content-Disposition")).toBe('attachment; filename="catharsis-report-therapist-summary.pdf"');

    const openings = await getDb().select().from(reportDownloads).where(eq(reportDownloads.shareLinkId, link!.id));
    expect(openings).toEqual([expect.objectContaining({ reportId, userId: null, viaShareLink: true })]);
    // The page's opening and the PDF's are both in the audit log, as the clinician's.
    expect(await eventsOf(reportId)).toEqual(expect.arrayContaining(["shared-with-clinician", "share-page-opened", "opened-by-clinician"]));
    const listed = (await sharePage(reportId, owner.cookie)).body as { links: { clinicianName: string; status: string; openings: number }[] };
    expect(listed.links).toEqual([expect.objectContaining({ clinicianName: "Dr. Ana Rivera", status: "active", openings: 1 })]);
  });

  it("writes the link's last day in the client's zone for her, and in the provider's, named, for the clinician (ADR 0072)", async () => {
    const owner = await person("owner.zones@example.com");
    const reportId = await reportFor(owner);
    const inLosAngeles = `${owner.cookie}; tz=America%2FLos_Angeles`;
    const made = await post(reportId, inLosAngeles, goodShare);
    const token = (made.body as { shareUrl: string }).shareUrl.split("/").at(-1)!;
    const [link] = await getDb().select().from(reportShareLinks).where(eq(reportShareLinks.reportId, reportId));
    const queued = rowsOf<{ data: { text: string } }>(
      await getDb().execute(sql`select data from pgboss.job where name = 'send-email' and data->>'idempotencyKey' = ${`report-shared:${link!.id}`}`),
    );
    expect(queued[0]?.data.text).toMatch(/The link works until \w+ \d{1,2}, \d{4} \(New York time\), unless June revokes it sooner\./);

    // Half past three in the morning UTC: the evening before in New York.
    await getDb().update(reportShareLinks).set({ expiresAt: new Date("2099-01-15T03:30:00Z") }).where(eq(reportShareLinks.id, link!.id));
    expect((await openShared(token)).body).toMatchObject({ view: "found", expiresOn: "January 14, 2099 (New York time)", daysIn: "New York time" });
    // Half past eight UTC: still the evening before in Honolulu, where she is now, but not in New York.
    await getDb().update(reportShareLinks).set({ expiresAt: new Date("2099-01-15T08:30:00Z") }).where(eq(reportShareLinks.id, link!.id));
    const listed = (await sharePage(reportId, `${owner.cookie}; tz=Pacific%2FHonolulu`)).body as { links: { expiresOn: string }[] };
    expect(listed.links).toEqual([expect.objectContaining({ expiresOn: "January 14, 2099" })]);
  });

  it("refuses a form without a valid address or consent, with the messages beside the fields and the values kept", async () => {
    const owner = await person("owner.form@example.com");
    const reportId = await reportFor(owner);
    const refused = await post(reportId, owner.cookie, { ...goodShare, clinicianEmail: "not-an-address", consent: "" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      errors: { clinicianEmail: INVALID_EMAIL_MESSAGE, consent: "Please tick the box to agree before we make the link." },
      values: { clinicianName: "Dr. Ana Rivera", clinicianEmail: "not-an-address", sharedBy: "June", expiresInDays: "14" },
    });
    const oddExpiry = await post(reportId, owner.cookie, { ...goodShare, expiresInDays: "365" });
    expect((oddExpiry.body as { errors: Record<string, string> }).errors.expiresInDays).toBe("Please choose how long the link works.");
    expect(await getDb().select().from(reportShareLinks).where(eq(reportShareLinks.reportId, reportId))).toEqual([]);
  });

  it("a revoked link, an expired link and an unknown token all get 404; only the owner can revoke", async () => {
    const owner = await person("owner.revoke@example.com");
    const stranger = await person("stranger.revoke@example.com");
    const reportId = await reportFor(owner);
    const revokedToken = await shareWithClinician(reportId, owner.cookie);
    const expiringToken = await shareWithClinician(reportId, owner.cookie);
    const linkOf = async (token: string) =>
      (await getDb().select().from(reportShareLinks).where(eq(reportShareLinks.tokenHash, hashShareToken(token))))[0]!;
    const linkId = (await linkOf(revokedToken)).id;
    expect((await openShared(revokedToken)).status).toBe(200);

    // Someone else's revoke changes nothing.
    const strangers = await post(reportId, stranger.cookie, { intent: "revoke-link", linkId });
    expect(strangers.status).toBe(404);
    expect((await openShared(revokedToken)).status).toBe(200);

    const revoked = await post(reportId, owner.cookie, { intent: "revoke-link", linkId });
    expect(revoked.status).toBe(302);
    expect(revoked.headers.get("Location")).toBe(sharePath(reportId));
    expect(await openShared(revokedToken)).toMatchObject({ status: 404, body: { view: "unavailable" } });
    expect((await downloadShared(revokedToken)).status).toBe(404);

    await getDb()
      .update(reportShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportShareLinks.id, (await linkOf(expiringToken)).id));
    expect((await openShared(expiringToken)).status).toBe(404);
    expect((await downloadShared(expiringToken)).status).toBe(404);
    expect((await openShared("A".repeat(43))).status).toBe(404);
    expect((await openShared("not a token")).status).toBe(404);

    expect(await getDb().select().from(reportDownloads).where(eq(reportDownloads.reportId, reportId))).toEqual([]);
    const listed = (await sharePage(reportId, owner.cookie)).body as { links: { status: string }[] };
    expect(listed.links.map((link) => link.status).sort()).toEqual(["expired", "revoked"]);
  });

  it("slows down token guessing from one address without locking out a clinician elsewhere", async () => {
    const owner = await person("owner.guess@example.com");
    const reportId = await reportFor(owner);
    const token = await shareWithClinician(reportId, owner.cookie);
    const guesser = "203.0.113.77";
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await openShared(`${"B".repeat(42)}${attempt % 10}`, guesser)).status).toBe(404);
    const refused = await openShared(token, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await downloadShared(token, guesser)).status).toBe(429);
    expect((await openShared(token, "198.51.100.250")).status).toBe(200);
  });
});
