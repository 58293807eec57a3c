import { getAuth } from "../auth.server";
import { signOut } from "./sign-out.server";

/** Ends every session of this user, on every device; the returned headers clear this browser's cookie. */
export async function signOutEverywhere(request: Request): Promise<Headers> {
  await getAuth().api.revokeSessions({ headers: request.headers });
  return signOut(request);
}
