import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { redirectWithToast } from "~/components/toast/toast.server";
import { signOut } from "~/domains/accounts/sign-in/sign-out.server";

// Signing out changes state, so only a POST does it; a visit here just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirectWithToast(
    "/",
    { title: "Signed out", description: "You have been successfully signed out." },
    { headers },
  );
}
