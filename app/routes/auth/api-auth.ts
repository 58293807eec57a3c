import { handleAuthHttp } from "~/domains/accounts/auth-http.server";
import type { Route } from "./+types/api-auth";

// Only the e-mailed links reach Better Auth over HTTP; everything else answers 404.
export function loader({ request }: Route.LoaderArgs) {
  return handleAuthHttp(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleAuthHttp(request);
}
