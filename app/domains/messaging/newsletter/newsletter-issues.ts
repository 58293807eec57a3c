/** What the newsletter pages and their server code agree on; safe in the browser (no database). */
export const newsletterIssueStatuses = ["draft", "sending", "sent"] as const;
export type NewsletterIssueStatus = (typeof newsletterIssueStatuses)[number];

export const subscriberStatuses = ["confirmed", "pending", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
export const isSubscriberStatus = (value: unknown): value is SubscriberStatus => subscriberStatuses.includes(value as SubscriberStatus);

export const ISSUE_SUBJECT_MAX_LENGTH = 150;
export const ISSUE_BODY_MAX_LENGTH = 20_000;

/** The fields of the issue form, each with its own message. */
export type IssueFieldErrors = Partial<Record<"subject" | "body" | "confirm", string>>;
