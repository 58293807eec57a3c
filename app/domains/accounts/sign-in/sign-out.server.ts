import { getAuth } from "../auth.server";
import { onlySetCookies } from "./sign-in-with-password.server";

/** Ends this browser's session on the server; the returned headers clear its cookie. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    return onlySetCookies(headers);
  } catch {
    // No session to end: signed out already.
    return new Headers();
  }
}
