import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/database.server";
import { staffAuditEvents } from "~/db/schema";
import type { StaffRole } from "~/shared/staff/staff-access";
import type { StaffAuditAction, StaffAuditTarget } from "~/shared/staff/staff-audit-actions";

/** The member of staff acting, as the audit log records them. */
export type StaffActor = { userId: string; email: string; role: StaffRole };

export type StaffAuditEntry = {
  actor: StaffActor;
  action: StaffAuditAction;
  target: { type: StaffAuditTarget; id: string };
  /**
   * A few words a reader of the log needs (a revision, a product id, a
   * count). Never answers, notes, reasons or a client's address: the log is
   * read by every admin and kept longer than what it points at.
   */
  detail?: string;
};

type Writer = Pick<Database, "insert">;

const DETAIL_MAX = 200;

/**
 * Records one staff action. Pass the action's own transaction where there is
 * one, so the record exists if and only if the action happened.
 */
export async function recordStaffAction(entry: StaffAuditEntry, writer: Writer = getDb(), now = new Date()): Promise<void> {
  await writer.insert(staffAuditEvents).values({
    id: randomUUID(),
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    actorRole: entry.actor.role,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    detail: entry.detail ? entry.detail.slice(0, DETAIL_MAX) : null,
    createdAt: now,
  });
}
