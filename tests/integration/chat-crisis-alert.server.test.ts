import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { signedInClient } from "../support/assessment-clients";
import { setUpMailTestDatabase } from "../support/mail-test-database";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { chatCrisisLimitsPerClient } from "~/domains/messaging/chat-crisis-alert.server";
import { listMailbox } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { action } from "~/routes/messages/chat-crisis-alert";
import { CLIENT_ADDRESS_HEADER } from "~/shared/client-address-header";

/**
 * A crisis message in the support chat alerts the provider like a flagged draft (issue 27, ADR
 * 0060): the server reads the words again and believes only its own reading, keeps nothing of
 * them, and queues an alert that holds an id, the signed-in account's id and categories.
 */
process.env.APP_URL = "http://localhost:3000";
const { mailbox } = setUpMailTestDatabase("chat-crisis-alert");
const label = process.env.TEST_DATABASE ?? "pglite";
const CANARY = "Ospreylanterncanary";
const SUBJECT = "URGENT: a crisis message in the support chat";

let addresses = 0;
function post(body: unknown, options: { cookie?: string; address?: string } = {}): Request {
  const headers = new Headers({ "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: options.address ?? `198.51.100.${++addresses}` });
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request("http://localhost:3000/api/chat/crisis-alert", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

async function send(request: Request): Promise<{ status: number; body: Record<string, unknown>; retryAfter?: string | null }> {
  const result = (await action({ request, params: {}, context: new RouterContextProvider(), unstable_pattern: "" } as never)) as unknown as {
    data: Record<string, unknown>;
    init: ResponseInit | null;
  };
  const retryAfter = new Headers(result.init?.headers).get("Retry-After");
  return { status: result.init?.status ?? 200, body: result.data, ...(retryAfter ? { retryAfter } : {}) };
}

async function chatAlertJobs(): Promise<Record<string, unknown>[]> {
  const result = await getDb().execute(sql`select data::text as data from pgboss.job where name = 'send-safety-alert' and data->>'source' = 'chat' order by created_on`);
  return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data: string }[]).map((row) => JSON.parse(row.data) as Record<string, unknown>);
}

describe(`the support chat's crisis alert (${label})`, () => {
  it("queues an alert of ids and categories for a signed-in client, and the provider's e-mail says it came from the chat, without the words", async () => {
    const client = await signedInClient("chat-crisis");
    const logged = (["trace", "debug", "info", "warn", "error", "fatal"] as const).map((level) => vi.spyOn(logger, level));
    try {
      const text = `I keep thinking about how to end my life and I have started to hurt myself. ${CANARY}`;
      const answer = await send(post({ text }, { cookie: client.cookie }));
      expect(answer).toEqual({ status: 202, body: { status: "alerted" } });

      const [job] = await chatAlertJobs();
      expect(job).toEqual({ source: "chat", chatAlertId: expect.any(String), userId: client.id, categories: ["suicidal-thoughts", "self-harm"], at: expect.any(String) });

      await expect.poll(async () => (await listMailbox(mailbox)).filter((mail) => mail.subject === SUBJECT).length, { timeout: 30_000, interval: 100 }).toBe(1);
      const [mail] = (await listMailbox(mailbox)).filter((message) => message.subject === SUBJECT);
      expect(mail!.to).toBe("provider@example.com");
      expect(mail!.text).toContain("From the support chat:");
      expect(mail!.text).toContain("possible suicidal thoughts, possible self-harm");
      expect(mail!.text).toContain(client.email);
      expect(mail!.text).toContain(String(job!.chatAlertId));

      const everything = [JSON.stringify(await chatAlertJobs()), mail!.text, mail!.html, JSON.stringify(logged.flatMap((spy) => spy.mock.calls))].join("\n");
      for (const words of [CANARY, "end my life", "hurt myself"]) expect(everything).not.toContain(words);
    } finally {
      logged.forEach((spy) => spy.mockRestore());
    }
  }, 60_000);

  it("alerts for a visitor who is not signed in, and the e-mail says so", async () => {
    const before = (await chatAlertJobs()).length;
    expect((await send(post({ text: "Everyone would be better off without me." }))).status).toBe(202);
    const jobs = await chatAlertJobs();
    expect(jobs).toHaveLength(before + 1);
    expect(jobs.at(-1)).toMatchObject({ userId: null, categories: ["suicidal-thoughts"] });
    await expect
      .poll(async () => (await listMailbox(mailbox)).filter((mail) => mail.subject === SUBJECT && mail.text.includes(String(jobs.at(-1)!.chatAlertId))).length, { timeout: 30_000, interval: 100 })
      .toBe(1);
    const [mail] = (await listMailbox(mailbox)).filter((message) => message.text.includes(String(jobs.at(-1)!.chatAlertId)));
    expect(mail!.text).toContain("a visitor who was not signed in");
  }, 60_000);

  it("refuses text that is not a crisis, or not a message at all, whatever the browser claims, and queues nothing", async () => {
    const before = (await chatAlertJobs()).length;
    expect(await send(post({ text: "How much does the Catharsis report cost?" }))).toEqual({ status: 422, body: { status: "not-crisis" } });
    expect(await send(post({ text: "My husband passed away in the spring." }))).toEqual({ status: 422, body: { status: "not-crisis" } });
    expect((await send(post({ text: "" }))).status).toBe(400);
    expect((await send(post({ text: "x".repeat(4_001) }))).status).toBe(400);
    expect((await send(post({ message: "I want to die" }))).status).toBe(400);
    expect((await send(post("not json"))).status).toBe(400);
    expect(await chatAlertJobs()).toHaveLength(before);
  });

  it("alerts a client at most its hourly share, then answers 429 with Retry-After and queues nothing more", async () => {
    const address = "198.51.100.250";
    const before = (await chatAlertJobs()).length;
    const hourly = chatCrisisLimitsPerClient[0].limit;
    for (let n = 0; n < hourly; n += 1) expect((await send(post({ text: "I want to die." }, { address }))).status).toBe(202);
    const refused = await send(post({ text: "I want to die." }, { address }));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await chatAlertJobs()).toHaveLength(before + hourly);
    // Another client is not held back by this one.
    expect((await send(post({ text: "I want to die." }, { address: "198.51.100.251" }))).status).toBe(202);
  });
});
