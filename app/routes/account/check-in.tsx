import { data } from "react-router";
import type { Route } from "./+types/check-in";
import { answerCheckIn } from "~/domains/assessments/check-ins/answer-check-in.server";
import { parseCheckInForm } from "~/domains/assessments/check-ins/check-in-answers";
import { openCheckIn, type OpenedCheckIn } from "~/domains/assessments/check-ins/open-check-in.server";
import { CheckInPage, type CheckInView } from "~/features/assessments/check-in/check-in-page";
import { hitRateLimit } from "~/security/rate-limit.server";
import { clientAddressOf } from "~/security/client-address.server";

// The token is in the address: no caching, no referrer, no index.
const privateHeaders = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" };
/** Generous for a person (a refused post or two), tight for anyone trying links. */
const POST_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };

function closedView(opened: Exclude<OpenedCheckIn, { status: "open" }>) {
  return data<CheckInView>({ view: opened.status }, { status: opened.status === "unknown" ? 404 : 410, headers: privateHeaders });
}

/**
 * GET /check-in/:token: the check-in an invitation links to (issue 33, ADR 0069). It works signed
 * out: the single-use token is the proof, checked here on the server. Opening it changes nothing.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const opened = await openCheckIn(params.token);
  if (opened.status !== "open") return closedView(opened);
  return data<CheckInView>({ view: "open", scaleIds: opened.scaleIds, errors: {}, chosen: {}, changes: "" }, { headers: privateHeaders });
}

export async function action({ request, params }: Route.ActionArgs) {
  const limited = await hitRateLimit({ key: `check-in:${clientAddressOf(request)}`, ...POST_LIMIT });
  if (!limited.allowed) throw data("Too many tries. Please wait a few minutes.", { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } });
  const opened = await openCheckIn(params.token);
  if (opened.status !== "open") return closedView(opened);
  const form = await request.formData();
  const parsed = parseCheckInForm(form, opened.scaleIds);
  if (!parsed.ok) {
    const changes = String(form.get("changes") ?? "");
    return data<CheckInView>({ view: "open", scaleIds: opened.scaleIds, errors: parsed.errors, chosen: parsed.chosen, changes }, { status: 400, headers: privateHeaders });
  }
  const outcome = await answerCheckIn(opened, parsed.answers);
  if (outcome.status === "gone") return closedView({ status: "used" });
  return data<CheckInView>({ view: "answered", crisis: outcome.crisis }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = () => [{ title: "Your check-in | Catharsis" }, { name: "robots", content: "noindex" }];

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckInPage page={actionData ?? loaderData} />;
}
