import { formatPrice } from "~/domains/catalog/format-price";
import { loadOrderDetail, searchOrders, type OrderListLine, type OrderStatus } from "~/domains/backoffice/orders.server";
import { formTopicLabels } from "~/shared/form-types";
import { productLabel, categoryLabel, isCategoryId } from "~/shared/categories";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import type { StaffClock } from "~/shared/staff/staff-time-zone";
import { reportKindLabels, type ReportKind } from "~/shared/report-kinds";
import { orderStatusLabels } from "./order-labels";
import { parseOrderSearch, type OrderSearchForm } from "./order-search";

// Every status the table can hold has words; a new status fails the typecheck here.
const statusLabels: Record<OrderStatus, string> = orderStatusLabels;

export type OrderRow = {
  id: string;
  email: string;
  createdOn: string;
  createdIso: string;
  items: string;
  total: string;
  statusLabel: string;
};

export type OrdersPage = {
  form: OrderSearchForm;
  /** The staff zone, whose days the search's "from" and "to" name. */
  zone: string;
  searched: boolean;
  filtered: boolean;
  rows: OrderRow[];
  page: number;
  pageCount: number;
  total: number;
};

function itemsSummary(lines: OrderListLine[]): string {
  if (lines.length === 0) return "No items";
  return lines.map((line) => `${line.quantity} × ${productLabel(line.productName, line.category)}`).join("; ");
}

/** The list for the address's search; an invalid field keeps what was typed and searches nothing. */
export async function loadOrdersPage(url: URL): Promise<OrdersPage> {
  const parsed = parseOrderSearch(url.searchParams);
  const form = { values: parsed.values, errors: parsed.errors };
  const filtered = Object.values(parsed.values).some((value) => value.trim() !== "");
  const clock = await loadStaffClock();
  if (!parsed.query) return { form, zone: clock.zone, searched: false, filtered, rows: [], page: 1, pageCount: 1, total: 0 };
  const list = await searchOrders(parsed.query, clock.zone);
  return {
    form,
    zone: clock.zone,
    searched: true,
    filtered,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    rows: list.items.map((item) => ({
      id: item.id,
      email: item.email,
      createdOn: clock.short(item.createdAt),
      createdIso: item.createdAt.toISOString(),
      items: itemsSummary(item.lines),
      total: formatPrice(item.amountCents),
      statusLabel: statusLabels[item.status],
    })),
  };
}

const momentIn = (clock: StaffClock) => (date: Date | null) => (date ? { text: clock.short(date), iso: date.toISOString() } : null);

const submissionStatusLabels: Record<string, string> = { received: "Received", "in-review": "In review", completed: "Completed" };
const reportStageLabels: Record<string, string> = {
  drafting: "Being drafted",
  "in-review": "Ready for review",
  "sent-back": "Sent back",
  approved: "Approved, rendering",
  delivered: "Delivered",
};
const reportKindLabel = (kind: string) => reportKindLabels[kind as ReportKind] ?? kind;

export type OrderPage = NonNullable<Awaited<ReturnType<typeof loadOrderPage>>>;

/** The order page's view: words and formatted amounts only; null for an unknown order. */
export async function loadOrderPage(orderId: string) {
  const [detail, clock] = await Promise.all([loadOrderDetail(orderId), loadStaffClock()]);
  if (!detail) return null;
  const moment = momentIn(clock);
  const { order } = detail;
  const events = [
    { label: "Checkout opened", at: moment(order.createdAt), detail: `${order.provider === "stripe" ? "Stripe" : "Sandbox"} session ${order.providerSessionId ?? "(none)"}` },
    order.paidAt ? { label: "Payment confirmed", at: moment(order.paidAt), detail: order.providerPaymentId ? `Payment ${order.providerPaymentId}` : "" } : null,
    order.refundedAt ? { label: "Refunded", at: moment(order.refundedAt), detail: "What the order granted was revoked" } : null,
    ...detail.receipts.map((receipt, index) => ({
      label: index === 0 ? "Receipt sent" : "Receipt sent again",
      at: moment(receipt.sentAt),
      detail: `To ${receipt.recipient}`,
    })),
  ]
    .filter((event) => event !== null)
    .sort((a, b) => (a.at?.iso ?? "").localeCompare(b.at?.iso ?? ""));
  return {
    id: order.id,
    email: order.email,
    status: order.status,
    statusLabel: statusLabels[order.status],
    total: formatPrice(order.amountCents),
    currency: order.currency.toUpperCase(),
    created: moment(order.createdAt),
    paid: moment(order.paidAt),
    refunded: moment(order.refundedAt),
    // The receipt job sends for a paid or since refunded order only; the button follows it.
    canResendReceipt: order.status === "paid" || order.status === "refunded",
    // Only a paid order has money to give back (the provider took it; it gives it back).
    canRefund: order.status === "paid",
    lines: detail.lines.map((line) => ({
      id: line.id,
      product: line.productName,
      category: isCategoryId(line.category) ? categoryLabel(line.category) : "None",
      quantity: line.quantity,
      unitPrice: formatPrice(line.unitPriceCents),
      lineTotal: formatPrice(line.unitPriceCents * line.quantity),
    })),
    events,
    entitlements: detail.entitlements.map((entitlement) => ({
      id: entitlement.id,
      form: formTopicLabels[entitlement.formType],
      reportsOwed: entitlement.reportsOwed.map(reportKindLabel).join(", ") || "None",
      statusLabel: entitlement.status === "active" ? "Active" : "Revoked",
      granted: moment(entitlement.createdAt),
      revoked: moment(entitlement.revokedAt),
    })),
    submissions: detail.submissions.map((submission) => ({
      id: submission.id,
      form: formTopicLabels[submission.formType],
      statusLabel: submissionStatusLabels[submission.status] ?? submission.status,
      urgent: submission.urgent,
      submitted: moment(submission.submittedAt),
    })),
    reports: detail.reports.map((report) => ({
      id: report.id,
      submissionId: report.submissionId,
      kind: reportKindLabel(report.kind),
      stageLabel: reportStageLabels[report.stage] ?? report.stage,
      delivered: moment(report.deliveredAt),
    })),
  };
}
