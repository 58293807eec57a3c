import { loadClient, searchClients } from "~/domains/backoffice/clients.server";
import { formatPrice } from "~/domains/catalog/format-price";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import type { StaffClock } from "~/shared/staff/staff-time-zone";
import { formTopicLabels } from "~/shared/form-types";
import { reportKindLabels } from "~/shared/report-kinds";
import { orderStatusLabels } from "../orders/order-labels";
import type { ClientListRow, ClientView } from "./client-views";

const momentIn = (clock: StaffClock) => (date: Date) => ({ text: clock.short(date), iso: date.toISOString() });

const obligationWords: Record<string, string> = { owed: "Owed", delivered: "Delivered", cancelled: "Cancelled (refunded)" };
const stageWords: Record<string, string> = {
  drafting: "being written",
  "in-review": "in review",
  "sent-back": "sent back to drafting",
  approved: "approved",
  delivered: "delivered",
};

/** `?q=` (an address fragment, trimmed, at most 254 characters) and `?page=`, read leniently. */
export async function loadClientsList(url: URL) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 254);
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1), 10_000);
  const [found, clock] = await Promise.all([searchClients(query, page), loadStaffClock()]);
  const moment = momentIn(clock);
  const rows: ClientListRow[] = found.rows.map((row) => ({ ...row, created: moment(row.createdAt) }));
  return { query, rows, page: found.page, pageCount: found.pageCount, total: found.total };
}

/** The client's page in words; null for no such client. */
export async function loadClientView(userId: string): Promise<ClientView | null> {
  const [client, clock] = await Promise.all([loadClient(userId), loadStaffClock()]);
  if (!client) return null;
  const moment = momentIn(clock);
  return {
    id: client.account.id,
    email: client.account.email,
    verified: client.account.verified,
    created: moment(client.account.createdAt),
    activeSessions: client.account.activeSessions,
    orders: client.orders.map((order) => ({
      id: order.id,
      statusLabel: orderStatusLabels[order.status as keyof typeof orderStatusLabels] ?? order.status,
      total: formatPrice(order.amountCents),
      created: moment(order.createdAt),
    })),
    access: client.entitlements.map((entitlement) => ({
      id: entitlement.id,
      form: `${formTopicLabels[entitlement.formType]} questionnaire`,
      formType: entitlement.formType,
      reports: entitlement.reportsOwed.map((kind) => reportKindLabels[kind]).join(", "),
      active: entitlement.status === "active",
      source: entitlement.orderId
        ? `From order ${entitlement.orderId}`
        : `Granted by ${entitlement.grantedBy ?? "staff"}: "${entitlement.grantReason ?? ""}"`,
      granted: moment(entitlement.createdAt),
    })),
    submissions: client.submissions.map((submission) => ({
      id: submission.id,
      form: formTopicLabels[submission.formType],
      sent: moment(submission.submittedAt),
      urgent: submission.urgent,
    })),
    reports: client.reports.map((report) => ({
      id: report.id,
      kind: reportKindLabels[report.kind],
      state: report.obligation === "owed" && report.stage ? `Owed, ${stageWords[report.stage] ?? report.stage}` : (obligationWords[report.obligation] ?? report.obligation),
      due: moment(report.dueAt),
    })),
  };
}
