import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { createElement } from "react";
import { z } from "zod";
import { appUrl, getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { newsletterIssues, newsletterSubscribers } from "~/db/schema";
import { enqueueEmail } from "~/jobs/send-email.server";
import { enqueueNewsletterIssue, sendNewsletterIssueJob } from "~/jobs/send-newsletter-issue.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import { recordStaffAction, type StaffActor } from "~/security/staff-audit.server";
import { NewsletterIssueEmail } from "../emails/newsletter-issue-email";
import { newsletterUnsubscribeUrl } from "./newsletter-links.server";
import { ISSUE_BODY_MAX_LENGTH, ISSUE_SUBJECT_MAX_LENGTH, type IssueFieldErrors } from "./newsletter-issues";
import { queueEmail } from "../queue-email.server";
import { renderEmail } from "../render-email.server";

export type NewsletterIssue = typeof newsletterIssues.$inferSelect;
export type IssueInput = { subject: unknown; body: unknown; confirm?: unknown };
type Invalid = { outcome: "invalid"; errors: IssueFieldErrors };
export type SaveOutcome = { outcome: "saved"; issueId: string } | Invalid | { outcome: "not-found" } | { outcome: "not-a-draft" };
export type SendOutcome = { outcome: "queued"; recipients: number } | Invalid | { outcome: "not-found" } | { outcome: "not-a-draft" };

const issueSchema = z.object({
  subject: z
    .string("Please give the issue a subject.")
    .trim()
    .min(1, "Please give the issue a subject.")
    .max(ISSUE_SUBJECT_MAX_LENGTH, `Please keep the subject under ${ISSUE_SUBJECT_MAX_LENGTH} characters.`)
    // The subject becomes a mail header: a line break there could forge another header.
    .regex(/^[^\r\n]*$/, "Please keep the subject on one line."),
  body: z
    .string("Please write the issue before saving it.")
    .trim()
    .min(1, "Please write the issue before saving it.")
    .max(ISSUE_BODY_MAX_LENGTH, `Please keep the issue under ${ISSUE_BODY_MAX_LENGTH.toLocaleString("en-US")} characters.`),
});
const confirmSchema = z.literal("yes", "Please tick the box to confirm the send.");

function fieldErrors(error: z.ZodError): IssueFieldErrors {
  const errors: IssueFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "subject" || field === "body") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const SUBSCRIBER_PAGE = 500;
const FANOUT_TEMPLATE = "newsletter-issue";
/** Stands in for each subscriber's unsubscribe address: the issue is rendered once, not once per reader. */
const UNSUBSCRIBE_PLACEHOLDER = "https://unsubscribe.invalid/newsletter-issue-placeholder";

/** Newest first: drafts being written sit beside what went out. */
export async function listNewsletterIssues(): Promise<NewsletterIssue[]> {
  return getDb().select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt), asc(newsletterIssues.id)).limit(200);
}

export async function getNewsletterIssue(issueId: string): Promise<NewsletterIssue | null> {
  if (!z.uuid().safeParse(issueId).success) return null;
  const [issue] = await getDb().select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
  return issue ?? null;
}

export async function countConfirmedSubscribers(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed"));
  return Number(row?.n ?? 0);
}

/** Creates a draft (no id) or rewrites one; an issue that has gone out is never changed. */
export async function saveNewsletterIssue(issueId: string | null, input: IssueInput): Promise<SaveOutcome> {
  const parsed = issueSchema.safeParse({ subject: input.subject, body: input.body });
  if (!parsed.success) return { outcome: "invalid", errors: fieldErrors(parsed.error) };
  const db = getDb();
  if (!issueId) {
    const id = randomUUID();
    await db.insert(newsletterIssues).values({ id, ...parsed.data });
    logger.info({ issueId: id }, "newsletter issue drafted");
    return { outcome: "saved", issueId: id };
  }
  const existing = await getNewsletterIssue(issueId);
  if (!existing) return { outcome: "not-found" };
  const [updated] = await db
    .update(newsletterIssues)
    .set({ ...parsed.data, updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "draft")))
    .returning({ id: newsletterIssues.id });
  return updated ? { outcome: "saved", issueId } : { outcome: "not-a-draft" };
}

/** The issue as it stands, to the admin's own address only, marked as a test. */
export async function sendNewsletterIssueTest(issueId: string, admin: { email: string }): Promise<boolean> {
  const issue = await getNewsletterIssue(issueId);
  if (!issue) return false;
  await queueEmail({
    // Every click is a new test: the admin may send one, edit, and send another.
    idempotencyKey: `newsletter-test:${issue.id}:${randomUUID()}`,
    template: "newsletter-issue-test",
    to: admin.email,
    subject: `[Test] ${issue.subject}`,
    // The admin is not a subscriber: the page behind a tokenless link says it is not valid, and nothing changes.
    element: createElement(NewsletterIssueEmail, { subject: issue.subject, body: issue.body, unsubscribeUrl: `${appUrl(getEnv())}/newsletter/unsubscribe`, test: true }),
  });
  logger.info({ issueId: issue.id }, "newsletter test sent");
  return true;
}

/**
 * Saves the text, then sends the issue once: the draft becomes `sending` and
 * its fan-out job is queued in the same transaction, so a double click, a
 * second tab or a retried request finds it no longer a draft.
 */
export async function requestNewsletterIssueSend(issueId: string, input: IssueInput, staff: StaffActor): Promise<SendOutcome> {
  const parsed = issueSchema.safeParse({ subject: input.subject, body: input.body });
  const confirmed = confirmSchema.safeParse(input.confirm);
  if (!parsed.success || !confirmed.success) {
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (!confirmed.success) errors.confirm = confirmed.error.issues[0]?.message;
    return { outcome: "invalid", errors };
  }
  const issue = await getNewsletterIssue(issueId);
  if (!issue) return { outcome: "not-found" };
  const recipients = await countConfirmedSubscribers();
  if (recipients === 0) return { outcome: "invalid", errors: { confirm: "There are no confirmed subscribers yet, so there is no one to send it to." } };
  await prepareToEnqueue(sendNewsletterIssueJob);
  const sent = await getDb().transaction(async (tx) => {
    const now = new Date();
    const [marked] = await tx
      .update(newsletterIssues)
      .set({ ...parsed.data, updatedAt: now, status: "sending", sendRequestedAt: now })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "draft")))
      .returning({ id: newsletterIssues.id });
    if (!marked) return false;
    await enqueueNewsletterIssue(tx, issueId);
    await recordStaffAction({ actor: staff, action: "newsletter.sent", target: { type: "newsletter-issue", id: issueId }, detail: `${recipients} confirmed subscribers` }, tx, now);
    return true;
  });
  if (!sent) return { outcome: "not-a-draft" };
  logger.info({ issueId, recipients }, "newsletter issue send requested");
  return { outcome: "queued", recipients };
}

/**
 * The fan-out job: one `send-email` job per subscriber confirmed when the send
 * was requested, a page at a time, each under `newsletter-issue:<issue>:<subscriber>`
 * with that subscriber's own unsubscribe link. Pending and unsubscribed
 * addresses are never read. Run twice, it queues the same keys again and the
 * e-mail log lets each address have the issue once.
 */
export async function fanOutNewsletterIssue(issueId: string): Promise<void> {
  const issue = await getNewsletterIssue(issueId);
  if (!issue?.sendRequestedAt || issue.status !== "sending") {
    logger.info({ issueId, status: issue?.status ?? null }, "newsletter fan-out skipped: nothing to send");
    return;
  }
  const rendered = await renderEmail(issue.subject, createElement(NewsletterIssueEmail, { subject: issue.subject, body: issue.body, unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER }));
  const db = getDb();
  let after = "";
  let recipients = 0;
  for (;;) {
    const page = await db
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.status, "confirmed"),
          or(isNull(newsletterSubscribers.confirmedAt), lte(newsletterSubscribers.confirmedAt, issue.sendRequestedAt)),
          gt(newsletterSubscribers.id, after),
        ),
      )
      .orderBy(asc(newsletterSubscribers.id))
      .limit(SUBSCRIBER_PAGE);
    for (const subscriber of page) {
      const unsubscribeUrl = newsletterUnsubscribeUrl(subscriber.id);
      // A function replacer: the address is inserted as is, never read as a `$` pattern.
      const own = (value: string) => value.replaceAll(UNSUBSCRIBE_PLACEHOLDER, () => unsubscribeUrl);
      await enqueueEmail({
        idempotencyKey: `newsletter-issue:${issue.id}:${subscriber.id}`,
        template: FANOUT_TEMPLATE,
        to: subscriber.email,
        subject: rendered.subject,
        html: own(rendered.html),
        text: own(rendered.text),
        listUnsubscribe: unsubscribeUrl,
      });
    }
    recipients += page.length;
    const last = page.at(-1);
    if (!last || page.length < SUBSCRIBER_PAGE) break;
    after = last.id;
  }
  await db
    .update(newsletterIssues)
    .set({ status: "sent", sentAt: new Date(), recipientCount: recipients })
    .where(and(eq(newsletterIssues.id, issue.id), eq(newsletterIssues.status, "sending")));
  logger.info({ issueId: issue.id, recipients }, "newsletter issue queued for every confirmed subscriber");
}
