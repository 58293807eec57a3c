/** The signed-in visitor as pages and the header see them. */
export type CurrentUser = { id: string; email: string; role: "client" | "admin" };

/**
 * The visitor's session user, or null. Placeholder until accounts (issue 5)
 * connects Better Auth: everyone is signed out.
 */
export async function getCurrentUser(_request: Request): Promise<CurrentUser | null> {
  return null;
}
