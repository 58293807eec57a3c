import { data } from "react-router";
import type { Route } from "./+types/chat-crisis-alert";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { screenText } from "~/domains/assessments/safety/screen";
import { alertProviderOfChatCrisis } from "~/domains/messaging/chat-crisis-alert.server";
import { clientAddressOf } from "~/security/client-address.server";

const httpStatus = { alerted: 202, invalid: 400, "not-crisis": 422, "rate-limited": 429 } as const;
const privateHeaders = { "Cache-Control": "private, no-store" };

/** Nothing to read here: the chat only posts. */
export function loader() {
  throw data(null, { status: 404 });
}

/**
 * POST /api/chat/crisis-alert: the chat answered a message with the crisis lines, and the
 * provider is told (ADR 0060). The answer carries no words back and the chat ignores it: the
 * crisis reply is already on the screen whatever happens here.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getCurrentUser(request);
  const body: unknown = await request.json().catch(() => null);
  const result = await alertProviderOfChatCrisis({ body, clientAddress: clientAddressOf(request), userId: user?.id ?? null, screen: screenText });
  const headers = result.status === "rate-limited" ? { ...privateHeaders, "Retry-After": String(result.retryAfterSeconds) } : privateHeaders;
  return data({ status: result.status }, { status: httpStatus[result.status], headers });
}
