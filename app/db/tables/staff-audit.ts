import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { staffRoles } from "~/shared/staff/staff-access";
import { staffAuditActions, staffAuditTargets } from "~/shared/staff/staff-audit-actions";

/**
 * One row per staff action that read a client's answers or changed money,
 * access or reports (ADR 43). No foreign keys: the record outlives the staff
 * account and whatever it acted on (a deleted client's rows go, the fact that
 * someone opened them stays). `detail` is short and never personal: no
 * answers, notes, reasons or client addresses, only ids, kinds and counts.
 */
export const staffAuditEvents = pgTable(
  "staff_audit_events",
  {
    id: text("id").primaryKey(),
    actorUserId: text("actor_user_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    actorRole: text("actor_role", { enum: staffRoles }).notNull(),
    action: text("action", { enum: staffAuditActions }).notNull(),
    targetType: text("target_type", { enum: staffAuditTargets }).notNull(),
    targetId: text("target_id").notNull(),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_audit_events_created_at_idx").on(table.createdAt),
    index("staff_audit_events_actor_idx").on(table.actorUserId, table.createdAt),
    index("staff_audit_events_action_idx").on(table.action, table.createdAt),
  ],
);
