import { getAuth } from "~/domains/accounts/auth.server";
import type { Route } from "./+types/api-auth";

// Better Auth's own endpoints (verification links, session reads, the JSON API).
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
