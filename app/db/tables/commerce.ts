import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
// The catalogue defines what a purchase can grant; the tables store it.
import { users } from "./accounts";
import { formTypes } from "~/shared/form-types";
import { type Grant, type ReportKind } from "~/shared/report-kinds";

/**
 * One checkout attempt and, once the provider confirms payment, the order.
 * `pending` at checkout; `paid` after fulfilment; `failed` when an async
 * payment fails (or no payment session could be opened); `expired` when the
 * provider's session lapsed unpaid; `refunded` once a refund has revoked what
 * it granted; `needs-review` when the provider reports a payment of another
 * amount or currency than the order's (nothing granted; support settles it).
 * Amounts are integer cents computed on the server from the catalogue.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** The buyer's account, when signed in at checkout or linked after verification. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "paid", "failed", "expired", "refunded", "needs-review"] }).notNull().default("pending"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    provider: text("provider", { enum: ["stripe", "sandbox"] }).notNull(),
    providerSessionId: text("provider_session_id").unique(),
    providerPaymentId: text("provider_payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** When reconciliation last re-read this pending order: it checks the longest-unchecked first. */
    lastReconciledAt: timestamp("last_reconciled_at", { withTimezone: true }),
  },
  (table) => [
    index("orders_email_idx").on(table.email),
    index("orders_user_id_idx").on(table.userId),
    // Reconciliation scans the open checkouts.
    index("orders_status_created_idx").on(table.status, table.createdAt),
    index("orders_status_reconciled_idx").on(table.status, table.lastReconciledAt),
    index("orders_provider_payment_idx").on(table.providerPaymentId),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    serviceType: text("service_type").notNull(),
    /** death | depression | marriage | wellbeing; null for the Enneagram Report. */
    category: text("category"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /** What one unit opens, frozen at checkout from the catalogue (`grantsFor`). */
    grants: jsonb("grants").$type<Grant[]>().notNull(),
  },
  (table) => [index("order_lines_order_id_idx").on(table.orderId)],
);

/**
 * One unit of one form a paid order line grants, with the reports it owes.
 * The unique key (line, unit, form) makes fulfilment idempotent. A
 * complimentary grant made by hand in the back office has no order: it names
 * who granted it and why instead.
 */
export const entitlements = pgTable(
  "entitlements",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: text("order_line_id").references(() => orderLines.id, { onDelete: "cascade" }),
    unitIndex: integer("unit_index").notNull(),
    formType: text("form_type", { enum: formTypes }).notNull(),
    reportsOwed: jsonb("reports_owed").$type<ReportKind[]>().notNull(),
    email: text("email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["active", "revoked"] }).notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** A complimentary grant's reason, as the staff member wrote it; null for a purchase. */
    grantReason: text("grant_reason"),
    /** The staff address that granted it by hand (kept when that account goes). */
    grantedBy: text("granted_by"),
  },
  (table) => [
    uniqueIndex("entitlements_unit_form_idx").on(table.orderLineId, table.unitIndex, table.formType),
    index("entitlements_user_id_idx").on(table.userId),
    index("entitlements_email_idx").on(table.email),
  ],
);

/**
 * The access record the form gate reads (spec: form_access). One per
 * entitlement; `refunded` once the order is refunded. A guest's rows carry the
 * purchase e-mail and get a user id when that e-mail's account is verified.
 */
export const formAccess = pgTable(
  "form_access",
  {
    id: text("id").primaryKey(),
    entitlementId: text("entitlement_id")
      .notNull()
      .unique()
      .references(() => entitlements.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    formType: text("form_type", { enum: formTypes }).notNull(),
    paymentStatus: text("payment_status", { enum: ["paid", "refunded"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("form_access_user_form_idx").on(table.userId, table.formType),
    index("form_access_email_form_idx").on(table.email, table.formType),
  ],
);

/** Provider events already handled: a replayed webhook is acknowledged and skipped. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: ["stripe", "sandbox"] }).notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own records: what Stripe keeps on its side for a
 * Checkout Session, kept here when no Stripe keys are configured. Never a
 * card number: the sandbox page only compares it with the test cards.
 */
export const sandboxSessions = pgTable("sandbox_sessions", {
  id: text("id").primaryKey(),
  /** Like Stripe's Idempotency-Key: the same key returns the same session. */
  idempotencyKey: text("idempotency_key").notNull().unique(),
  orderId: text("order_id").notNull(),
  email: text("email").notNull(),
  lineItems: jsonb("line_items").$type<{ name: string; unitAmountCents: number; quantity: number }[]>().notNull(),
  amountTotalCents: integer("amount_total_cents").notNull(),
  currency: text("currency").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status", { enum: ["open", "complete", "expired"] }).notNull().default("open"),
  paymentStatus: text("payment_status", { enum: ["unpaid", "paid"] }).notNull().default("unpaid"),
  paymentId: text("payment_id").unique(),
  chargeId: text("charge_id").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
});
