import type { ContactStatus } from "~/domains/messaging/contact/contact-inbox";

/** The inbox's tabs, in the order a day's work goes through them. */
export const statusTabs: { key: ContactStatus; label: string }[] = [
  { key: "new", label: "New" },
  { key: "replied", label: "Replied" },
  { key: "closed", label: "Closed" },
];

export const statusLabels: Record<ContactStatus, string> = { new: "New", replied: "Replied", closed: "Closed" };

export function inboxHref(status: ContactStatus, page = 1): string {
  const query = new URLSearchParams();
  if (status !== "new") query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/admin/messages${search ? `?${search}` : ""}`;
}

export type InboxRowView = { id: string; name: string; email: string; subject: string; received: string; receivedIso: string; replies: number };
