/**
 * What the staff audit log records (ADR 43): staff actions that read a
 * client's answers or change money, access or reports. Shared by the table's
 * column, the writer and the audit page's filter and labels.
 */
export const staffAuditActions = [
  "submission.opened",
  "safety.followed-up",
  "report.edited",
  "report.section-accepted",
  "report.redrafted",
  "report.approved",
  "report.sent-back",
  "report.draft-retried",
  "report.drafted-with-template",
  "order.refunded",
  "access.granted",
  "verification.resent",
  "message.replied",
  "newsletter.sent",
  "receipt.resent",
  "message.closed",
  "message.reopened",
  "staff.two-factor-set-up",
  "staff.backup-code-used",
  "guidance.reviewed",
] as const;
export type StaffAuditAction = (typeof staffAuditActions)[number];

export const staffAuditTargets = ["submission", "report", "order", "client", "contact-message", "newsletter-issue", "staff-account", "guidance-text"] as const;
export type StaffAuditTarget = (typeof staffAuditTargets)[number];

export const staffAuditActionLabels: Record<StaffAuditAction, string> = {
  "submission.opened": "Opened a submission's answers",
  "safety.followed-up": "Recorded a safety follow-up",
  "report.edited": "Edited a report section",
  "report.section-accepted": "Accepted a report section",
  "report.redrafted": "Re-drafted a report section",
  "report.approved": "Approved a report",
  "report.sent-back": "Sent a report back",
  "report.draft-retried": "Tried a failed draft again",
  "report.drafted-with-template": "Drafted a report with the template",
  "order.refunded": "Refunded an order",
  "access.granted": "Granted access by hand",
  "verification.resent": "Resent a verification link",
  "message.replied": "Replied to a contact message",
  "newsletter.sent": "Sent a newsletter issue",
  "receipt.resent": "Resent an order receipt",
  "message.closed": "Closed a contact message",
  "message.reopened": "Reopened a contact message",
  "staff.two-factor-set-up": "Set up two-step sign-in",
  "staff.backup-code-used": "Signed in with a backup code",
  "guidance.reviewed": "Reviewed a guidance library text",
};

export const staffAuditTargetLabels: Record<StaffAuditTarget, string> = {
  submission: "Submission",
  report: "Report",
  order: "Order",
  client: "Client account",
  "contact-message": "Contact message",
  "newsletter-issue": "Newsletter issue",
  "staff-account": "Staff account",
  "guidance-text": "Guidance library text",
};

export const isStaffAuditAction = (value: unknown): value is StaffAuditAction => staffAuditActions.includes(value as StaffAuditAction);
