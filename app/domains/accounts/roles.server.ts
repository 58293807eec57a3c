import { redirect } from "react-router";
import { getCurrentUser, type CurrentUser } from "./current-user.server";

/** The signed-in user, or a redirect to /auth that comes back here afterwards. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/auth?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/** For admin screens: signed out goes to /auth; a signed-in client gets 403. */
export async function requireAdmin(request: Request): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw new Response("Forbidden", { status: 403 });
  return user;
}

/**
 * For pages whose existence is not to be hinted at (the provider's view of
 * submissions): anyone but a signed-in admin, signed out included, gets the
 * same 404 as an address that does not exist.
 */
export async function requireAdminOrNotFound(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (user?.role !== "admin") throw new Response("Not Found", { status: 404 });
  return user;
}
