import { describe, expect, it, vi } from "vitest";
import { fromClient, setUpAuthTestbed, signInCookie } from "../../../tests/integration/auth-testbed";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../tests/support/submission-fixtures";
import { getDb } from "~/db/database.server";
import { reportObligations } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { saveStaffTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { formGateData } from "~/features/assessments/form-gate.server";
import { loader as chatStatusLoader } from "../assessments/api-chat-report-status";
import { loader as exportLoader } from "./export";
import { loader as submissionLoader } from "./submission";

/**
 * A client's own pages write her times in her zone (ADR 0072): the one her browser keeps in the
 * `tz` cookie, checked on the server, or the provider's until the browser has said.
 */
setUpAuthTestbed();

const PASSWORD = "a long passphrase for time zone tests";
const DUE = new Date("2026-11-24T16:10:00.000Z");

async function clientWithSubmission() {
  const email = `zone-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role: "client" });
  if (!created) throw new Error("could not create the client");
  const entitlementId = await givePaidCopy({ email, userId: created.id, formType: "marriage" });
  const submissionId = await storeSubmission({ entitlementId, userId: created.id, email, formType: "marriage", answers: writtenAnswers("marriage", {}, email) });
  await getDb().insert(reportObligations).values({ id: `${submissionId}:catharsis`, submissionId, kind: "catharsis", dueAt: DUE });
  return { submissionId, cookie: await signInCookie(email, PASSWORD) };
}

const request = (path: string, cookie: string) => new Request(`http://localhost:3000${path}`, { headers: fromClient(undefined, cookie) });
const args = (path: string, cookie: string, params: Record<string, string> = {}) =>
  ({ request: request(path, cookie), params, context: {} }) as never;

async function zoneOnSubmissionPage(cookie: string, submissionId: string): Promise<string> {
  const loaded = (await submissionLoader(args(`/account/submissions/${submissionId}`, cookie, { submissionId }))) as unknown as { data: { zone: string } };
  return loaded.data.zone;
}

async function chatDue(cookie: string): Promise<string | null> {
  const loaded = (await chatStatusLoader(args("/api/chat/report-status", cookie))) as unknown as { data: { reports: { due: string | null }[] } };
  return loaded.data.reports[0]?.due ?? null;
}

describe("a client's time zone", () => {
  it("is her browser's, from its cookie, on her pages and in the chat's answer", async () => {
    const { submissionId, cookie } = await clientWithSubmission();
    const inChicago = `${cookie}; tz=America%2FChicago`;
    expect(await zoneOnSubmissionPage(inChicago, submissionId)).toBe("America/Chicago");
    expect((await chatDue(inChicago))?.replace(/\u202f/g, " ")).toBe("November 24, 2026 at 10:10 AM CST");
  });

  it("is the provider's before her browser has said, or when the cookie names no zone we know", async () => {
    const { submissionId, cookie } = await clientWithSubmission();
    expect(await zoneOnSubmissionPage(cookie, submissionId)).toBe("America/New_York");
    expect(await zoneOnSubmissionPage(`${cookie}; tz=Mars%2FOlympus`, submissionId)).toBe("America/New_York");
    await saveStaffTimeZone("Europe/London");
    expect(await zoneOnSubmissionPage(`${cookie}; tz=%3Cscript%3E`, submissionId)).toBe("Europe/London");
    expect((await chatDue(cookie))?.replace(/\u202f/g, " ")).toBe("November 24, 2026 at 4:10 PM GMT");
    await saveStaffTimeZone("America/New_York");
  });

  it("names her data export by the day it is where she is", async () => {
    const { cookie } = await clientWithSubmission();
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    // Half past ten UTC is half past midnight the next day on Kiritimati (UTC+14), and morning in New York.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${today}T10:30:00Z`) });
    try {
      const fileName = async (withCookie: string) => ((await exportLoader(args("/account/export", withCookie))) as Response).headers.get("Content-Disposition");
      expect(await fileName(`${cookie}; tz=Pacific%2FKiritimati`)).toBe(`attachment; filename="catharsis-my-data-${tomorrow}.json"`);
      expect(await fileName(cookie)).toBe(`attachment; filename="catharsis-my-data-${today}.json"`);
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes the day her last answers were sent in her zone on the questionnaire's page", async () => {
    const email = `zone-gate-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role: "client" });
    const entitlementId = await givePaidCopy({ email, userId: created!.id, formType: "marriage" });
    // Half past three UTC on November 25: still the evening of the 24th in Chicago.
    await storeSubmission({ entitlementId, userId: created!.id, email, formType: "marriage", answers: writtenAnswers("marriage", {}, email), submittedAt: new Date("2026-11-25T03:30:00Z") });
    const gateIn = async (cookie: string) => (await formGateData(request("/marriage-form", cookie), { id: created!.id, email, role: "client", twoFactorEnabled: false }, "marriage")).gate;
    expect(await gateIn("tz=America%2FChicago")).toMatchObject({ state: "all-sent", lastSentOn: "November 24, 2026" });
    expect(await gateIn("tz=Asia%2FTokyo")).toMatchObject({ state: "all-sent", lastSentOn: "November 25, 2026" });
  });
});
