import { formPaths } from "~/shared/form-types";
import { accountByEmail } from "../account-by-email.server";
import { getAccountOverview } from "./account-overview.server";

/**
 * Where a client lands after signing in with no page to return to (issue 34): the questionnaire
 * they left part-way, else one they have paid for and not started, else their reports on /account,
 * else the home page. Staff keep the home page; the back office has its own way in.
 */
export async function nextStepAfterSignIn(email: string): Promise<string> {
  const user = await accountByEmail(email);
  if (!user || user.role !== "client") return "/";
  const { assessments } = await getAccountOverview(user.id);
  const open = assessments.find((each) => each.state === "draft-saved") ?? assessments.find((each) => each.state === "not-started");
  if (open) return formPaths[open.formType];
  // Every paid copy is sent: what is left to do is to follow the reports.
  return assessments.length > 0 ? "/account#reports" : "/";
}
