import type { NewsletterIssueStatus, SubscriberStatus } from "~/domains/messaging/newsletter/newsletter-issues";

export type SubscriberFilter = SubscriberStatus | "all";

/** The subscriber list's tabs: everyone, then the statuses in the order an address goes through them. */
export const filterTabs: { key: SubscriberFilter; label: string }[] = [
  { key: "all", label: "All" },
  { key: "confirmed", label: "Confirmed" },
  { key: "pending", label: "Pending" },
  { key: "unsubscribed", label: "Unsubscribed" },
];

export const subscriberStatusLabels: Record<SubscriberStatus, string> = { confirmed: "Confirmed", pending: "Pending", unsubscribed: "Unsubscribed" };
export const issueStatusLabels: Record<NewsletterIssueStatus, string> = { draft: "Draft", sending: "Sending", sent: "Sent" };

function withQuery(path: string, filter: SubscriberFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter !== "all") query.set("status", filter);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `${path}${search ? `?${search}` : ""}`;
}

export const newsletterHref = (filter: SubscriberFilter, page = 1) => withQuery("/admin/newsletter", filter, page);
export const subscribersCsvHref = (filter: SubscriberFilter) => withQuery("/admin/newsletter/subscribers.csv", filter);
export const issueHref = (issueId: string) => `/admin/newsletter/issues/${encodeURIComponent(issueId)}`;
export const NEW_ISSUE_HREF = "/admin/newsletter/issues/new";

/** A moment as the list shows it: words for people, ISO for `<time>`. */
export type Moment = { text: string; iso: string };

export type SubscriberRowView = { id: string; email: string; status: SubscriberStatus; signedUp: Moment; confirmed: Moment | null; unsubscribed: Moment | null };

export type IssueRowView = { id: string; subject: string; status: NewsletterIssueStatus; updated: Moment; sent: Moment | null; recipients: number | null };

/** "2 subscribers", "1 subscriber". */
export const subscribersPhrase = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "subscriber" : "subscribers"}`;
