import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { users } from "~/db/schema";
import { normaliseEmailAddress } from "~/shared/email-address";
import { formPaths } from "~/shared/form-types";
import { getAccountOverview } from "./account-overview.server";

/**
 * Where a client lands after signing in with no page to return to (issue 34): the questionnaire
 * they left part-way, else one they have paid for and not started, else their reports on /account,
 * else the home page. Staff keep the home page; the back office has its own way in.
 */
export async function nextStepAfterSignIn(email: string): Promise<string> {
  const [user] = await getDb()
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, normaliseEmailAddress(email, { lowercase: true })));
  if (!user || user.role !== "client") return "/";
  const { assessments, reports } = await getAccountOverview(user.id);
  const open = assessments.find((each) => each.state === "draft-saved") ?? assessments.find((each) => each.state === "not-started");
  if (open) return formPaths[open.formType];
  const anythingSent = assessments.some((each) => each.state === "submitted");
  return anythingSent || reports.length > 0 ? "/account#reports" : "/";
}
