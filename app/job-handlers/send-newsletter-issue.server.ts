import { fanOutNewsletterIssue } from "~/domains/messaging/newsletter/newsletter-issues.server";

/** The newsletter's fan-out: everything it needs is in messaging. */
export async function sendNewsletterIssue({ issueId }: { issueId: string }): Promise<void> {
  await fanOutNewsletterIssue(issueId);
}
