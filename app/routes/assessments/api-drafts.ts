import { data } from "react-router";
import type { Route } from "./+types/api-drafts";
import { getCurrentUserInOneQuery } from "~/domains/accounts/current-user-in-one-query.server";
import { parseDraftRequest } from "~/domains/assessments/assessment-requests";
import { saveDraft } from "~/domains/assessments/save-draft.server";
import { hitRateLimit, type RateLimitRule } from "~/security/rate-limit.server";
import { accessErrors } from "~/features/assessments/access-errors";

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}

/** Autosave runs every few seconds of typing; this only stops a runaway client. */
const draftLimit = (userId: string): RateLimitRule => ({ key: `draft:user:${userId}`, limit: 120, windowMs: 60 * 1000 });

const tooMany = (retryAfterSeconds: number) =>
  data({ error: accessErrors.tooMany }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });

/**
 * POST /api/assessments/drafts {formType, entitlementId, bankVersion,
 * writerId, writerSeq, answers}: saves the signed-in client's draft of one
 * paid copy. 200 {savedAt}; 401 signed out; 403 no access; 409 already sent
 * or stale questions; 400 invalid; 429 too many saves. A valid save is two
 * statements: the session, then the save with its rate limit (ADR 0065).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const user = await getCurrentUserInOneQuery(request);
  if (!user) return data({ error: accessErrors.signedOut }, { status: 401 });

  const parsed = parseDraftRequest(await request.json().catch(() => null));
  if (!parsed.ok) {
    // An invalid save counts against the limit too, so a runaway client is stopped whatever it sends.
    const limit = await hitRateLimit(draftLimit(user.id));
    if (!limit.allowed) return tooMany(limit.retryAfterSeconds);
    return data({ error: parsed.error, fieldErrors: parsed.fieldErrors }, { status: parsed.status });
  }
  const result = await saveDraft({ ...parsed.value, userId: user.id, limit: draftLimit(user.id) });
  if (result.outcome === "limited") return tooMany(result.retryAfterSeconds);
  if (result.outcome === "no-access") return data({ error: accessErrors.noAccess }, { status: 403 });
  if (result.outcome === "sent") return data({ error: accessErrors.alreadySent }, { status: 409 });
  return savedResponse(result.savedAt);
}

/**
 * The answer to every save, with its length given: a body of unknown length is compressed
 * whatever its size, and starting a compressor for forty bytes costs more than sending them.
 */
function savedResponse(savedAt: Date): Response {
  const body = JSON.stringify({ savedAt: savedAt.toISOString() });
  return new Response(body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Length": String(Buffer.byteLength(body)), "Cache-Control": "no-store" },
  });
}
