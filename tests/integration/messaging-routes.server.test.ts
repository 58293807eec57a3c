import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { setUpMailTestDatabase } from "../support/mail-test-database";
import { getDb } from "~/db/database.server";
import { contactMessages, newsletterSubscribers } from "~/db/schema";
import { listMailbox } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { action as contactAction } from "~/routes/messages/contact";
import { action as newsletterAction } from "~/routes/messages/newsletter";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/messages/newsletter-unsubscribe";

process.env.APP_URL = "http://localhost:3000";
const { mailbox } = setUpMailTestDatabase("messaging-routes");

let clients = 0;
/** A form POST as the HTTP server hands it over, with the client address it decided. */
function post(url: string, form: Record<string, string>, clientAddress = `192.0.2.${++clients}`) {
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { "x-catharsis-client-ip": clientAddress },
    body: new URLSearchParams(form),
  });
}
const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider(), unstable_pattern: "" }) as never;

type DataResult = { type: "DataWithResponseInit"; data: Record<string, unknown>; init: ResponseInit | null };
const asData = (result: unknown) => result as DataResult;

const contact = {
  name: "Ruth Porter",
  email: "ruth@example.com",
  phone: "",
  subject: "A question about reports",
  message: "How long does a report take to arrive?",
};

describe(`contact action (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("answers an oversized message with 400, its message and every value kept, storing nothing", async () => {
    const huge = "x".repeat(200_000);
    const result = asData(await contactAction(args(post("/contact", { ...contact, message: huge }))));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ status: "invalid", errors: { message: "Message must be at most 5,000 characters" } });
    expect((result.data.values as { message: string }).message).toHaveLength(200_000);
    expect(await getDb().select().from(contactMessages)).toEqual([]);
  });

  it("keeps a header injection attempt out of every header", async () => {
    const result = asData(await contactAction(args(post("/contact", { ...contact, subject: "Hi\nBcc: victim@example.com" }))));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ errors: { subject: "Subject must be a single line of text" } });
    const sent = await contactAction(args(post("/contact", { ...contact, name: "Eve\r\nBcc: victim@example.com", email: "eve@example.com" })));
    expect(sent).toEqual({ status: "sent" });
    await expect.poll(async () => (await listMailbox(mailbox)).length, { timeout: 15_000, interval: 200 }).toBe(2);
    for (const message of await listMailbox(mailbox)) {
      expect([message.to, message.replyTo, message.subject].join(" ")).not.toContain("victim");
    }
  });

  it.each([
    ["a CRLF in the e-mail", { email: "eve@example.com\r\nBcc: victim@example.com" }, { email: "Please enter a valid email address" }],
    ["a U+2028 in the e-mail", { email: "eve@example.com\u2028Bcc: victim@example.com" }, { email: "Please enter a valid email address" }],
    ["a CRLF in the subject", { subject: "Hello there\r\nBcc: victim@example.com" }, { subject: "Subject must be a single line of text" }],
    ["a U+2028 in the subject", { subject: "Hello there\u2028Bcc: victim@example.com" }, { subject: "Subject must be a single line of text" }],
  ])("refuses %s with 400 and stores nothing", async (_label, change, errors) => {
    const before = (await getDb().select().from(contactMessages)).length;
    const result = asData(await contactAction(args(post("/contact", { ...contact, ...change }))));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ status: "invalid", errors });
    expect(await getDb().select().from(contactMessages)).toHaveLength(before);
  });

  it("answers a plain form post's success with a 303 to /contact?sent=1, and a fetcher's with data", async () => {
    const page = await contactAction(args(post("/contact", { ...contact, via: "page" })));
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(303);
    expect((page as Response).headers.get("Location")).toBe("/contact?sent=1");
    expect(await contactAction(args(post("/contact", contact)))).toEqual({ status: "sent" });
  });

  it("answers 429 with Retry-After once a client has sent its share, keeping the values", async () => {
    const client = "192.0.2.250";
    for (let i = 0; i < 5; i += 1) expect(await contactAction(args(post("/contact", contact, client)))).toEqual({ status: "sent" });
    const refused = asData(await contactAction(args(post("/contact", contact, client))));
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data).toMatchObject({ status: "rate-limited", values: contact });
  });
});

describe(`newsletter actions (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("redirects a plain form post back to its page, never to another site", async () => {
    const thanks = (await newsletterAction(args(post("/newsletter", { email: "plain@example.com", returnTo: "/pricing" })))) as Response;
    expect(thanks.status).toBe(303);
    expect(thanks.headers.get("Location")).toBe("/pricing?newsletter=thanks#newsletter");
    const foreign = (await newsletterAction(args(post("/newsletter", { email: "nope", returnTo: "//evil.example.com/" })))) as Response;
    expect(foreign.headers.get("Location")).toBe("/?newsletter=invalid#newsletter");
  });

  it("answers a fetcher with data and the right status", async () => {
    expect(asData(await newsletterAction(args(post("/newsletter", { email: "fetch@example.com", via: "fetcher" }))))).toMatchObject({
      data: { status: "ok" },
      init: { status: 200 },
    });
    expect(asData(await newsletterAction(args(post("/newsletter", { email: "bad", via: "fetcher" }))))).toMatchObject({
      data: { status: "invalid", message: "Please enter a valid email address" },
      init: { status: 400 },
    });
  });

  it("unsubscribes on POST (the button or RFC 8058 one-click), never on GET", async () => {
    await newsletterAction(args(post("/newsletter", { email: "one-click@example.com", via: "fetcher" })));
    await expect.poll(async () => (await listMailbox(mailbox)).some((m) => m.to === "one-click@example.com"), { timeout: 15_000, interval: 200 }).toBe(true);
    const mail = (await listMailbox(mailbox)).find((m) => m.to === "one-click@example.com");
    const url = new URL(mail?.listUnsubscribe ?? "");
    const status = async () =>
      (await getDb().select().from(newsletterSubscribers)).find((row) => row.email === "one-click@example.com")?.status;

    const page = await unsubscribeLoader(args(new Request(url)));
    expect(page.found).toMatchObject({ status: "subscribed" });
    expect(await status()).toBe("pending");

    const oneClick = await unsubscribeAction(args(post(`${url.pathname}${url.search}`, { "List-Unsubscribe": "One-Click" })));
    expect(oneClick.found).toMatchObject({ status: "unsubscribed" });
    expect(await status()).toBe("unsubscribed");
  });
});
