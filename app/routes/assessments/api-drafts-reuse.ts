import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/api-drafts-reuse";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { startDraftFromEarlierAnswers } from "~/domains/assessments/reuse-answers.server";
import { accessErrors } from "~/features/assessments/access-errors";
import { hitRateLimit } from "~/security/rate-limit.server";
import { formTypes } from "~/shared/form-types";

const reuseRequest = z.strictObject({
  formType: z.enum(formTypes),
  entitlementId: z.string().min(1).max(100),
  submissionId: z.string().min(1).max(100),
});

const REUSE_ERRORS = {
  invalid: "That request could not be read. Please reload the page.",
  notFound: "Those earlier answers could not be found. You can start with an empty form.",
  hasDraft: "This copy already has answers saved. Please reload the page to see them.",
} as const;

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /api/assessments/drafts/reuse {formType, entitlementId, submissionId}: starts the signed-in
 * client's open copy from their own earlier answers to the same form (docs/product.md). 200 {savedAt};
 * 401 signed out; 403 no access; 404 not their submission; 409 sent already or a draft begun; 429.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: accessErrors.signedOut }, { status: 401 });
  const limit = await hitRateLimit({ key: `draft-reuse:user:${user.id}`, limit: 20, windowMs: 10 * 60 * 1000 });
  if (!limit.allowed) {
    return data({ error: accessErrors.tooMany }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const parsed = reuseRequest.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data({ error: REUSE_ERRORS.invalid }, { status: 400 });

  const result = await startDraftFromEarlierAnswers({ ...parsed.data, userId: user.id });
  switch (result.outcome) {
    case "saved":
      return data({ savedAt: result.savedAt.toISOString() }, { headers: { "Cache-Control": "no-store" } });
    case "no-access":
      return data({ error: accessErrors.noAccess }, { status: 403 });
    case "not-found":
      return data({ error: REUSE_ERRORS.notFound }, { status: 404 });
    case "sent":
      return data({ error: accessErrors.alreadySent }, { status: 409 });
    case "has-draft":
      return data({ error: REUSE_ERRORS.hasDraft }, { status: 409 });
  }
}
