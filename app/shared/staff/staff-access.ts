/**
 * Who works in the back office and which parts of it each role opens: the
 * one table the server checks (`requireStaffOrNotFound`) and the navigation
 * reads. Anyone else, clients and signed-out visitors, reaches none of it.
 */
export const userRoles = ["client", "admin", "reviewer"] as const;
export type UserRole = (typeof userRoles)[number];

export const staffRoles = ["admin", "reviewer"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (role: unknown): role is StaffRole => staffRoles.includes(role as StaffRole);

/** The parts of /admin, each opened by its roles. A reviewer sees answers and reports, never money, accounts or mail. */
export const staffAreas = {
  dashboard: ["admin"],
  submissions: ["admin", "reviewer"],
  reports: ["admin", "reviewer"],
  orders: ["admin"],
  clients: ["admin"],
  messages: ["admin"],
  newsletter: ["admin"],
  content: ["admin"],
  audit: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffArea = keyof typeof staffAreas;

export function mayReach(role: UserRole | null | undefined, area: StaffArea): boolean {
  return isStaffRole(role) && (staffAreas[area] as readonly StaffRole[]).includes(role);
}

/** Where /admin takes each role: the dashboard's figures are money, so a reviewer starts at the report queue. */
export const staffLanding: Record<StaffRole, string> = { admin: "/admin", reviewer: "/admin/reports" };

/** Where staff without a second factor are sent first (ADR 46). */
export const TWO_FACTOR_SETUP_PATH = "/admin/two-factor";
