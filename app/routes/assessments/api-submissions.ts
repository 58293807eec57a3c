import { data } from "react-router";
import type { Route } from "./+types/api-submissions";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { parseSubmitRequest } from "~/domains/assessments/assessment-requests";
import { submitAssessment } from "~/domains/assessments/submit-assessment.server";
import { hitRateLimit } from "~/security/rate-limit.server";
import { accessErrors } from "~/features/assessments/access-errors";

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /api/assessments/submissions {formType, entitlementId, bankVersion,
 * submissionId, answers}: sends one paid copy. 200 {submissionId, crisis,
 * enneagram (scores, or null)};
 * the same submissionId again answers the same. 401 signed out; 403 no
 * access; 409 this copy was already sent, or stale questions; 400 invalid.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: accessErrors.signedOut }, { status: 401 });
  const limit = await hitRateLimit({ key: `submit:user:${user.id}`, limit: 30, windowMs: 10 * 60 * 1000 });
  if (!limit.allowed) {
    return data({ error: accessErrors.tooMany }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }

  const parsed = parseSubmitRequest(await request.json().catch(() => null));
  if (!parsed.ok) return data({ error: parsed.error, fieldErrors: parsed.fieldErrors }, { status: parsed.status });
  const result = await submitAssessment({ ...parsed.value, userId: user.id, accountEmail: user.email });
  if (result.outcome === "no-access") return data({ error: accessErrors.noAccess }, { status: 403 });
  if (result.outcome === "already-sent") return data({ error: accessErrors.alreadySent }, { status: 409 });
  return data(
    { submissionId: result.submissionId, crisis: result.crisis, enneagram: result.enneagram },
    { headers: { "Cache-Control": "no-store" } },
  );
}
