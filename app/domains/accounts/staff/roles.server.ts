import { redirect } from "react-router";
import type { StaffActor } from "~/security/staff-audit.server";
import { isStaffRole, mayReach, TWO_FACTOR_SETUP_PATH, type StaffArea, type StaffRole } from "~/shared/staff/staff-access";
import { staffReturnPath } from "../sign-in/safe-redirect";
import { getCurrentUser, type CurrentUser } from "../current-user.server";

/**
 * The page a request is for, as the visitor sees it. An in-app navigation
 * asks for "/account.data?_routes=…"; coming back to that after sign-in
 * would show raw data, so React Router's own additions are removed.
 */
export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

/** Where to sign in and come back to this page afterwards. */
export function signInPathFor(request: Request): string {
  return `/auth?redirect=${encodeURIComponent(pagePathOf(request))}`;
}

/** The signed-in user, or a redirect to /auth that comes back here afterwards. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (user) return user;
  throw redirect(signInPathFor(request));
}

/**
 * A signed-out visitor on a back-office page is asked to sign in and comes
 * back to that page (ADR 64), so a link in an alert e-mail works after the
 * session has ended. The return path is checked to stay under /admin.
 */
function signInToStaffPage(request: Request): Response {
  const back = staffReturnPath(pagePathOf(request));
  return redirect(back ? `/auth?redirect=${encodeURIComponent(back)}` : "/auth");
}

/** A signed-in member of staff, with the role the audit log records. */
export type StaffUser = CurrentUser & { role: StaffRole };

/**
 * For every back-office loader and action: the signed-in staff member whose
 * role opens this area (`staffAreas`); a signed-out visitor is sent to sign
 * in and back (ADR 64); a client and a reviewer on an admin-only page get the
 * same 404 as an address that does not exist.
 */
export async function requireStaffOrNotFound(request: Request, area: StaffArea): Promise<StaffUser> {
  const user = await getCurrentUser(request);
  if (!user) throw signInToStaffPage(request);
  if (!mayReach(user.role, area)) throw new Response("Not Found", { status: 404 });
  requireOwnPassword(user);
  // No admin page opens before the second factor is set up (ADR 46); then it comes back here.
  if (!user.twoFactorEnabled) throw redirect(`${TWO_FACTOR_SETUP_PATH}?redirect=${encodeURIComponent(pagePathOf(request))}`);
  return user as StaffUser;
}

/**
 * For the second-factor set-up page only: any signed-in member of staff,
 * set up or not; signed out, sign in first; a client gets the back office's 404.
 */
export async function requireStaffMemberOrNotFound(request: Request): Promise<StaffUser> {
  const user = await getCurrentUser(request);
  if (!user) throw signInToStaffPage(request);
  if (!isStaffRole(user.role)) throw new Response("Not Found", { status: 404 });
  requireOwnPassword(user);
  return user as StaffUser;
}

/** Where staff with a temporary password choose their own: the account page's password form. */
export const CHOOSE_PASSWORD_PATH = "/account#current-password";

/**
 * A temporary password (printed by `create-admin`, seen by whoever ran it)
 * opens nothing in the back office: first the person chooses their own, then
 * sets up the second factor (issue 31).
 */
function requireOwnPassword(user: CurrentUser): void {
  if (user.passwordChangeRequired) throw redirect(CHOOSE_PASSWORD_PATH);
}

/** The staff member as the audit log and the records of who did what name them. */
export const actorOf = (staff: StaffUser): StaffActor => ({ userId: staff.id, email: staff.email, role: staff.role });
