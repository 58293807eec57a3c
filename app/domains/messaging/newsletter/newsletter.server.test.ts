import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setUpMailTestDatabase, untilEmailQueueSettles } from "../../../../tests/support/mail-test-database";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { newsletterSubscribers } from "~/db/schema";
import { confirmationState, confirmNewsletterSubscription } from "./confirm-newsletter-subscription.server";
import { listMailbox, type MailboxMessage } from "../dev-mailbox/dev-mailbox.server";
import { newsletterLimits, subscribeToNewsletter } from "./subscribe-to-newsletter.server";
import { unsubscribeFromNewsletter, unsubscribeState } from "./unsubscribe-from-newsletter.server";

process.env.APP_URL = "https://catharsis.example.com";
const { mailbox } = setUpMailTestDatabase("newsletter");

let clients = 0;
const newClient = () => `203.0.113.${++clients}`;
const subscribe = (email: unknown, clientAddress = newClient()) => subscribeToNewsletter({ email, clientAddress });


async function mailsTo(to: string, count: number): Promise<MailboxMessage[]> {
  await expect.poll(async () => (await listMailbox(mailbox)).filter((m) => m.to === to).length, { timeout: 15_000, interval: 200 }).toBe(count);
  return (await listMailbox(mailbox)).filter((m) => m.to === to);
}

function tokenFrom(message: MailboxMessage | undefined, page: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`https://catharsis\\.example\\.com/newsletter/${page}\\?token=([^"&\\s\\]]+)`).exec(message?.html ?? "");
  if (!match?.[1]) throw new Error(`no ${page} link`);
  return decodeURIComponent(match[1]);
}

const subscriber = async (email: string) =>
  (await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe(`newsletter (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("double opt-in: a pending subscriber, a confirmation e-mail with both links, then confirmed", async () => {
    const logged: unknown[] = [];
    const info = vi.spyOn(logger, "info").mockImplementation((...args: unknown[]) => void logged.push(args));
    expect(await subscribe("  Reader@Example.com ")).toEqual({ status: "ok" });
    info.mockRestore();
    expect(JSON.stringify(logged)).not.toContain("reader@example.com");

    expect(await subscriber("reader@example.com")).toMatchObject({ status: "pending" });
    const [mail] = await mailsTo("reader@example.com", 1);
    expect(mail?.subject).toBe("Please confirm your Catharsis newsletter subscription");
    const confirm = tokenFrom(mail, "confirm");
    const unsubscribe = tokenFrom(mail, "unsubscribe");
    expect(mail?.listUnsubscribe).toBe(`https://catharsis.example.com/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`);
    expect(mail?.text).toContain("Unsubscribe");

    // The database keeps a hash, never the token itself.
    const row = await subscriber("reader@example.com");
    expect(row?.confirmTokenHash).not.toBe(confirm);
    expect(JSON.stringify(row)).not.toContain(confirm);

    expect(await confirmationState(confirm)).toBe("ready");
    expect(await subscriber("reader@example.com")).toMatchObject({ status: "pending" });
    expect(await confirmNewsletterSubscription(confirm)).toBe("confirmed");
    expect(await confirmNewsletterSubscription(confirm)).toBe("confirmed");
    expect(await subscriber("reader@example.com")).toMatchObject({ status: "confirmed" });
  });

  it("answers the same for new, pending, confirmed and unsubscribed addresses; a confirmed one gets no e-mail", async () => {
    expect(await subscribe("same@example.com")).toEqual({ status: "ok" });
    expect(await subscribe("same@example.com")).toEqual({ status: "ok" });
    const pendingMails = await mailsTo("same@example.com", 2);
    // The newer link replaces the older one, and arrives after it: one worker sends one person's
    // e-mails in the order they were queued, even when both are in one batch (ADR 0039).
    const [newer, older] = pendingMails.map((mail) => tokenFrom(mail, "confirm"));
    expect(await confirmationState(older!)).toBe("invalid");
    expect(await confirmNewsletterSubscription(newer!)).toBe("confirmed");

    expect(await subscribe("same@example.com")).toEqual({ status: "ok" });
    await untilEmailQueueSettles();
    expect((await listMailbox(mailbox)).filter((m) => m.to === "same@example.com")).toHaveLength(2);
    expect(await subscriber("same@example.com")).toMatchObject({ status: "confirmed" });
  });

  it("unsubscribes by the signed link, without signing in; the old confirmation link then cannot resubscribe", async () => {
    await subscribe("leaving@example.com");
    const [mail] = await mailsTo("leaving@example.com", 1);
    const confirm = tokenFrom(mail, "confirm");
    const unsubscribe = tokenFrom(mail, "unsubscribe");
    await confirmNewsletterSubscription(confirm);

    expect(await unsubscribeState(unsubscribe)).toEqual({ status: "subscribed", maskedEmail: "l***@example.com" });
    expect(await unsubscribeFromNewsletter(unsubscribe)).toEqual({ status: "unsubscribed", maskedEmail: "l***@example.com" });
    expect(await unsubscribeFromNewsletter(unsubscribe)).toEqual({ status: "unsubscribed", maskedEmail: "l***@example.com" });
    expect(await subscriber("leaving@example.com")).toMatchObject({ status: "unsubscribed", confirmTokenHash: null });
    expect(await confirmNewsletterSubscription(confirm)).toBe("invalid");

    // Signing up again starts a fresh double opt-in.
    expect(await subscribe("leaving@example.com")).toEqual({ status: "ok" });
    expect(await subscriber("leaving@example.com")).toMatchObject({ status: "pending" });
    await mailsTo("leaving@example.com", 2);
  });

  it("refuses forged and malformed tokens", async () => {
    await subscribe("forged@example.com");
    const [mail] = await mailsTo("forged@example.com", 1);
    const unsubscribe = tokenFrom(mail, "unsubscribe");
    const [id] = unsubscribe.split(".");
    const forged = `${id}.${"A".repeat(43)}`;
    expect(await unsubscribeState(forged)).toEqual({ status: "invalid" });
    expect(await unsubscribeFromNewsletter(forged)).toEqual({ status: "invalid" });
    expect(await unsubscribeFromNewsletter("not-a-token")).toEqual({ status: "invalid" });
    expect(await confirmationState("x".repeat(43))).toBe("invalid");
    expect(await confirmationState("'; DROP TABLE newsletter_subscribers; --")).toBe("invalid");
    expect(await subscriber("forged@example.com")).toMatchObject({ status: "pending" });
  });

  it("refuses invalid addresses, including header injection, and stores nothing", async () => {
    for (const email of ["", "reader", "reader@example", "a@example.com\r\nBcc: victim@example.com", `${"a".repeat(250)}@example.com`, undefined, 42]) {
      expect(await subscribe(email)).toEqual({ status: "invalid", message: "Please enter a valid email address" });
    }
    const rows = await getDb().select().from(newsletterSubscribers);
    expect(rows.some((row) => row.email.includes("victim"))).toBe(false);
  });

  it("limits each client, and sends one address at most three confirmations a day, answering the same", async () => {
    const client = newClient();
    const answers = [];
    for (let i = 0; i <= newsletterLimits.perClient.limit; i += 1) answers.push((await subscribe(`client-${i}@example.com`, client)).status);
    expect(answers.at(-1)).toBe("rate-limited");
    expect(answers.slice(0, -1).every((status) => status === "ok")).toBe(true);

    for (let i = 0; i < 5; i += 1) expect(await subscribe("target@example.com")).toEqual({ status: "ok" });
    await untilEmailQueueSettles();
    expect((await listMailbox(mailbox)).filter((m) => m.to === "target@example.com")).toHaveLength(3);
  });
});
